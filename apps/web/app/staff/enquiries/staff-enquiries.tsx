// The leads inbox (client only, after sign-in): the list for the page's filters (enquiries-view.tsx shows it), or one
// opened (its calls here, enquiry-detail-view.tsx shows it): status, notes, deletion on request. The function runs
// every call as the signed-in user, so row-level security decides what comes back.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { readStaffList, SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall, type StaffCall } from "../auth/use-staff-call.ts";
import { EnquiriesView } from "./enquiries-view.tsx";
import { EnquiryDetailView } from "./enquiry-detail-view.tsx";
import { csvFile, saveFile } from "../csv.ts";
import {
  enquiriesCsv,
  enquiriesFile,
  filterNames,
  listReader,
  type Copy,
  type Exported,
  type Opened,
} from "./enquiries.ts";

function EnquiryDetail({
  id,
  call,
  copy,
  onRemoved,
}: {
  id: number;
  call: StaffCall;
  copy: Copy;
  onRemoved: () => void;
}) {
  const [opened, setOpened] = useState<Opened | "loading" | "failed">("loading");
  const [message, setMessage] = useState("");
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    void call(`/${id}`)
      .then(async (response) => (response.ok ? ((await response.json()) as Opened) : ("failed" as const)))
      .catch(() => "failed" as const)
      .then((result) => current && setOpened(result));
    return () => {
      current = false;
    };
  }, [id, call, version]);
  const send = (path: string, method: string, body: unknown) =>
    call(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(
      () => null,
    );
  return (
    <EnquiryDetailView
      opened={opened}
      copy={copy}
      message={message}
      onStatus={(leadStatus) =>
        void send(`/${id}`, "PATCH", { leadStatus }).then((response) => {
          setMessage(response?.ok ? copy.saved : copy.failure);
          if (response?.ok) setVersion((v) => v + 1);
        })
      }
      onNote={async (note) => {
        const response = await send(`/${id}/notes`, "POST", { note });
        setMessage(response?.ok ? copy.noteAdded : copy.failure);
        if (response?.ok) setVersion((v) => v + 1);
        return Boolean(response?.ok);
      }}
      onRemove={async () => {
        const response = await call(`/${id}`, { method: "DELETE" }).catch(() => null);
        if (!response?.ok) return response?.status === 403 ? copy.notSales : copy.failure;
        onRemoved();
        return undefined;
      }}
    />
  );
}

export function StaffEnquiries({ backend, copy }: { backend: BackendSettings; copy: Copy }) {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get("id") ?? "") || undefined;
  const [message, setMessage] = useState("");
  const call = useStaffCall(backend, "staff", "send-contact-email");
  const filters = Object.fromEntries(
    filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const query = new URLSearchParams(filters).toString();
  const read = listReader(query ? `?${query}` : "");
  const { signedIn, list, reload } = useStaffList(call, read);
  const sources = [...new Set([...(Array.isArray(list) ? list.map((e) => e.source) : []), filters.source ?? ""])]
    .filter(Boolean)
    .sort();

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;
  if (selected !== undefined) {
    return (
      <EnquiryDetail
        key={selected}
        id={selected}
        call={call}
        copy={copy}
        onRemoved={() => {
          setMessage(copy.removed);
          setParams(new URLSearchParams(filters));
          reload();
        }}
      />
    );
  }
  // The export reads the same filters again with every field (the list carries only what it shows).
  const exportList = async () => {
    const query = `?${new URLSearchParams({ ...filters, export: "1" })}`;
    const enquiries = await readStaffList<Exported>(call, "enquiries", query);
    if (!Array.isArray(enquiries)) return setMessage(enquiries === "denied" ? copy.notSales : copy.failure);
    setMessage("");
    saveFile(csvFile(enquiriesCsv(enquiries)), enquiriesFile(new Date()));
  };
  return (
    <EnquiriesView
      list={list}
      copy={copy}
      filters={filters}
      sources={sources}
      message={message}
      onExport={() => void exportList()}
    />
  );
}
