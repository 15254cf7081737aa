// POST /send-contact-email         a visitor's enquiry (JSON) -> 200 {"ok":true} | 4xx {"error","fields"?}
//                                  or posted natively (form-urlencoded) -> 303 to the site's /contact/sent | HTML page
// POST /send-contact-email/retry   the scheduled delivery of pending notifications (Authorization: Bearer RETRY_SECRET)
// OPTIONS                          CORS preflight for the site's origins (ALLOWED_ORIGINS)
import type postgres from "postgres";
import { enquiryRequestSchema } from "../../../packages/content/src/contact.ts";
import { deliver, retryDue, submitEnquiry, type MailSettings, type RetrySettings } from "../_shared/enquiries.ts";
import { bearer, BodyError, cors, fail, json, parseOrigins, readJsonObject, sameSecret } from "../_shared/http.ts";
import { hmacHex } from "../_shared/hmac.ts";
import { errorKind, log } from "../_shared/log.ts";
import { handleFormPost, isFormPost } from "./form-post.ts";
import type { MailProvider } from "../_shared/mail/index.ts";

export interface Config {
  origins: Set<string>;
  maxBodyBytes: number;
  minFillMs: number;
  rateLimit: { max: number; windowMs: number };
  /** Secret for the salted hash of client addresses. */
  salt: string | undefined;
  /** Header carrying the client address when behind a proxy (e.g. x-forwarded-for); otherwise the socket peer. */
  clientAddressHeader: string | undefined;
  retrySecret: string | undefined;
  retry: RetrySettings;
  retryBatch: number;
  /** Deliveries running at once in one instance (MAIL_CONCURRENCY). */
  deliveryConcurrency: number;
  mail: MailSettings;
}

function number(env: Deno.Env, name: string, fallback: number): number {
  const raw = env.get(name);
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return value;
}

export function configFromEnv(env: Deno.Env = Deno.env): Config {
  return {
    origins: parseOrigins(env.get("ALLOWED_ORIGINS")),
    maxBodyBytes: 16 * 1024,
    minFillMs: number(env, "MIN_FILL_MS", 3000),
    rateLimit: { max: number(env, "RATE_LIMIT_MAX", 5), windowMs: number(env, "RATE_LIMIT_WINDOW_MS", 600_000) },
    salt: env.get("RATE_LIMIT_SALT") || undefined,
    clientAddressHeader: env.get("CLIENT_ADDRESS_HEADER")?.toLowerCase() || undefined,
    retrySecret: env.get("RETRY_SECRET") || undefined,
    retry: {
      leaseMs: number(env, "MAIL_LEASE_MS", 60_000),
      baseMs: number(env, "MAIL_RETRY_BASE_MS", 30_000),
      maxMs: number(env, "MAIL_RETRY_MAX_MS", 3_600_000),
    },
    retryBatch: number(env, "MAIL_RETRY_BATCH", 50),
    deliveryConcurrency: Math.max(1, number(env, "MAIL_CONCURRENCY", 4)),
    mail: {
      from: env.get("MAIL_FROM") ?? "Solvix Website <no-reply@example.com>",
      companyInbox: (env.get("MAIL_TO") ?? "info@example.com")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      brandName: env.get("BRAND_NAME") ?? "Solvix",
    },
  };
}

