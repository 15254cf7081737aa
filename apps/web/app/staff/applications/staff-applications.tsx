// The recruiters' list of applications (client only, after sign-in): by position and talent pool, newest first; one
// opened (application-detail.tsx) with its CV downloaded as an attachment, its status set, or deleted on request. The
// function runs every call as the signed-in user, so row-level security decides what comes back.
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { useStaffSession } from "../auth/staff-session.ts";
import { ApplicationDetail } from "./application-detail.tsx";
import { fetchList, when, type Application, type Copy } from "./applications.ts";

export function StaffApplications({ backend, copy }: { backend: BackendSettings; copy: Copy }) {
  const session = useStaffSession();
  const [params] = useSearchParams();
  const selected = Number(params.get("id") ?? "") || undefined;
  const [list, setList] = useState<Application[] | "loading" | "denied" | "failed">("loading");
  // Bumped after a change, to read the list again.
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState("");
  const call = useStaffCall(backend, "staff");

  useEffect(() => {
    if (!session) return;
    let current = true;
    void fetchList(call).then((result) => current && setList(result));
    return () => {
      current = false;
    };
  }, [session, call, version]);

  const groups = useMemo(() => {
    if (!Array.isArray(list)) return [];
    const byTarget = new Map<string, Application[]>();
    for (const application of list) {
      const title = application.positionTitle ?? `${copy.pool}: ${application.categoryTitle ?? ""}`;
      byTarget.set(title, [...(byTarget.get(title) ?? []), application]);
    }
    return [...byTarget];
  }, [list, copy.pool]);

  if (!session) {
    return (
      <p>
        {copy.signIn.body} <Link to="/staff/sign-in">{copy.signIn.link}</Link>
      </p>
    );
  }
  if (list === "loading") return <p role="status">{copy.loading}</p>;
  if (list === "denied") return <p role="alert">{copy.notRecruiter}</p>;
  if (list === "failed") return <p role="alert">{copy.failure}</p>;

  if (selected !== undefined) {
    return (
      <ApplicationDetail
        key={selected}
        id={selected}
        call={call}
        copy={copy}
        onChanged={(text) => {
          setMessage(text);
          setVersion((v) => v + 1);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-8">
      {message ? <p role="status">{message}</p> : null}
      {groups.length === 0 ? <p>{copy.empty}</p> : null}
      {groups.map(([title, applications]) => (
        <section key={title} aria-label={title} className="flex flex-col gap-3">
          <h2 className="text-xl">
            {title} ({applications.length})
          </h2>
          <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
            {applications.map((application) => (
              <li key={application.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <Link to={`?id=${application.id}`} className="font-semibold text-brand-700">
                  {application.name}
                </Link>
                <span className="text-sm text-ink-600">{application.country}</span>
                <span className="text-sm text-ink-600">{when(application.createdAt)}</span>
                <span className="text-sm font-medium">{copy.statuses[application.reviewStatus]}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
