// The CRM hand-off (issue 46): each stored enquiry POSTed as JSON to CRM_WEBHOOK_URL, signed as the Standard Webhooks
// specification says (the maintained `standardwebhooks` package: webhook-id = the enquiry's id, webhook-timestamp,
// webhook-signature v1 HMAC-SHA256 with the whsec_ secret CRM_WEBHOOK_SECRET). Its outbox state is on the enquiry's
// row (crm_*): due in the same statement as the enquiry, claimed under a lease, retried with back-off when the
// receiver or the database fails, failed after CRM_MAX_ATTEMPTS or a permanent refusal, announced to staff once.
// It never follows a redirect to another host, and never sends to a private or loopback address unless
// CRM_WEBHOOK_ALLOW_PRIVATE=1 (the local stack and its tests).
import type postgres from "postgres";
import { Webhook } from "standardwebhooks";
import type { Attribution } from "./attribution.ts";
import { sourceOf } from "./attribution.ts";
import { noteDbFailure } from "./db.ts";
import type { FailureAlert } from "./enquiries.ts";
import { persist } from "./enquiries.ts";
import { errorKind, log } from "./log.ts";
import { privateAddress } from "./private-address.ts";

export interface CrmSettings {
  url: URL;
  secret: string;
  allowPrivate: boolean;
  /** The longest one POST may take (CRM_TIMEOUT_MS). */
  timeoutMs: number;
  leaseMs: number;
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
}

/** The settings when both CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET are set; a setting that is wrong stops the start. */
export function crmFromEnv(env: Deno.Env): CrmSettings | undefined {
  const raw = env.get("CRM_WEBHOOK_URL")?.trim();
  const secret = env.get("CRM_WEBHOOK_SECRET")?.trim();
  if (!raw && !secret) return undefined;
  if (!raw || !secret) throw new Error("Set both CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET, or neither.");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`CRM_WEBHOOK_URL is not an address: "${raw.slice(0, 100)}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("CRM_WEBHOOK_URL must be http(s).");
  if (!/^whsec_[A-Za-z0-9+/=]{16,}$/.test(secret)) {
    throw new Error("CRM_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ and base64 of at least 12 bytes.");
  }
  const number = (name: string, fallback: number) => {
    const value = Number(env.get(name) || fallback);
    if (!Number.isFinite(value) || value < 1) throw new Error(`${name} must be a positive number.`);
    return value;
  };
  return {
    url,
    secret,
    allowPrivate: env.get("CRM_WEBHOOK_ALLOW_PRIVATE") === "1",
    timeoutMs: number("CRM_TIMEOUT_MS", 10_000),
    leaseMs: number("CRM_LEASE_MS", 60_000),
    baseMs: number("CRM_RETRY_BASE_MS", 30_000),
    maxMs: number("CRM_RETRY_MAX_MS", 3_600_000),
    maxAttempts: number("CRM_MAX_ATTEMPTS", 12),
  };
}

/** Why the address may not be called, or null: its host, or any address it resolves to, is private. */
async function refusedHost(url: URL, settings: CrmSettings): Promise<string | null> {
  if (settings.allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return `${host} is a loopback name`;
  if (/^[\d.]+$/.test(host) || host.includes(":")) {
    return privateAddress(host) ? `${host} is a private or loopback address` : null;
  }
  const found: string[] = [];
  for (const type of ["A", "AAAA"] as const) {
    try {
      found.push(...(await Deno.resolveDns(host, type)));
    } catch {
      // No record of this type.
    }
  }
  if (found.length === 0) return `${host} does not resolve`;
  const inside = found.find(privateAddress);
  return inside ? `${host} resolves to the private address ${inside}` : null;
}

export interface CrmRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_number: string;
  company: string;
  message: string;
  created_at: Date;
  attribution: Attribution | null;
  crm_lease_token: string;
  crm_attempts: number;
}

/** The JSON a receiver gets: the enquiry, its source and attribution. */
export function crmPayload(row: CrmRow): string {
  return JSON.stringify({
    type: "enquiry.created",
    timestamp: new Date(row.created_at).toISOString(),
    data: {
      id: Number(row.id),
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      contactNumber: row.contact_number,
      company: row.company,
      message: row.message,
      createdAt: new Date(row.created_at).toISOString(),
      source: sourceOf(row.attribution),
      attribution: row.attribution,
    },
  });
}

class CrmError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** One POST, following at most three redirects on the same host; throws CrmError. */
export async function postToCrm(row: CrmRow, settings: CrmSettings): Promise<number> {
  const body = crmPayload(row);
  // One time for the signature and its header: the library signs whole seconds of this moment.
  const at = new Date();
  const signature = new Webhook(settings.secret).sign(row.id, at, body);
  let url = settings.url;
  for (let hop = 0; hop < 4; hop++) {
    const refused = await refusedHost(url, settings);
    if (refused) throw new CrmError(`not sent: ${refused} (CRM_WEBHOOK_ALLOW_PRIVATE is not 1)`, true);
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/json",
          "webhook-id": row.id,
          "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
          "webhook-signature": signature,
          "user-agent": "Solvix-Website-CRM-Webhook/1",
        },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new CrmError(`no answer: ${errorKind(error)}`, false);
    }
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return response.status;
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location");
      const next = location ? new URL(location, url) : null;
      if (!next || next.host !== settings.url.host || next.protocol !== settings.url.protocol) {
        throw new CrmError(`redirected to ${next ? next.origin : "nowhere"}: another host is never followed`, true);
      }
      url = next;
      continue;
    }
    const retryable = response.status >= 500 || [408, 409, 425, 429].includes(response.status);
    throw new CrmError(`answered ${response.status}`, !retryable);
  }
  throw new CrmError("more than three redirects", true);
}

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
