// The settings of send-contact-email, read once from the function's environment (secrets on Supabase); submit-application
// takes them too, with its own added (submit-application/config.ts).
import type { ClientAddressSettings } from "./client-address.ts";
import { crmFromEnv, type CrmSettings } from "./crm-settings.ts";
import type { AcknowledgementLimits, MailSettings, RetrySettings } from "./enquiries.ts";
import { enquiryJsonMaxBytes } from "./content/contact.ts";
import { statementTimeoutMs } from "./db.ts";
import { parseOrigins } from "./http.ts";
import { mailSendDeadlineMs } from "./mail/index.ts";

export interface Config {
  origins: Set<string>;
  /** Sized so that every schema-valid enquiry fits (enquiryJsonMaxBytes). */
  maxBodyBytes: number;
  /** From a request's arrival, how long storing it may take before the function answers (REQUEST_DEADLINE_MS);
   * well under the 30 s after which Supabase's gateway answers 504 for it. */
  requestDeadlineMs: number;
  /** The database's statement_timeout for the functions' connections (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  minFillMs: number;
  rateLimit: { max: number; windowMs: number };
  /** Secret for the salted hash of client addresses. */
  salt: string | undefined;
  clientAddress: ClientAddressSettings;
  acknowledgements: AcknowledgementLimits;
  retrySecret: string | undefined;
  retry: RetrySettings;
  retryBatch: number;
  /** How long one scheduled retry call may keep claiming rows (the scheduler's HTTP timeout is longer). */
  retryBudgetMs: number;
  /** Deliveries running at once in one instance (MAIL_CONCURRENCY). */
  deliveryConcurrency: number;
  mail: MailSettings;
  /** Enquiries older than this many months are deleted by the scheduled run (ENQUIRY_RETENTION_MONTHS; 0 keeps). */
  retentionMonths: number;
  /** Days the site's raw analytics events are kept before only their daily roll-up remains (ANALYTICS_RAW_DAYS). */
  analyticsRawDays: number;
  /** The CRM webhook (CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET), or none. */
  crm: CrmSettings | undefined;
}

function number(env: Deno.Env, name: string, fallback: number, min = 0): number {
  const raw = env.get(name);
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min} (got "${raw}")`);
  return value;
}

export function configFromEnv(env: Deno.Env = Deno.env): Config {
  const sendDeadlineMs = mailSendDeadlineMs(env);
  const retry: RetrySettings = {
    // Long enough for two messages at their deadline plus the database round trips.
    leaseMs: number(env, "MAIL_LEASE_MS", Math.max(120_000, 2 * sendDeadlineMs + 10_000)),
    baseMs: number(env, "MAIL_RETRY_BASE_MS", 30_000),
    maxMs: number(env, "MAIL_RETRY_MAX_MS", 3_600_000),
    maxAttempts: number(env, "MAIL_MAX_ATTEMPTS", 10, 1),
    sendDeadlineMs,
  };
  if (retry.leaseMs < 2 * sendDeadlineMs + 4_000) {
    throw new Error(
      `MAIL_LEASE_MS (${retry.leaseMs}) must be at least twice the send deadline (${sendDeadlineMs}) plus 4000 ms`,
    );
  }
  return {
    origins: parseOrigins(env.get("ALLOWED_ORIGINS")),
    maxBodyBytes: enquiryJsonMaxBytes,
    requestDeadlineMs: number(env, "REQUEST_DEADLINE_MS", 10_000, 1_000),
    statementTimeoutMs: statementTimeoutMs(env),
    minFillMs: number(env, "MIN_FILL_MS", 3000),
    rateLimit: { max: number(env, "RATE_LIMIT_MAX", 5), windowMs: number(env, "RATE_LIMIT_WINDOW_MS", 600_000) },
    salt: env.get("RATE_LIMIT_SALT") || undefined,
    clientAddress: {
      header: (env.get("CLIENT_ADDRESS_HEADER") || "x-forwarded-for").toLowerCase(),
      trustedProxies: number(env, "CLIENT_ADDRESS_TRUSTED_PROXIES", 1),
    },
    acknowledgements: {
      perRecipientPerDay: number(env, "ACK_MAX_PER_RECIPIENT_DAY", 1, 1),
      perClientPerHour: number(env, "ACK_MAX_PER_CLIENT_HOUR", 2, 1),
      sitePerHour: number(env, "ACK_MAX_PER_HOUR", 30, 1),
    },
    retrySecret: env.get("RETRY_SECRET") || undefined,
    retry,
    retryBatch: number(env, "MAIL_RETRY_BATCH", 50, 1),
    retryBudgetMs: number(env, "MAIL_RETRY_BUDGET_MS", 20_000),
    deliveryConcurrency: Math.max(1, number(env, "MAIL_CONCURRENCY", 4)),
    mail: {
      from: env.get("MAIL_FROM") ?? "Solvix Website <no-reply@example.com>",
      companyInbox: (env.get("MAIL_TO") ?? "info@example.com")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      brandName: env.get("BRAND_NAME") ?? "Solvix",
    },
    retentionMonths: number(env, "ENQUIRY_RETENTION_MONTHS", 24),
    analyticsRawDays: Math.floor(number(env, "ANALYTICS_RAW_DAYS", 30, 1)),
    crm: crmFromEnv(env),
  };
}
