// Storing enquiries and delivering their two e-mails (staff notification, visitor acknowledgement) with retries.
// One file, over 250 lines, on purpose: storing an enquiry and the delivery state machine (claim, begin_send, send,
// mark_sent, finish, in doubt, failure alert) are one protocol with the database's functions; the guarantees (every
// mail once, nothing lost) are read and changed together here. The mail texts are short and go with their rows.
import type postgres from "postgres";
import { attributionLines, type Attribution } from "./attribution.ts";
import { noteDbFailure } from "./db.ts";
import { dropLease, holdLease } from "./leases.ts";
import { errorKind, log } from "./log.ts";
import { MailError, type MailMessage, type MailProvider } from "./mail/provider.ts";
import { staffTimeInMail } from "./content/staff-time.ts";

export interface EnquiryFields {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  company: string;
  message: string;
}

/** An enquiry's stored fields, as a claim returns them. */
export interface EnquiryRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_number: string;
  company: string;
  message: string;
  created_at: Date;
}

export interface EnquiryRow extends EnquiryRecord {
  notified_at: Date | null;
  acknowledged_at: Date | null;
  acknowledgement_skipped: string | null;
  attempts: number;
  last_error?: string | null;
  /** Where the visit came from (cleaned by attribution.ts), or null. */
  attribution?: Attribution | null;
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
  /** Per normalized recipient address (sub-address and, for Gmail, dots removed) per 24 h. */
  perRecipientPerDay: number;
  /** Per client address (the rate limit's key) per hour, so one client cannot use up the site's ceiling. */
  perClientPerHour: number;
  sitePerHour: number;
}

export type SubmitOutcome =
  { outcome: "created"; row: EnquiryRow } | { outcome: "duplicate" } | { outcome: "rate_limited" };

export async function submitEnquiry(
  sql: postgres.Sql,
  input: EnquiryFields & {
    idempotencyKey: string;
    clientHash: string;
    /** Milliseconds from the form being shown to the enquiry (null: unknown), and why staff should review it. */
    fillMs?: number | null;
    reviewReason?: "fast_fill" | null;
    attribution?: Attribution | null;
    /** A CRM webhook is configured: its delivery is due with the enquiry (crm.ts). */
    crm?: boolean;
  },
  limit: { max: number; windowMs: number },
  retry: RetrySettings,
  acknowledgements: AcknowledgementLimits,
): Promise<SubmitOutcome> {
  // One statement (the fill-time signal stored with the enquiry, or neither), never a client-side transaction:
  // postgres.js 3.4.9 answers a connection closed inside sql.begin() by writing its ROLLBACK to the closed socket, an
  // uncaught TypeError that ends the whole process (porsager/postgres#1154, #1208), and with it every delivery
  // between its send and its record. Seen under `pg_ctl stop -m fast` in bench/faults.ts.
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
        ${acknowledgements.perRecipientPerDay}, ${acknowledgements.perClientPerHour}, ${acknowledgements.sitePerHour},
        ${input.fillMs ?? null}::integer, ${input.reviewReason ?? null}::text,
        ${input.attribution ? sql.json(JSON.parse(JSON.stringify(input.attribution))) : null}::jsonb,
        ${input.crm === true}::boolean
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
        attribution: input.attribution ?? null,
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
    `Received:       ${staffTimeInMail(row.created_at)}`,
    `Reference:      enquiry #${row.id}`,
    ``,
    `Where it came from:`,
    ...attributionLines(row.attribution),
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

/**
 * The visitor's first name as the acknowledgement may greet them: plain (letters, then letters, marks, spaces, hyphens
 * and apostrophes), at most 30 characters and three words; anything else is greeted without a name, so the form cannot
 * carry a stranger's words (a link, an offer) to an address of the sender's choosing.
 */
export function greetingName(firstName: string): string | null {
  const name = firstName.trim();
  if (name.length > 30 || !/^\p{L}[\p{L}\p{M}'’-]*(?: [\p{L}\p{M}'’-]+){0,2}$/u.test(name)) return null;
  return name;
}