export interface Deps {
  config: Config;
  sql: () => postgres.Sql;
  mailer: () => MailProvider;
  /** Keeps a promise alive after the response (Supabase's EdgeRuntime.waitUntil); locally the process lives on. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

const fieldLabels: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  contactNumber: "Contact number",
  company: "Company name",
  message: "Message",
  idempotencyKey: "idempotencyKey",
  website: "website",
  startedAt: "startedAt",
};

/** Field-by-field problems, in words: a wrong type says so instead of the schema's "is required". */
function validate(body: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const label = Object.hasOwn(fieldLabels, key) ? fieldLabels[key] : undefined;
    if (label === undefined) {
      fields[key] = `Unknown field "${key.slice(0, 40)}"`;
    } else if (value !== undefined && key !== "startedAt" && typeof value !== "string") {
      fields[key] = `${label} must be text`;
    } else if (typeof value === "string" && value.includes("\u0000")) {
      fields[key] = `${label} must not contain NUL characters`;
    }
  }
  const parsed = enquiryRequestSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") continue; // named above, one by one
      const key = String(issue.path[0] ?? "body");
      fields[key] ??= issue.message;
    }
  }
  if (Object.keys(fields).length > 0 || !parsed.success) return { ok: false as const, fields };
  return { ok: true as const, data: parsed.data };
}

function clientAddress(req: Request, info: Deno.ServeHandlerInfo | undefined, header: string | undefined): string {
  if (header) {
    const value = req.headers.get(header)?.split(",")[0]?.trim();
    if (value) return value;
  }
  const addr = info?.remoteAddr;
  return addr && "hostname" in addr ? addr.hostname : "unknown";
}

function minutes(ms: number): string {
  const m = Math.max(1, Math.round(ms / 60_000));
  return m === 1 ? "1 minute" : `${m} minutes`;
}

