// POST /send-contact-email         a visitor's enquiry (JSON) -> 200 {"ok":true} | 4xx {"error","fields"?}
//                                  or posted natively (form-urlencoded) -> 303 to the site's /contact/sent | HTML page
// POST /send-contact-email/retry   the scheduled delivery of pending notifications (Authorization: Bearer RETRY_SECRET),
//                                  and the site's publish backstop: a build due and not yet published (publish.ts),
//                                  and the analytics catch-up (private.analytics_catch_up: the daily roll-up)
// GET|PATCH|POST|DELETE /send-contact-email/staff…  the leads inbox, for the sales role (staff.ts)
// OPTIONS                          CORS preflight for the site's origins (ALLOWED_ORIGINS)
// Accepting the enquiry itself is intake.ts (shared by every way of posting one); the settings are config.ts.
import type postgres from "postgres";
import { enquiryServiceMessages } from "../_shared/content/contact.ts";
import { countAttempt, visitorHash } from "../_shared/attempts.ts";
import { attributionFromReferer } from "../_shared/attribution.ts";
import { noteDbFailure } from "../_shared/db.ts";
import { crmFailureAlert, deliverCrmDue } from "../_shared/crm.ts";
import { alertFailures, retryDue } from "../_shared/enquiries.ts";
import { bearer, BodyError, cors, fail, json, readJsonObject, sameSecret } from "../_shared/http.ts";
import { errorKind, log } from "../_shared/log.ts";
import type { MailProvider } from "../_shared/mail/provider.ts";
import type { Config } from "../_shared/enquiry-config.ts";
import { handleFormPost, isFormPost } from "./form-post.ts";
import { createIntake, limited, type IntakeResult } from "./intake.ts";
import { publishBackstop } from "./publish.ts";
import { createStaffRoutes } from "./staff.ts";
import type { Caller } from "../_shared/auth.ts";
import type { DeployHookSettings } from "../_shared/deploy-hook.ts";

export { configFromEnv, type Config } from "../_shared/enquiry-config.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Deps {
  config: Config;
  sql: () => postgres.Sql;
  mailer: () => MailProvider;
  /** Keeps a promise alive after the response (Supabase's EdgeRuntime.waitUntil; locally main.ts's, which a stop awaits). */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The site's deploy hook: the scheduled retry also calls it for a change not yet published. */
  deployHook?: DeployHookSettings;
  /** Who calls a staff route (a verified token, or anon); without it the staff routes answer 401. */
  caller?: (req: Request) => Promise<Caller>;
}

/** The JSON API's answer for an intake result. */
function jsonAnswer(result: IntakeResult, headers: Headers): Response {
  if (result.status === 200) return json(200, result.body, headers);
  const out = new Headers(headers);
  if (result.retryAfterSeconds !== undefined) out.set("Retry-After", String(result.retryAfterSeconds));
  return json(result.status, result.body, out);
}