/** Nothing in it that the sender chose except a plain first name (greetingName). */
export function acknowledgementMail(row: EnquiryRow, mail: MailSettings): MailMessage {
  const name = greetingName(row.first_name);
  const text = [
    name ? `Hello ${name},` : "Hello,",
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

/** A Message-ID for one message of one enquiry, on the sender's domain; recorded before the first send and reused. */
export function newMessageId(row: { id: string }, which: string, mail: MailSettings, kind = "enquiry"): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mail.from)?.[1] ?? "localhost";
  return `<${kind}-${row.id}-${which}.${crypto.randomUUID()}@${domain}>`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Errors after which the same call may succeed: no answer from the server (a connection-level error of postgres.js
 * or the OS, e.g. ECONNREFUSED, EPIPE, CONNECTION_CLOSED), or the server's own error of a connection, resource,
 * operator or concurrency class (08, 53, 57, 40). Only the server's errors carry a `severity`: an OS code of five
 * capitals (EPIPE) is no SQLSTATE. */
export function transientDbError(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  if (typeof severity !== "string" || typeof code !== "string") return true;
  return /^(08|53|57|40)/.test(code);
}

/**
 * Runs a database call again (back-off 200 ms doubling to 1 s) while it fails transiently and `until` has not passed
 * (Infinity: until the database answers): a database that restarts or hangs for a while delays a delivery's record
 * instead of losing it.
 */
export async function persist<T>(call: () => Promise<T>, until: number): Promise<T> {
  let wait = 200;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      noteDbFailure(error);
      if (!transientDbError(error) || Date.now() + wait > until) throw error;
      await sleep(wait);
      wait = Math.min(wait * 2, 1_000);
    }
  }
}

export type DeliveryStatus = "sent" | "pending" | "failed" | "lease_lost";

/** What the delivery machinery needs of a row: its id, its claim, and which of its two messages went out. */
export interface OutboxRow {
  id: string;
  lease_token: string;
  notified_at: Date | null;
  acknowledged_at: Date | null;
  acknowledgement_skipped: string | null;
}

/**
 * A table whose rows each owe two e-mails (staff notification, sender's acknowledgement) and carry the delivery state
 * of public.enquiries; its SQL functions claim, begin, mark and finish a row's messages under a lease exactly as the
 * enquiries' do. `kind` names the rows in the logs and Message-IDs ("enquiry", "application").
 */
export interface Outbox<Row extends OutboxRow> {
  kind: string;
  notification(row: Row, mail: MailSettings): MailMessage;
  acknowledgement(row: Row, mail: MailSettings): MailMessage;
  /** Claims the most overdue row (attempt counted, new lease), or none. */
  claimDue(sql: postgres.Sql, retry: RetrySettings): Promise<Row | undefined>;
  /** Records a message's attempt and Message-ID before it is sent (private.begin_send); none: the lease is lost. `go`
   * false: a send in doubt to wait for (`in_doubt`), or a message recorded as sent already (not `in_doubt`). */
  beginSend(
    sql: postgres.Sql,
    row: Row,
    which: string,
    messageId: string,
    doubtWaitMs: number,
  ): Promise<{ message_id: string; in_doubt: boolean; go: boolean } | undefined>;
  /** Records that one message went out (or was surely not sent); false when the caller no longer holds the lease. */
  markSent(sql: postgres.Sql, row: Row, outcome: string): Promise<boolean>;
  /** Closes the attempt; undefined when the lease was lost. */
  finish(
    sql: postgres.Sql,
    row: Row,
    problem: string | null,
    permanent: boolean,
    retry: RetrySettings,
  ): Promise<{ status: string; attempts: number } | undefined>;
}

/** The names of an outbox's SQL functions for one attempt (private.begin_send, mark_sent, finish_attempt for the
 * enquiries; each outbox table has its own, with the same arguments and answers). */
export interface AttemptFunctions {
  beginSend: string;
  markSent: string;
  finish: string;
}

