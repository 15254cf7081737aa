// An application's two e-mails (the recruiters' notification, the candidate's acknowledgement) and their delivery
// through the enquiries' machinery (_shared/enquiries.ts: deliver, deliverDue) on the applications table's own
// claim/mark/finish functions; the failure alert.
import type postgres from "postgres";
import { attributionLines } from "../_shared/attribution.ts";
import {
  feeWarningData,
  hiringStagesData,
  talentPoolCategories,
  type TalentPoolCategory,
} from "../_shared/content/application.ts";
import { attemptCalls, greetingName, type FailureAlert, type MailSettings, type Outbox } from "../_shared/enquiries.ts";
import { staffTimeInMail } from "../_shared/content/staff-time.ts";
import type { MailMessage } from "../_shared/mail/provider.ts";
import type { ApplicationRow } from "./store.ts";

/** What the application is for, in words: the position's title, or the talent pool's category. */
export function appliedFor(row: Pick<ApplicationRow, "position_slug" | "position_title" | "category">): string {
  if (row.position_slug) return row.position_title ?? row.position_slug;
  const category = row.category as TalentPoolCategory | null;
  return `the talent pool (${category ? talentPoolCategories[category] : "no category"})`;
}

export interface ApplicationMailSettings extends MailSettings {
  /** The staff page the notification links to (never the CV itself: no attachment, no file link). */
  staffUrl: string;
  retentionMonths: number;
}

export function applicationNotification(row: ApplicationRow, mail: ApplicationMailSettings): MailMessage {
  const text = [
    `A new application arrived through the website.`,
    ``,
    `For:       ${appliedFor(row)}`,
    `Name:      ${row.name}`,
    `Email:     ${row.email}`,
    `Country:   ${row.country}`,
    `Phone:     ${row.phone ?? "(not given)"}`,
    `Profile:   ${row.profile_url ?? "(not given)"}`,
    `CV:        ${row.file_name} (${Math.max(1, Math.round(row.file_size / 1024))} KB), on the staff page only`,
    `Received:  ${staffTimeInMail(row.created_at)}`,
    `Reference: application #${row.id}`,
    ``,
    `Where it came from:`,
    ...attributionLines(row.attribution),
    ``,
    `Note:`,
    row.note,
    ``,
    `Open it, download the CV and set its status on the staff page (sign in first):`,
    `${mail.staffUrl}?id=${row.id}`,
    ``,
  ].join("\n");
  return {
    from: mail.from,
    to: mail.companyInbox,
    replyTo: row.email,
    subject: `New application from ${row.name}: ${appliedFor(row)}`,
    text,
    idempotencyKey: `application-${row.id}-notification`,
  };
}

/** Nothing in it that the sender chose except a plain name (greetingName), as the enquiries' acknowledgement. */
export function applicationAcknowledgement(row: ApplicationRow, mail: ApplicationMailSettings): MailMessage {
  const name = greetingName(row.name);
  const text = [
    name ? `Hello ${name},` : "Hello,",
    ``,
    `Thank you for applying for ${appliedFor(row)}. We received your application and your CV, and a person on our`,
    `team will read them. We will contact you if your profile matches a role.`,
    ``,
    `Your reference: ${row.id}`,
    ``,
    `${hiringStagesData.title}:`,
    ...hiringStagesData.stages.map((stage, index) => `${index + 1}. ${stage.title} (${stage.duration}). ${stage.body}`),
    hiringStagesData.noReply,
    ``,
    `${feeWarningData.title}. ${feeWarningData.body}`,
    feeWarningData.report.replace("{address}", mail.companyInbox[0] ?? ""),
    ``,
    `We keep your application for ${mail.retentionMonths} months, then delete it. To have it deleted sooner, reply to`,
    `this e-mail.`,
    ``,
    `${mail.brandName}`,
    ``,
  ].join("\n");
  return {
    from: mail.from,
    to: [row.email],
    replyTo: mail.companyInbox[0],
    subject: `We received your application - ${mail.brandName}`,
    text,
    idempotencyKey: `application-${row.id}-acknowledgement`,
  };
}

/**
 * The applications a claiming SQL function returns (`claimed`, a call of one, as a fragment), as their mails need
 * them: with the CV's name and size and the title of the position applied for.
 */
function mailRows(sql: postgres.Sql, claimed: postgres.PendingQuery<postgres.Row[]>) {
  return sql<ApplicationRow[]>`
    select a.*, a.id::text as id, a.lease_token::text as lease_token, f.file_name, f.size as file_size,
           p.title as position_title
      from ${claimed} a
      join public.application_files f on f.application_id = a.id
      left join public.positions p on p.slug = a.position_slug`;
}

/** The applications' delivery: the enquiries' machinery on this table's own SQL functions. */
export function applicationOutbox(mail: ApplicationMailSettings): Outbox<ApplicationRow> {
  return {
    kind: "application",
    notification: (row) => applicationNotification(row, mail),
    acknowledgement: (row) => applicationAcknowledgement(row, mail),
    async claimDue(sql, retry) {
      const [row] = await mailRows(sql, sql`private.claim_due_application(${retry.leaseMs}, ${retry.maxAttempts})`);
      return row;
    },
    ...attemptCalls<ApplicationRow>({
      beginSend: "private.begin_application_send",
      markSent: "private.mark_application_sent",
      finish: "private.finish_application_attempt",
    }),
  };
}

/**
 * The applications' failure alert (the enquiries' alertFailures): one mail to the applications' inbox listing each
 * application whose e-mails ended 'failed', with the candidate's address, the staff page and how to re-queue them.
 */
export function applicationFailureAlert(mail: ApplicationMailSettings): FailureAlert<ApplicationRow> {
  return {
    kind: "application",
    plural: "applications",
    claim: (sql, limit) => mailRows(sql, sql`private.claim_application_failure_alerts(${limit})`),
    async release(sql, ids) {
      await sql`select private.release_application_failure_alerts(${ids}::bigint[])`;
    },
    intro: (count) => [
      `${count === 1 ? "An application" : `${count} applications`} from the website could not be mailed after every attempt (the notification to you, or the candidate's acknowledgement).`,
      `Each is stored with its CV: open it on the staff page and reply to the candidate directly.`,
    ],
    details: (r) => [`For:   ${appliedFor(r)}`, `From:  ${r.name} <${r.email}>`, `Open:  ${mail.staffUrl}?id=${r.id}`],
    requeue: "private.requeue_applications",
  };
}