export function createHandler(deps: Deps) {
  const { config } = deps;
  const intake = createIntake(deps);
  const staff = createStaffRoutes(deps.sql, deps.caller ?? (() => Promise.resolve({ role: "anon", claims: null })));

  /** Counts the visitor's attempt before anything of the body is read: the hash to store it under, or the answer that
   * refuses it (over the limit; the count could not be made in time; no salt configured). */
  async function admit(
    req: Request,
    info: Deno.ServeHandlerInfo | undefined,
    started: number,
  ): Promise<{ clientHash: string } | { refused: IntakeResult }> {
    if (!config.salt) {
      log("error", "enquiry.misconfigured", { missing: "RATE_LIMIT_SALT" });
      return {
        refused: { status: 503, body: { error: "The enquiry service is not configured. Please e-mail us instead." } },
      };
    }
    const clientHash = await visitorHash(
      req,
      info,
      config.clientAddress,
      config.salt,
      "",
      "enquiry.client_address_fallback",
    );
    const deadline = started + config.requestDeadlineMs;
    const count = await countAttempt(deps.sql, clientHash, config.rateLimit, deadline, config.statementTimeoutMs);
    if (count === "limited") return { refused: limited(config.rateLimit) };
    if (count === "unavailable") {
      return {
        refused: {
          status: 503,
          body: { error: enquiryServiceMessages.notSaved, code: "not_saved" },
          retryAfterSeconds: 60,
        },
      };
    }
    return { clientHash };
  }

  /** Over the limit, a resend of an enquiry already stored (its key is known) is still answered 200: it adds nothing,
   * and the visitor is told the truth. Anything else stays refused. */
  async function refusal(refused: IntakeResult, body: Record<string, unknown>): Promise<IntakeResult> {
    const key = body.idempotencyKey;
    if (refused.status !== 429 || typeof key !== "string" || !uuidPattern.test(key)) return refused;
    try {
      const rows = await deps.sql()`select 1 from public.enquiries where idempotency_key = ${key}::uuid`;
      if (rows.length > 0) return { status: 200, body: { ok: true } };
    } catch (error) {
      noteDbFailure(error);
    }
    return refused;
  }

  async function submitJson(
    req: Request,
    headers: Headers,
    admitted: Awaited<ReturnType<typeof admit>>,
    started: number,
  ) {
    if ("refused" in admitted && admitted.refused.status !== 429) return jsonAnswer(admitted.refused, headers);
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, config.maxBodyBytes);
    } catch (error) {
      if ("refused" in admitted) return jsonAnswer(admitted.refused, headers);
      if (error instanceof BodyError) {
        log("info", "enquiry.rejected", { reason: "body", status: error.status });
        return fail(error.status, error.message, headers);
      }
      throw error;
    }
    if ("refused" in admitted) return jsonAnswer(await refusal(admitted.refused, body), headers);
    return jsonAnswer(await intake(body, admitted.clientHash, started), headers);
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
        config.retryBudgetMs,
        config.deliveryConcurrency,
      );
      if (result.claimed > 0) log("info", "enquiry.retry", result);
      const crm = config.crm
        ? {
            ...(await deliverCrmDue(deps.sql(), config.crm, config.retryBatch, config.retryBudgetMs)),
            alerted: await alertFailures(deps.sql(), deps.mailer(), config.mail, crmFailureAlert),
          }
        : undefined;
      const expired = await deps.sql()<{ n: number }[]>`
        select private.delete_expired_enquiries(${config.retentionMonths}) as n`;
      if (expired[0]?.n) log("info", "enquiry.expired", { deleted: expired[0].n });
      // Scheduled articles and case studies whose time has come are published (issue 48): that marks the site
      // changed, and the backstop below calls the deploy hook for it.
      const due = await deps.sql()<{ n: number }[]>`select public.publish_due_content() as n`;
      if (due[0]?.n) log("info", "articles.published_due", { count: due[0].n });
      // The site's analytics (issue 47): finished days rolled up once, today again, raw events past their time deleted,
      // so the dashboard's report never rolls anything up itself.
      const rollUpStarted = performance.now();
      await deps.sql()`select private.analytics_catch_up(${config.analyticsRawDays})`;
      const analyticsMs = Math.round(performance.now() - rollUpStarted);
      const publish = await publishBackstop(deps.deployHook, deps.sql, deps.mailer, config.mail);
      return json(200, {
        ...result,
        crm,
        expired: expired[0]?.n ?? 0,
        articlesPublished: due[0]?.n ?? 0,
        analyticsMs,
        publish,
      });
    } catch (error) {
      noteDbFailure(error);
      log("error", "enquiry.retry_failed", { error: errorKind(error) });
      return fail(503, "The retry could not run; it will run again on the next schedule.");
    }
  }

  return async function handler(req: Request, info?: Deno.ServeHandlerInfo): Promise<Response> {
    const path = new URL(req.url).pathname;
    const route = /\/send-contact-email(\/retry|\/staff(\/.*)?)?\/?$/.exec(path);
    if (!route) return fail(404, "Not found.");
    if (route[1]?.startsWith("/staff")) {
      const access = cors(req, config.origins, "GET, PATCH, POST, DELETE, OPTIONS");
      if (!access.allowed) return fail(403, "This website is not allowed to read enquiries here.", access.headers);
      if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: access.headers });
      try {
        return await staff(req, route[2] ?? "", access.headers);
      } catch (error) {
        noteDbFailure(error);
        log("error", "enquiry.staff_failed", { error: errorKind(error) });
        return fail(503, "The enquiries could not be read just now. Please try again.", access.headers);
      }
    }
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
      const started = Date.now();
      const admitted = await admit(req, info, started);
      if (isFormPost(req)) {
        // The same intake; form-post.ts turns the form into its body and its answer into a page or a redirect.
        return await handleFormPost(req, {
          salt: config.salt,
          brand: config.mail.brandName,
          origins: config.origins,
          // Refused before it was read (over the limit): the page still gives the visitor's words back.
          process: async (body) =>
            jsonAnswer(
              "refused" in admitted
                ? await refusal(admitted.refused, body)
                : // Without a script, the form's own page and its campaign tell where it came from (same origin).
                  await intake(
                    body,
                    admitted.clientHash,
                    started,
                    attributionFromReferer(req.headers.get("referer"), config.origins),
                  ),
              access.headers,
            ),
        });
      }
      return await submitJson(req, access.headers, admitted, started);
    } catch (error) {
      log("error", "enquiry.unexpected", { error: errorKind(error) });
      return fail(500, "Something went wrong on our side. Please try again.", access.headers);
    }
  };
}