/** One attempt's calls (begin a message, record it sent, close the attempt) on an outbox's own SQL functions. */
export function attemptCalls<Row extends OutboxRow>(
  fns: AttemptFunctions,
): Pick<Outbox<Row>, "beginSend" | "markSent" | "finish"> {
  return {
    async beginSend(sql, row, which, messageId, doubtWaitMs) {
      const [begun] = await sql<{ message_id: string; in_doubt: boolean; go: boolean }[]>`
        select message_id, in_doubt, go from ${sql(fns.beginSend)}(
          ${row.id}::bigint, ${row.lease_token}::uuid, ${which}, ${messageId}, ${doubtWaitMs}
        )`;
      return begun;
    },
    async markSent(sql, row, outcome) {
      const [marked] = await sql<{ ok: boolean }[]>`
        select ${sql(fns.markSent)}(${row.id}::bigint, ${row.lease_token}::uuid, ${outcome}) as ok`;
      return marked?.ok === true;
    },
    async finish(sql, row, problem, permanent, retry) {
      const [updated] = await sql<{ status: string; attempts: number }[]>`
        select status, attempts from ${sql(fns.finish)}(
          ${row.id}::bigint, ${row.lease_token}::uuid, ${problem}, ${permanent}, ${retry.baseMs}, ${retry.maxMs},
          ${retry.maxAttempts}
        )`;
      return updated;
    },
  };
}

export const enquiryOutbox: Outbox<EnquiryRow> = {
  kind: "enquiry",
  notification: notificationMail,
  acknowledgement: acknowledgementMail,
  async claimDue(sql, retry) {
    const [row] = await sql<EnquiryRow[]>`
      select *, id::text as id, lease_token::text as lease_token
        from private.claim_due_enquiry(${retry.leaseMs}, ${retry.maxAttempts})`;
    return row;
  },
  ...attemptCalls({ beginSend: "private.begin_send", markSent: "private.mark_sent", finish: "private.finish_attempt" }),
};

/**
 * Sends whatever of the two e-mails is still missing, then closes the attempt. Each message: its attempt and a stable
 * Message-ID are recorded first (a send whose record is lost is then known to be in doubt, and sent again with the same
 * Message-ID and provider idempotency key), it is sent, and its record is written, retried while the database is away.
 * A message is only started when its deadline ends inside the lease (`leaseUntil`, by this process's clock, taken
 * before the claim), so a slow server can never let the lease run out mid-send and another run send it again.
 * Never throws for a mail failure.
 */
export async function deliver<Row extends OutboxRow = EnquiryRow>(
  sql: postgres.Sql,
  provider: MailProvider,
  row: Row,
  mail: MailSettings,
  retry: RetrySettings,
  leaseUntil: number,
  outbox: Outbox<Row> = enquiryOutbox as unknown as Outbox<Row>,
): Promise<DeliveryStatus> {
  holdLease(sql, row.lease_token);
  try {
    return await deliverHeld(sql, provider, row, mail, retry, leaseUntil, outbox);
  } finally {
    dropLease(sql, row.lease_token);
  }
}