/** Runs at most `limit` tasks at once, the rest in arrival order. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export function createHandler(deps: Deps) {
  const { config } = deps;
  // Mail goes out after the answer; a few at a time so that a burst of enquiries is answered first. A queued delivery
  // is leased (MAIL_LEASE_MS): if this instance stops before sending, the scheduled retry sends it.
  const deliveries = limiter(config.deliveryConcurrency);

  /** `form`: the body a native form post became (form-post.ts); otherwise the request's JSON is read. */
  async function submit(
    req: Request,
    info: Deno.ServeHandlerInfo | undefined,
    headers: Headers,
    form?: Record<string, unknown>,
  ): Promise<Response> {
    const started = Date.now();
    let body: Record<string, unknown>;
    try {
      body = form ?? (await readJsonObject(req, config.maxBodyBytes));
    } catch (error) {
      if (error instanceof BodyError) {
        log("info", "enquiry.rejected", { reason: "body", status: error.status });
        return fail(error.status, error.message, headers);
      }
      throw error;
    }

    // Honeypot: people never see the `website` field. Answer like a success so the robot learns nothing; store nothing.
    if (typeof body.website === "string" && body.website !== "") {
      log("info", "enquiry.honeypot");
      return json(200, { ok: true }, headers);
    }

    const result = validate(body);
    if (!result.ok) {
      const messages = [...new Set(Object.values(result.fields))];
      const error =
        messages.length === 1 ? messages[0]! : `Please correct ${messages.length} fields: ${messages.join("; ")}`;
      log("info", "enquiry.rejected", {
        reason: "validation",
        fields: Object.keys(result.fields).join(",").slice(0, 200),
      });
      return fail(400, error, headers, result.fields);
    }
    const enquiry = result.data;

    // Minimum fill time. A clock that is behind or ahead of ours gives a negative or long time: only a positive time
    // shorter than the minimum counts as too fast. A person who is refused keeps the form and can send again.
    const elapsed = Date.now() - enquiry.startedAt;
    if (elapsed >= 0 && elapsed < config.minFillMs) {
      log("info", "enquiry.rejected", { reason: "too_fast", ms: elapsed });
      return fail(400, "The form was sent too quickly. Please wait a few seconds and send it again.", headers);
    }

    if (!config.salt) {
      log("error", "enquiry.misconfigured", { missing: "RATE_LIMIT_SALT" });
      return fail(503, "The enquiry service is not configured. Please e-mail us instead.", headers);
    }
    const clientHash = await hmacHex(config.salt, clientAddress(req, info, config.clientAddressHeader));

    let outcome;
    try {
      const sql = deps.sql();
      outcome = await submitEnquiry(sql, { ...enquiry, clientHash }, config.rateLimit, config.retry);
    } catch (error) {
      log("error", "enquiry.store_failed", { error: errorKind(error), ms: Date.now() - started });
      return fail(503, "Your enquiry could not be saved just now. Please try again in a moment.", headers);
    }

    if (outcome.outcome === "rate_limited") {
      log("info", "enquiry.rejected", { reason: "rate_limited" });
      const limited = new Headers(headers);
      limited.set("Retry-After", String(Math.ceil(config.rateLimit.windowMs / 1000)));
      return fail(
        429,
        `Too many enquiries from your network: at most ${config.rateLimit.max} in ${minutes(config.rateLimit.windowMs)}. Please try again later.`,
        limited,
      );
    }
    if (outcome.outcome === "duplicate") {
      log("info", "enquiry.duplicate", { ms: Date.now() - started });
      return json(200, { ok: true }, headers);
    }

    // Stored and committed: the visitor may be told "sent". The e-mails go out after the answer; if they fail, the row
    // stays pending and the scheduled retry delivers it.
    const { row } = outcome;
    log("info", "enquiry.stored", { enquiry: row.id, ms: Date.now() - started });
    const queuedAt = Date.now();
    const delivery = deliveries(async () => {
      // Waited so long that the lease may run out: leave the row to the scheduled retry rather than risk sending twice.
      if (Date.now() - queuedAt > config.retry.leaseMs / 2) {
        log("warn", "enquiry.delivery_deferred", { enquiry: row.id });
        return;
      }
      await deliver(deps.sql(), deps.mailer(), row, config.mail, config.retry);
    }).catch((error) => log("error", "enquiry.delivery_crashed", { enquiry: row.id, error: errorKind(error) }));
    deps.waitUntil?.(delivery);
    return json(200, { ok: true }, headers);
  }

  async function retry(req: Request): Promise<Response> {
    const token = bearer(req);
    if (!config.retrySecret) return fail(503, "The retry path is not configured (RETRY_SECRET).");
    if (!token || !sameSecret(token, config.retrySecret)) return fail(401, "A valid service secret is required.");
    try {
      const result = await retryDue(
        deps.sql(),
        deps.mailer(),
        config.mail,
        config.retry,
        config.retryBatch,
        config.rateLimit.windowMs,
      );
      if (result.claimed > 0) log("info", "enquiry.retry", result);
      return json(200, result);
    } catch (error) {
      log("error", "enquiry.retry_failed", { error: errorKind(error) });
      return fail(503, "The retry could not run; it will run again on the next schedule.");
    }
  }

  return async function handler(req: Request, info?: Deno.ServeHandlerInfo): Promise<Response> {
    const path = new URL(req.url).pathname;
    const route = /\/send-contact-email(\/retry)?\/?$/.exec(path);
    if (!route) return fail(404, "Not found.");
    if (route[1]) {
      if (req.method !== "POST") return fail(405, "Use POST.", new Headers({ Allow: "POST" }));
      return retry(req);
    }
    const access = cors(req, config.origins, "POST, OPTIONS");
    if (!access.allowed) {
      log("info", "enquiry.rejected", { reason: "origin" });
      return fail(403, "This website is not allowed to send enquiries here.", access.headers);
    }
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: access.headers });
    if (req.method !== "POST") {
      const headers = new Headers(access.headers);
      headers.set("Allow", "POST, OPTIONS");
      return fail(405, "Send the enquiry with POST.", headers);
    }
    try {
      if (isFormPost(req)) {
        return await handleFormPost(req, {
          salt: config.salt,
          maxBodyBytes: config.maxBodyBytes,
          origins: config.origins,
          process: (body) => submit(req, info, access.headers, body),
        });
      }
      return await submit(req, info, access.headers);
    } catch (error) {
      log("error", "enquiry.unexpected", { error: errorKind(error) });
      return fail(500, "Something went wrong on our side. Please try again.", access.headers);
    }
  };
}
