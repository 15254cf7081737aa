// Storing enquiries and delivering their two e-mails (staff notification, visitor acknowledgement) with retries.
import type postgres from "postgres";
import { errorKind, log } from "./log.ts";
import { MailError, type MailMessage, type MailProvider } from "./mail/provider.ts";

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
  acknowledgement_skipped: string | null;
  attempts: number;
  /** The claim this worker holds; every write about the row's delivery must present it. */
  lease_token: string;
}

export interface MailSettings {
  /** Sender, e.g. "Solvix Website <no-reply@example.com>". */
  from: string;
  /** The company inbox that receives every enquiry. */
  companyInbox: string[];
  brandName: string;
}

export interface RetrySettings {
  /** How long one claim owns a row. Must cover two sends at their deadline (checked in configFromEnv). */
  leaseMs: number;
  baseMs: number;
  maxMs: number;
  /** Attempts before a row is marked failed (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The longest one message may take before it is abandoned (the provider's own deadline). */
  sendDeadlineMs: number;
}

export interface AcknowledgementLimits {
  perRecipientPerDay: number;
  sitePerHour: number;
}

export type SubmitOutcome =
  { outcome: "created"; row: EnquiryRow } | { outcome: "duplicate" } | { outcome: "rate_limited" };

export async function submitEnquiry(
  sql: postgres.Sql,
  input: EnquiryFields & { idempotencyKey: string; clientHash: string },
  limit: { max: number; windowMs: number },
  retry: RetrySettings,
  acknowledgements: AcknowledgementLimits,
): Promise<SubmitOutcome> {
  const [row] = await sql<
    {
      outcome: string;
      enquiry_id: string | null;
      created_at: Date | null;
      lease_token: string | null;
      acknowledgement_skipped: string | null;
    }[]
  >`
    select outcome, enquiry_id::text, created_at, lease_token::text, acknowledgement_skipped
      from private.submit_enquiry(
        ${input.idempotencyKey}::uuid, ${input.clientHash}, ${input.firstName}, ${input.lastName}, ${input.email},
        ${input.contactNumber}, ${input.company}, ${input.message}, ${limit.max}, ${limit.windowMs}, ${retry.leaseMs},
        ${acknowledgements.perRecipientPerDay}, ${acknowledgements.sitePerHour}
      )`;
  if (row?.outcome === "created" && row.enquiry_id && row.created_at && row.lease_token) {
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
        acknowledgement_skipped: row.acknowledgement_skipped,
        attempts: 1,
        lease_token: row.lease_token,
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

export type DeliveryStatus = "sent" | "pending" | "failed" | "lease_lost";

/**
 * Sends whatever of the two e-mails is still missing, recording each the moment it went out, then closes the attempt.
 * A message is only started when its deadline ends inside the lease (`leaseUntil`, by this process's clock, taken
 * before the claim), so a slow server can never let the lease run out mid-send and another run send it again.
 * Never throws for a mail failure.
 */
export async function deliver(
  sql: postgres.Sql,
  provider: MailProvider,
  row: EnquiryRow,
  mail: MailSettings,
  retry: RetrySettings,
  leaseUntil: number,
): Promise<DeliveryStatus> {
  const started = Date.now();
  const due: [string, () => MailMessage][] = [];
  if (row.notified_at === null) due.push(["notification", () => notificationMail(row, mail)]);
  if (row.acknowledged_at === null && row.acknowledgement_skipped === null) {
    due.push(["acknowledgement", () => acknowledgementMail(row, mail)]);
  }
  let problem: string | null = null;
  let permanent = false;
  for (const [which, message] of due) {
    // Margin for the database round trips around the send.
    if (Date.now() + retry.sendDeadlineMs + 2_000 > leaseUntil) {
      problem = `${which}: not started, the lease would run out first`;
      break;
    }
    let outcome = which;
    try {
      await provider.send(message());
    } catch (error) {
      problem = `${which}: ${error instanceof Error ? error.message : String(error)}`;
      permanent = error instanceof MailError && error.permanent;
      // The acknowledgement only comes after the notification went out: a visitor's address refused for good costs
      // the visitor their receipt, not the enquiry its 'sent' state.
      if (!(permanent && which === "acknowledgement")) break;
      outcome = "acknowledgement_undeliverable";
      permanent = false;
    }
    const [marked] = await sql<{ ok: boolean }[]>`
      select private.mark_sent(${row.id}::bigint, ${row.lease_token}::uuid, ${outcome}) as ok`;
    if (!marked?.ok) {
      log("error", "enquiry.lease_lost", { enquiry: row.id, message: which });
      return "lease_lost";
    }
  }
  const [updated] = await sql<{ status: string; attempts: number }[]>`
    select status, attempts from private.finish_attempt(
      ${row.id}::bigint, ${row.lease_token}::uuid, ${problem}, ${permanent}, ${retry.baseMs}, ${retry.maxMs},
      ${retry.maxAttempts}
    )`;
  const status: DeliveryStatus = updated ? (updated.status as DeliveryStatus) : "lease_lost";
  log(status === "sent" ? "info" : status === "pending" ? "warn" : "error", "enquiry.delivery", {
    enquiry: row.id,
    provider: provider.name,
    status,
    attempts: updated?.attempts,
    acknowledgement: row.acknowledgement_skipped ? `skipped:${row.acknowledgement_skipped}` : undefined,
    error: problem,
    ms: Date.now() - started,
  });
  return status;
}

/**
 * The scheduled path: claims one due row at a time (the attempt counted at the claim) and delivers it, until `batch`
 * rows or `budgetMs` have been spent. Two runs at once take different rows.
 */
export async function retryDue(
  sql: postgres.Sql,
  provider: MailProvider,
  mail: MailSettings,
  retry: RetrySettings,
  batch: number,
  rateWindowMs: number,
  budgetMs: number,
): Promise<{ claimed: number; sent: number; pending: number; failed: number; pruned: number }> {
  const started = Date.now();
  const counts = { claimed: 0, sent: 0, pending: 0, failed: 0 };
  while (counts.claimed < batch && Date.now() - started < budgetMs) {
    const leaseUntil = Date.now() + retry.leaseMs;
    const [row] = await sql<EnquiryRow[]>`
      select *, id::text as id, lease_token::text as lease_token
        from private.claim_due_enquiry(${retry.leaseMs}, ${retry.maxAttempts})`;
    if (!row) break;
    counts.claimed++;
    try {
      const status = await deliver(sql, provider, row, mail, retry, leaseUntil);
      if (status === "sent") counts.sent++;
      else if (status === "failed") counts.failed++;
      else counts.pending++;
    } catch (error) {
      counts.pending++;
      log("error", "enquiry.retry_failed", { enquiry: row.id, error: errorKind(error) });
    }
  }
  const [pruned] = await sql<{ n: number }[]>`select private.prune_rate_limits(${rateWindowMs}) as n`;
  return { ...counts, pruned: pruned?.n ?? 0 };
}
