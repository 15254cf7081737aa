// The recruiters' list of applications (client only, after sign-in): loads it (applications-list.tsx shows it, by
// position and talent pool, newest first); one opened (application-detail.tsx) with its CV downloaded as an
// attachment, its status set, or deleted on request. The function runs every call as the signed-in user, so row-level
// security decides what comes back.
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { useStaffSession } from "../auth/staff-session.ts";
import { ApplicationDetail } from "./application-detail.tsx";
import { fetchList, type Application, type Copy } from "./applications.ts";
import { ApplicationsList } from "./applications-list.tsx";

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

  if (!session) {
    return (
      <p>
        {copy.signIn.body} <Link to="/staff/sign-in">{copy.signIn.link}</Link>
      </p>
    );
  }
  if (selected !== undefined && Array.isArray(list)) {
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

  return <ApplicationsList list={list} copy={copy} message={message} />;
}