async function deliverHeld<Row extends OutboxRow>(
  sql: postgres.Sql,
  provider: MailProvider,
  row: Row,
  mail: MailSettings,
  retry: RetrySettings,
  leaseUntil: number,
  outbox: Outbox<Row>,
): Promise<DeliveryStatus> {
  const started = Date.now();
  const { kind } = outbox;
  const due: [string, () => MailMessage][] = [];
  if (row.notified_at === null) due.push(["notification", () => outbox.notification(row, mail)]);
  if (row.acknowledgement_skipped === null && row.acknowledged_at === null) {
    due.push(["acknowledgement", () => outbox.acknowledgement(row, mail)]);
  }
  // Starting a message needs its whole deadline, plus a margin for the database round trips, inside the lease.
  const startBy = () => leaseUntil - retry.sendDeadlineMs - 2_000;
  let problem: string | null = null;
  let permanent = false;
  let recordMs = 0;
  /** Clears a recorded attempt that surely handed nothing over. */
  const notSent = (which: string) =>
    persist(() => outbox.markSent(sql, row, `${which}_not_sent`), Date.now() + retry.leaseMs);
  for (const [which, message] of due) {
    if (Date.now() > startBy()) {
      problem = `${which}: not started, the lease would run out first`;
      break;
    }
    // One Message-ID for every try of this call: a try whose reply was lost is then known as this attempt's own.
    const messageId = newMessageId(row, which, mail, kind);
    const begun = await persist(() => outbox.beginSend(sql, row, which, messageId, retry.leaseMs), startBy());
    if (!begun) {
      log("error", `${kind}.lease_lost`, { [kind]: row.id, message: which });
      return "lease_lost";
    }
    // Recorded as sent after this attempt's claim read the row (its sender's record landed late): nothing to send.
    if (!begun.go && !begun.in_doubt) continue;
    if (!begun.go) {
      // Its sender may still be recording it: wait a lease before sending it again.
      problem = `${which}: a send in doubt, waiting for its record`;
      break;
    }
    if (begun.in_doubt) log("warn", `${kind}.send_in_doubt`, { [kind]: row.id, message: which });
    if (Date.now() > startBy()) {
      // Recording the attempt took too long (the database was slow or away): not sent, so nobody need wait for it.
      problem = `${which}: not started, the lease would run out first`;
      await notSent(which);
      break;
    }
    let outcome = which;
    try {
      await provider.send({ ...message(), messageId: begun.message_id });
    } catch (error) {
      problem = `${which}: ${error instanceof Error ? error.message : String(error)}`;
      permanent = error instanceof MailError && error.permanent;
      // The acknowledgement only comes after the notification went out: a visitor's address refused for good costs
      // the visitor their receipt, not the enquiry its 'sent' state.
      if (!(permanent && which === "acknowledgement")) {
        // Surely not sent: the next attempt need not wait for a record. Maybe sent: it stays in doubt.
        if (!(error instanceof MailError && error.maybeSent)) await notSent(which);
        break;
      }
      outcome = "acknowledgement_undeliverable";
      permanent = false;
    }
    // A send is a fact: recorded whoever holds the row by then, and tried again for as long as the database does not
    // answer (every second at most). Another attempt leaves a send in doubt alone for a lease after its attempt or
    // after the database's (re)start, whichever is later (private.doubt_ends), so the record lands first however long
    // the database was away; only a sender that dies before its record lands leaves a copy to be sent.
    const sentAt = Date.now();
    const marked = await persist(() => outbox.markSent(sql, row, outcome), Infinity);
    recordMs = Math.max(recordMs, Date.now() - sentAt);
    if (!marked) {
      log("error", `${kind}.lease_lost`, { [kind]: row.id, message: which });
      return "lease_lost";
    }
  }
  const updated = await persist(
    () => outbox.finish(sql, row, problem, permanent, retry),
    Math.max(leaseUntil, Date.now() + retry.leaseMs),
  );
  const status: DeliveryStatus = updated ? (updated.status as DeliveryStatus) : "lease_lost";
  log(status === "sent" ? "info" : status === "pending" ? "warn" : "error", `${kind}.delivery`, {
    [kind]: row.id,
    provider: provider.name,
    status,
    attempts: updated?.attempts,
    acknowledgement: row.acknowledgement_skipped ? `skipped:${row.acknowledgement_skipped}` : undefined,
    error: problem,
    ms: Date.now() - started,
    // The longest time between a provider's acceptance and its record: the window in which a crash sends it again.
    recordMs,
  });
  return status;
}

/** What a failure alert needs of a row. */
export interface FailedRow {
  id: string;
  created_at: Date;
  attempts: number;
  last_error?: string | null;
}

/**
 * A table's failure alert: which of its rows ended 'failed' and were not announced yet (claimed, so marked at once),
 * how to give them back when the alert cannot go, and the words of the alert mail: its opening lines, the lines that
 * identify each row beyond its id, dates and error, and the SQL function that re-queues them. `kind` and `plural`
 * name the rows in the logs, the subject and the provider's idempotency key.
 */
export interface FailureAlert<Row extends FailedRow> {
  kind: string;
  plural: string;
  claim(sql: postgres.Sql, limit: number): Promise<Row[]>;
  release(sql: postgres.Sql, ids: string[]): Promise<void>;
  intro(count: number): string[];
  details(row: Row): string[];
  requeue: string;
}

export const enquiryFailureAlert: FailureAlert<EnquiryRow> = {
  kind: "enquiry",
  plural: "enquiries",
  claim: (sql, limit) => sql<EnquiryRow[]>`select *, id::text as id from private.claim_failure_alerts(${limit})`,
  async release(sql, ids) {
    await sql`select private.release_failure_alerts(${ids}::bigint[])`;
  },
  intro: (count) => [
    `${count === 1 ? "An enquiry" : `${count} enquiries`} from the website could not be mailed to you after every attempt.`,
    `Reply to the visitor directly; the full enquiry is in the table public.enquiries.`,
  ],
  details: (r) => [`From:  ${r.first_name} ${r.last_name} <${r.email}>, ${r.company}`],
  requeue: "private.requeue_enquiries",
};

