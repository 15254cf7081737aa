// The CRM hand-off (issue 46): each stored enquiry handed to CRM_WEBHOOK_URL (crm-webhook.ts: one signed POST;
// crm-settings.ts: the settings and the address policy). Its outbox state is on the enquiry's row (crm_*): due in the
// same statement as the enquiry, claimed under a lease, retried with back-off when the receiver or the database fails,
// failed after CRM_MAX_ATTEMPTS or a permanent refusal, announced to staff once.
import type postgres from "postgres";
import { CrmError, type CrmRow, postToCrm } from "./crm-webhook.ts";
import type { CrmSettings } from "./crm-settings.ts";
import { noteDbFailure } from "./db.ts";
import type { FailureAlert } from "./enquiries.ts";
import { persist } from "./enquiries.ts";
import { log } from "./log.ts";

/** Delivers the due CRM hand-offs (one claim at a time) until none is due, `batch` were tried or `budgetMs` passed. */
export async function deliverCrmDue(
  sql: postgres.Sql,
  settings: CrmSettings,
  batch: number,
  budgetMs: number,
): Promise<{ claimed: number; sent: number; pending: number; failed: number }> {
  const started = Date.now();
  const counts = { claimed: 0, sent: 0, pending: 0, failed: 0 };
  while (counts.claimed < batch && Date.now() - started < budgetMs) {
    const [row] = await sql<CrmRow[]>`
      select id::text as id, first_name, last_name, email, contact_number, company, message, created_at, attribution,
             crm_lease_token::text as crm_lease_token, crm_attempts
        from private.claim_due_crm(${settings.leaseMs}, ${settings.maxAttempts})`;
    if (!row) break;
    counts.claimed++;
    let problem: string | null = null;
    let permanent = false;
    const sentStarted = Date.now();
    try {
      await postToCrm(row, settings);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
      permanent = error instanceof CrmError && error.permanent;
    }
    // The outcome is a fact: recorded while the database is away, for as long as the lease lasts and then some
    // (a record lost after a send only means the receiver may see this id again, which it drops).
    let status: string | null = null;
    try {
      const [finished] = await persist(
        () =>
          sql<{ status: string | null }[]>`
          select private.finish_crm(${row.id}::bigint, ${row.crm_lease_token}::uuid, ${problem}, ${permanent},
            ${settings.baseMs}, ${settings.maxMs}, ${settings.maxAttempts}) as status`,
        Date.now() + settings.leaseMs * 10,
      );
      status = finished?.status ?? null;
    } catch (error) {
      noteDbFailure(error);
    }
    if (status === "sent") counts.sent++;
    else if (status === "failed") counts.failed++;
    else counts.pending++;
    log(status === "sent" ? "info" : status === "failed" ? "error" : "warn", "enquiry.crm", {
      enquiry: row.id,
      status: status ?? "lease_lost",
      attempts: row.crm_attempts,
      error: problem,
      ms: Date.now() - sentStarted,
    });
  }
  return counts;
}

interface CrmFailedRow {
  id: string;
  created_at: Date;
  attempts: number;
  last_error: string | null;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
}

/** The failure alert of CRM hand-offs (alertFailures in enquiries.ts sends it once). */
export const crmFailureAlert: FailureAlert<CrmFailedRow> = {
  kind: "crm-handoff",
  plural: "CRM hand-offs",
  claim: (sql, limit) => sql<CrmFailedRow[]>`
    select id::text as id, created_at, crm_attempts as attempts, crm_last_error as last_error, first_name, last_name,
           email, company
      from private.claim_crm_failure_alerts(${limit})`,
  async release(sql, ids) {
    await sql`select private.release_crm_failure_alerts(${ids}::bigint[])`;
  },
  intro: (count) => [
    `${count === 1 ? "An enquiry" : `${count} enquiries`} from the website could not be handed to the CRM after every attempt.`,
    `They are stored and were mailed to you; the leads inbox (/staff/enquiries) shows them. Enter them in the CRM by hand,`,
    `or fix the webhook (CRM_WEBHOOK_URL, CRM_WEBHOOK_SECRET) and re-queue them.`,
  ],
  details: (r) => [`From:  ${r.first_name} ${r.last_name} <${r.email}>, ${r.company}`],
  requeue: "private.requeue_crm",
};
