// Storing enquiries and delivering their two e-mails (staff notification, visitor acknowledgement) with retries.
import type postgres from "postgres";
import { errorKind, log } from "./log.ts";
import type { MailMessage, MailProvider } from "./mail/index.ts";

export interface EnquiryFields {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  company: string;
  message: string;
}

export interface EnquiryRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_number: string;
  company: string;
  message: string;
  created_at: Date;
  notified_at: Date | null;
  acknowledged_at: Date | null;
  attempts: number;
}

export interface MailSettings {
  /** Sender, e.g. "Solvix Website <no-reply@example.com>". */
  from: string;
  /** The company inbox that receives every enquiry. */
  companyInbox: string[];
  brandName: string;
}

export interface RetrySettings {
  /** How long a delivery attempt owns a row before the scheduler may take it over. */
  leaseMs: number;
  baseMs: number;
  maxMs: number;
}

export type SubmitOutcome =
  { outcome: "created"; row: EnquiryRow } | { outcome: "duplicate" } | { outcome: "rate_limited" };

export async function submitEnquiry(
  sql: postgres.Sql,
  input: EnquiryFields & { idempotencyKey: string; clientHash: string },
  limit: { max: number; windowMs: number },
  retry: RetrySettings,
): Promise<SubmitOutcome> {
  const [row] = await sql<{ outcome: string; enquiry_id: string | null; created_at: Date | null }[]>`
    select outcome, enquiry_id::text, created_at from private.submit_enquiry(
      ${input.idempotencyKey}::uuid, ${input.clientHash}, ${input.firstName}, ${input.lastName}, ${input.email},
      ${input.contactNumber}, ${input.company}, ${input.message}, ${limit.max}, ${limit.windowMs}, ${retry.leaseMs}
    )`;
  if (row?.outcome === "created" && row.enquiry_id && row.created_at) {
    return {
      outcome: "created",
      row: {
        id: row.enquiry_id,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        contact_number: input.contactNumber,
        company: input.company,
        message: input.message,
        created_at: row.created_at,
        notified_at: null,
        acknowledged_at: null,
        attempts: 0,
      },
    };
  }
  if (row?.outcome === "duplicate") return { outcome: "duplicate" };
  if (row?.outcome === "rate_limited") return { outcome: "rate_limited" };
  throw new Error(`unexpected submit outcome ${row?.outcome}`);
}

export function notificationMail(row: EnquiryRow, mail: MailSettings): MailMessage {
  const text = [
    `A new enquiry arrived through the website contact form.`,
    ``,
    `First name:     ${row.first_name}`,
    `Last name:      ${row.last_name}`,
    `Email:          ${row.email}`,
    `Contact number: ${row.contact_number}`,
    `Company:        ${row.company}`,
    `Received:       ${row.created_at.toISOString()}`,
    `Reference:      enquiry #${row.id}`,
    ``,
    `Message:`,
    row.message,
    ``,
  ].join("\n");
  return {
    from: mail.from,
    to: mail.companyInbox,
    replyTo: row.email,
    subject: `New enquiry from ${row.first_name} ${row.last_name} (${row.company})`,
    text,
    idempotencyKey: `enquiry-${row.id}-notification`,
  };
}

export function acknowledgementMail(row: EnquiryRow, mail: MailSettings): MailMessage {
  const text = [
    `Hello ${row.first_name},`,
    ``,
    `Thank you for your inquiry. We'll get back to you within 24 hours.`,
    ``,
    `This is an automatic confirmation that we received your message; there is no need to reply to it.`,
    ``,
    `${mail.brandName}`,
    ``,
  ].join("\n");
  return {
    from: mail.from,
    to: [row.email],
    replyTo: mail.companyInbox[0],
    subject: `We received your enquiry - ${mail.brandName}`,
    text,
    idempotencyKey: `enquiry-${row.id}-acknowledgement`,
  };
}

/** Sends whatever of the two e-mails is still missing and records the attempt. Never throws for a mail failure. */
export async function deliver(
  sql: postgres.Sql,
  provider: MailProvider,
  row: EnquiryRow,
  mail: MailSettings,
  retry: RetrySettings,
): Promise<"sent" | "pending"> {
  const started = Date.now();
  let notified = row.notified_at !== null;
  let acknowledged = row.acknowledged_at !== null;
  let problem: string | null = null;
  try {
    if (!notified) {
      await provider.send(notificationMail(row, mail));
      notified = true;
    }
    if (!acknowledged) {
      await provider.send(acknowledgementMail(row, mail));
      acknowledged = true;
    }
  } catch (error) {
    problem = `${notified ? "acknowledgement" : "notification"}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const [updated] = await sql<{ status: string; attempts: number }[]>`
    select status, attempts from private.record_delivery(
      ${row.id}::bigint, ${notified}, ${acknowledged}, ${problem}, ${retry.baseMs}, ${retry.maxMs}
    )`;
  const status = updated?.status === "sent" ? "sent" : "pending";
  log(status === "sent" ? "info" : "warn", "enquiry.delivery", {
    enquiry: row.id,
    provider: provider.name,
    status,
    attempts: updated?.attempts,
    error: problem,
    ms: Date.now() - started,
  });
  return status;
}

/** The scheduled path: claims due pending enquiries (leasing them) and delivers each. */
export async function retryDue(
  sql: postgres.Sql,
  provider: MailProvider,
  mail: MailSettings,
  retry: RetrySettings,
  batch: number,
  rateWindowMs: number,
): Promise<{ claimed: number; sent: number; pending: number; pruned: number }> {
  const rows = await sql<EnquiryRow[]>`
    select *, id::text as id from private.claim_due_enquiries(${batch}, ${retry.leaseMs})`;
  let sent = 0;
  for (const row of rows) {
    try {
      if ((await deliver(sql, provider, row, mail, retry)) === "sent") sent++;
    } catch (error) {
      log("error", "enquiry.retry_failed", { enquiry: row.id, error: errorKind(error) });
    }
  }
  const [pruned] = await sql<{ n: number }[]>`select private.prune_rate_limits(${rateWindowMs}) as n`;
  return { claimed: rows.length, sent, pending: rows.length - sent, pruned: pruned?.n ?? 0 };
}
