// The recruiters' list of applications (client only, after sign-in): loads it (applications-list.tsx shows it, by
// position and talent pool, newest first); one opened (application-detail.tsx) with its CV downloaded as an
// attachment, its status set, or deleted on request. The function runs every call as the signed-in user, so row-level
// security decides what comes back.
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { ApplicationDetail } from "./application-detail.tsx";
import { fetchList, type Copy } from "./applications.ts";
import { ApplicationsList } from "./applications-list.tsx";

export function StaffApplications({ backend, copy }: { backend: BackendSettings; copy: Copy }) {
  const [params] = useSearchParams();
  const selected = Number(params.get("id") ?? "") || undefined;
  const [message, setMessage] = useState("");
  const call = useStaffCall(backend, "staff");
  const { signedIn, list, reload } = useStaffList(call, fetchList);

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;
  if (selected !== undefined && Array.isArray(list)) {
    return (
      <ApplicationDetail
        key={selected}
        id={selected}
        call={call}
        copy={copy}
        onChanged={(text) => {
          setMessage(text);
          reload();
        }}
      />
    );
  }

  return <ApplicationsList list={list} copy={copy} message={message} />;
}
