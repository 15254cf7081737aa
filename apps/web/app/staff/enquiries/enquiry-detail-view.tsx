// One enquiry opened by sales staff, from what the page holds: every field, where it came from, its mails' and CRM
// hand-off's state, its status and notes with their authors, the same address's or company's other enquiries, and
// deletion on request (after a confirmation). No calls: enquiry-detail.tsx makes them; the stories give fixtures.
import { Button } from "@solvix/ui/components/button";
import { Link } from "react-router";
import { StatusAndRemoval } from "../layout/status-and-removal.tsx";
import { campaignText, sinceLandingText } from "@solvix/content/attribution-words";
import { staffTime } from "@solvix/content/staff-time";
import { leadStatuses, type Copy, type Opened } from "./enquiries.ts";

export type EnquiryDetailViewProps = {
  opened: Opened | "loading" | "failed";
  copy: Copy;
  message: string;
  onStatus: (status: string) => void;
  onNote: (note: string) => Promise<boolean>;
  /** Deletes it: nothing once done, else the reason the dialog shows. */
  onRemove: () => Promise<string | undefined>;
};

const row = (label: string, value: React.ReactNode) => [
  <dt key={`${label}-t`} className="font-semibold">
    {label}
  </dt>,
  <dd key={`${label}-d`} className="break-words">
    {value}
  </dd>,
];

export function EnquiryDetailView({ opened, copy, message, onStatus, onNote, onRemove }: EnquiryDetailViewProps) {
  if (opened === "loading") return <p role="status">{copy.loading}</p>;
  if (opened === "failed") return <p role="alert">{copy.failure}</p>;
  const { enquiry, events, related } = opened;
  const { labels } = copy;
  const name = `${enquiry.first_name} ${enquiry.last_name}`;
  const a = enquiry.attribution;
  const none = labels.none;
  return (
    <article aria-labelledby="enquiry-title" className="flex max-w-3xl flex-col gap-6">
      <h2 id="enquiry-title" className="text-2xl">
        {name}, {enquiry.company}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {row(labels.received, staffTime(enquiry.created_at))}
        {row(labels.email, <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>)}
        {row(labels.phone, enquiry.contact_number)}
        {row(labels.company, enquiry.company)}
      </dl>
      <div>
        <h3 className="text-lg">{labels.message}</h3>
        <p className="whitespace-pre-line">{enquiry.message}</p>
      </div>
      <section aria-labelledby="enquiry-source" className="flex flex-col gap-2">
        <h3 id="enquiry-source" className="text-lg">
          {copy.columns.source}: {enquiry.source}
        </h3>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {row(labels.landing, a?.landingPath ?? none)}
          {row(labels.referrer, a?.referrer ?? none)}
          {row(labels.campaign, campaignText(a?.utm) || none)}
          {a?.lastTouch
            ? row(
                labels.lastTouch,
                [a.lastTouch.path, a.lastTouch.referrer, campaignText(a.lastTouch.utm)].filter(Boolean).join(", "),
              )
            : null}
          {row(labels.sentFrom, a?.page ?? none)}
          {row(labels.sinceLanding, a?.sinceLandingMs === undefined ? none : sinceLandingText(a.sinceLandingMs))}
          {row(
            labels.mail,
            `${copy.mailStates[enquiry.mail_status]}${enquiry.mail_error ? ` (${enquiry.mail_error})` : ""}`,
          )}
          {row(
            labels.crm,
            enquiry.crm_status === null
              ? copy.crmStates.off
              : `${copy.crmStates[enquiry.crm_status]}${enquiry.crm_last_error && enquiry.crm_status !== "sent" ? ` (${enquiry.crm_last_error})` : ""}`,
          )}
        </dl>
        {a?.via === "referer" ? <p className="text-sm text-ink-600">{labels.noScript}</p> : null}
      </section>
      <div className="flex flex-wrap items-end gap-3">
        <StatusAndRemoval
          field="leadStatus"
          label={labels.status}
          value={enquiry.lead_status}
          statuses={leadStatuses}
          name={name}
          copy={copy}
          onStatus={onStatus}
          onRemove={onRemove}
        />
      </div>
      {message ? <p role="status">{message}</p> : null}
      <section aria-labelledby="enquiry-history" className="flex flex-col gap-3">
        <h3 id="enquiry-history" className="text-lg">
          {labels.history}
        </h3>
        {events.length === 0 ? <p>{none}</p> : null}
        <ol className="flex flex-col gap-2">
          {events.map((event) => (
            <li key={event.id} className="text-sm">
              <span className="font-medium">{staffTime(event.created_at)}</span>, {event.author}:{" "}
              {event.kind === "status" && event.status ? copy.statuses[event.status] : event.note}
            </li>
          ))}
        </ol>
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            void onNote(String(new FormData(form).get("note") ?? "")).then((ok) => ok && form.reset());
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            {labels.note}
            <textarea name="note" required maxLength={2000} rows={3} className="rounded-lg border border-ink-300 p-2" />
          </label>
          <Button type="submit" variant="outline" className="self-start">
            {copy.addNote}
          </Button>
        </form>
      </section>
      <section aria-labelledby="enquiry-related" className="flex flex-col gap-2">
        <h3 id="enquiry-related" className="text-lg">
          {labels.related}
        </h3>
        {related.length === 0 ? <p>{none}</p> : null}
        <ul className="flex flex-col gap-1">
          {related.map((other) => (
            <li key={other.id}>
              <Link to={`?id=${other.id}`} className="text-brand-700">
                {other.first_name} {other.last_name}, {other.company}
              </Link>{" "}
              <span className="text-sm text-ink-600">
                {staffTime(other.created_at)}, {copy.statuses[other.lead_status]}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <Link to="/staff/enquiries">{copy.close}</Link>
    </article>
  );
}
