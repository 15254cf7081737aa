// One application opened by a recruiter: its details and note, the CV download, its status, and deletion on request.
import { campaignText } from "@solvix/content/attribution-words";
import { Button } from "@solvix/ui/components/button";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { StaffCall as Call } from "../auth/use-staff-call.ts";
import { saveFile } from "../csv.ts";
import { StatusAndRemoval } from "../layout/status-and-removal.tsx";
import { staffTime } from "@solvix/content/staff-time";
import { statuses, type Application, type Copy } from "./applications.ts";

/** One application: its details and note, the CV download, its status, and deletion (after a confirmation). */
export function ApplicationDetail({
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
    saveFile(await response.blob(), open.cv.fileName);
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

  /** Deletes the application (from its confirmation): nothing once done, else the reason, which the dialog shows. */
  const remove = async (): Promise<string | undefined> => {
    const response = await call(`/${id}`, { method: "DELETE" });
    if (!response.ok) return response.status === 403 ? copy.notRecruiter : copy.failure;
    onChanged(copy.removed);
    setParams({});
    return undefined;
  };

  const { labels } = copy;
  return (
    <article aria-labelledby="application-title" className="flex max-w-3xl flex-col gap-5">
      <h2 id="application-title" className="text-2xl">
        {open.name}: {open.positionTitle ?? `${copy.pool} (${open.categoryTitle ?? ""})`}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{labels.received}</dt>
        <dd>{staffTime(open.createdAt)}</dd>
        <dt className="font-semibold">{labels.email}</dt>
        <dd>
          <a href={`mailto:${open.email}`}>{open.email}</a>
        </dd>
        <dt className="font-semibold">{labels.country}</dt>
        <dd>{open.country}</dd>
        <dt className="font-semibold">{labels.phone}</dt>
        <dd>{open.phone ?? labels.none}</dd>
        <dt className="font-semibold">{labels.profile}</dt>
        <dd>
          {open.profileUrl ? (
            <a href={open.profileUrl} rel="noopener noreferrer nofollow" target="_blank">
              {open.profileUrl}
            </a>
          ) : (
            labels.none
          )}
        </dd>
        {/* Where the visit came from, for an application stored with it (issue 46), as the enquiry desk shows it. */}
        {open.source ? (
          <>
            <dt className="font-semibold">{labels.source}</dt>
            <dd>{open.source}</dd>
            <dt className="font-semibold">{labels.landing}</dt>
            <dd className="break-all">{open.attribution?.landingPath ?? labels.none}</dd>
            <dt className="font-semibold">{labels.campaign}</dt>
            <dd>{campaignText(open.attribution?.utm) || labels.none}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{labels.cv}</dt>
        <dd>
          {open.cv.fileName} ({Math.max(1, Math.round(open.cv.size / 1024))} KB)
        </dd>
      </dl>
      <div>
        <h3 className="text-lg">{labels.note}</h3>
        <p className="whitespace-pre-line">{open.note}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Button type="button" onClick={() => void download()}>
          {copy.download}
        </Button>
        <StatusAndRemoval
          field="reviewStatus"
          label={labels.status}
          value={open.reviewStatus}
          statuses={statuses}
          name={open.name}
          copy={copy}
          onStatus={(status) => void saveStatus(status)}
          onRemove={remove}
        />
      </div>
      {message ? <p role="status">{message}</p> : null}
      <Link to="/staff/applications">{copy.close}</Link>
    </article>
  );
}
