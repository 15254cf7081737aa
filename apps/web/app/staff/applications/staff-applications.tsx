// The recruiters' list of applications (client only, after sign-in): by position and talent pool, newest first; one
// opened with its CV downloaded as an attachment, its status set, or deleted on request. The function runs every call
// as the signed-in user, so row-level security decides what comes back.
import type { staffApplicationsPage } from "@solvix/content/pages/staff-applications";
import { Button } from "@solvix/ui/components/button";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { useStaffCall, type StaffCall as Call } from "../auth/use-staff-call.ts";
import { useStaffSession } from "../auth/staff-session.ts";

type Copy = Omit<typeof staffApplicationsPage, "path" | "seo" | "title" | "intro">;
const statuses = ["new", "reviewed", "shortlisted", "declined"] as const;
type ReviewStatus = (typeof statuses)[number];

interface Application {
  id: number;
  position: string | null;
  positionTitle: string | null;
  categoryTitle: string | null;
  name: string;
  email: string;
  country: string;
  createdAt: string;
  reviewStatus: ReviewStatus;
  cv: { fileName: string; mediaType: string; size: number };
  phone?: string | null;
  profileUrl?: string | null;
  note?: string;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-SG", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Singapore" });

async function fetchList(call: Call): Promise<Application[] | "denied" | "failed"> {
  try {
    const response = await call("");
    if (response.status === 403 || response.status === 401) return "denied";
    if (!response.ok) return "failed";
    return ((await response.json()) as { applications: Application[] }).applications;
  } catch {
    return "failed";
  }
}

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

/** One application: its details and note, the CV download, its status, and deletion (asked twice). */
function ApplicationDetail({
  id,
  call,
  copy,
  onChanged,
}: {
  id: number;
  call: Call;
  copy: Copy;
  onChanged: (message: string) => void;
}) {
  const [, setParams] = useSearchParams();
  const [open, setOpen] = useState<Application | "loading" | "failed">("loading");
  const [message, setMessage] = useState("");
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let current = true;
    void call(`/${id}`)
      .then(async (response) =>
        response.ok ? ((await response.json()) as { application: Application }).application : ("failed" as const),
      )
      .catch(() => "failed" as const)
      .then((result) => current && setOpen(result));
    return () => {
      current = false;
    };
  }, [id, call]);

  if (open === "loading") return <p role="status">{copy.loading}</p>;
  if (open === "failed") return <p role="alert">{copy.failure}</p>;

  const download = async () => {
    const response = await call(`/${id}/cv`);
    if (!response.ok) return setMessage(copy.failure);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = open.cv.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const saveStatus = async (reviewStatus: string) => {
    const response = await call(`/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ reviewStatus }),
    });
    setMessage(response.ok ? copy.saved : copy.failure);
    if (response.ok) onChanged("");
  };

  const remove = async () => {
    const response = await call(`/${id}`, { method: "DELETE" });
    if (!response.ok) return setMessage(copy.failure);
    onChanged(copy.removed);
    setParams({});
  };

  return (
    <article aria-labelledby="application-title" className="flex max-w-3xl flex-col gap-5">
      <h2 id="application-title" className="text-2xl">
        {open.name}: {open.positionTitle ?? `${copy.pool} (${open.categoryTitle ?? ""})`}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{copy.labels.received}</dt>
        <dd>{when(open.createdAt)}</dd>
        <dt className="font-semibold">{copy.labels.email}</dt>
        <dd>
          <a href={`mailto:${open.email}`}>{open.email}</a>
        </dd>
        <dt className="font-semibold">{copy.labels.country}</dt>
        <dd>{open.country}</dd>
        <dt className="font-semibold">{copy.labels.phone}</dt>
        <dd>{open.phone ?? "-"}</dd>
        <dt className="font-semibold">{copy.labels.profile}</dt>
        <dd>
          {open.profileUrl ? (
            <a href={open.profileUrl} rel="noopener noreferrer nofollow" target="_blank">
              {open.profileUrl}
            </a>
          ) : (
            "-"
          )}
        </dd>
        <dt className="font-semibold">{copy.labels.cv}</dt>
        <dd>
          {open.cv.fileName} ({Math.max(1, Math.round(open.cv.size / 1024))} KB)
        </dd>
      </dl>
      <div>
        <h3 className="text-lg">{copy.labels.note}</h3>
        <p className="whitespace-pre-line">{open.note}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Button type="button" onClick={() => void download()}>
          {copy.download}
        </Button>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void saveStatus(String(new FormData(event.currentTarget).get("reviewStatus")));
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            {copy.labels.status}
            <select
              name="reviewStatus"
              defaultValue={open.reviewStatus}
              className="h-10 rounded-lg border border-ink-300 px-2"
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {copy.statuses[status]}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline">
            {copy.saveStatus}
          </Button>
        </form>
        {confirming ? (
          <Button type="button" variant="secondary" onClick={() => void remove()}>
            {copy.confirmRemove}
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
            {copy.remove}
          </Button>
        )}
      </div>
      {message ? <p role="status">{message}</p> : null}
      <Link to="/staff/applications">{copy.close}</Link>
    </article>
  );
}