/** The alert mail listing `rows` (sorted by id) to the company inbox. */
function failureAlertMail<Row extends FailedRow>(
  alert: FailureAlert<Row>,
  rows: Row[],
  mail: MailSettings,
): MailMessage {
  const ids = rows.map((r) => r.id);
  const label = `${alert.kind.charAt(0).toUpperCase()}${alert.kind.slice(1)}`;
  const text = [
    ...alert.intro(rows.length),
    ``,
    ...rows.flatMap((r) => [
      `${label} #${r.id}, received ${staffTimeInMail(r.created_at)}, ${r.attempts} attempts`,
      ...alert.details(r).map((line) => `  ${line}`),
      `  Error: ${r.last_error ?? "unknown"}`,
      ``,
    ]),
    `Once the cause is fixed, re-queue them (SQL editor): select ${alert.requeue}(array[${ids.join(", ")}]);`,
    ``,
  ].join("\n");
  return {
    from: mail.from,
    to: mail.companyInbox,
    subject: `Website ${alert.plural} not delivered: ${ids.map((id) => `#${id}`).join(", ")}`,
    text,
    idempotencyKey: `${alert.kind}-failed-${ids.join("-")}`,
  };
}

/**
 * Staff hear of every row of a table (enquiries, applications) that ended 'failed', once: one alert mail to the
 * company inbox listing them (each is claimed before the mail; given back when the mail cannot go, for the next run),
 * and an error log line either way.
 */
export async function alertFailures<Row extends FailedRow>(
  sql: postgres.Sql,
  provider: MailProvider,
  mail: MailSettings,
  alert: FailureAlert<Row>,
): Promise<number> {
  const rows = await alert.claim(sql, 20);
  if (rows.length === 0) return 0;
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  const ids = rows.map((r) => r.id);
  log("error", `${alert.kind}.failed_alert`, { [alert.plural]: ids.join(","), count: rows.length });
  try {
    await provider.send(failureAlertMail(alert, rows, mail));
    return rows.length;
  } catch (error) {
    log("error", `${alert.kind}.failed_alert_not_sent`, { [alert.plural]: ids.join(","), error: errorKind(error) });
    await alert.release(sql, ids);
    return 0;
  }
}

/**
 * `concurrency` workers each claim one due row of `outbox` at a time (the attempt counted at the claim) and deliver
 * it, until `batch` rows or `budgetMs` have been spent. Two workers or runs at once take different rows.
 */
export async function deliverDue<Row extends OutboxRow>(
  sql: postgres.Sql,
  provider: MailProvider,
  mail: MailSettings,
  retry: RetrySettings,
  batch: number,
  budgetMs: number,
  outbox: Outbox<Row>,
  concurrency = 1,
): Promise<{ claimed: number; sent: number; pending: number; failed: number }> {
  const started = Date.now();
  const counts = { claimed: 0, sent: 0, pending: 0, failed: 0 };
  const worker = async () => {
    while (counts.claimed < batch && Date.now() - started < budgetMs) {
      const leaseUntil = Date.now() + retry.leaseMs;
      const row = await outbox.claimDue(sql, retry);
      if (!row) return;
      counts.claimed++;
      try {
        const status = await deliver(sql, provider, row, mail, retry, leaseUntil, outbox);
        if (status === "sent") counts.sent++;
        else if (status === "failed") counts.failed++;
        else counts.pending++;
      } catch (error) {
        counts.pending++;
        log("error", `${outbox.kind}.retry_failed`, { [outbox.kind]: row.id, error: errorKind(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return counts;
}

/** The scheduled path of the enquiries: their due deliveries, the failure alert, and the rate limits' pruning. */
export async function retryDue(
  sql: postgres.Sql,
  provider: MailProvider,
  mail: MailSettings,
  retry: RetrySettings,
  batch: number,
  rateWindowMs: number,
  budgetMs: number,
  concurrency = 1,
): Promise<{ claimed: number; sent: number; pending: number; failed: number; pruned: number; alerted: number }> {
  const counts = await deliverDue(sql, provider, mail, retry, batch, budgetMs, enquiryOutbox, concurrency);
  const alerted = await alertFailures(sql, provider, mail, enquiryFailureAlert);
  const [pruned] = await sql<{ n: number }[]>`select private.prune_rate_limits(${rateWindowMs}) as n`;
  return { ...counts, pruned: pruned?.n ?? 0, alerted };
}
