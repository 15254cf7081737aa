// Accepting one enquiry, whatever carried it (the JSON API, or a native form post): validate, guard, store, answer,
// then mail after the answer. Returns what to tell the visitor; the caller chooses how (JSON or a page).
import { enquiryRequestSchema, enquiryServiceMessages } from "../_shared/content/contact.ts";
import { cleanAttribution, type Attribution } from "../_shared/attribution.ts";
import { minutes } from "../_shared/attempts.ts";
import { noteDbFailure } from "../_shared/db.ts";
import { DeadlineError, within } from "../_shared/deadline.ts";
import { holdLease } from "../_shared/leases.ts";
import { deliverCrmDue } from "../_shared/crm.ts";
import { deliver, submitEnquiry, transientDbError, type EnquiryRow, type SubmitOutcome } from "../_shared/enquiries.ts";
import type { ErrorBody } from "../_shared/http.ts";
import { errorKind, log } from "../_shared/log.ts";
import { limiter } from "../_shared/limiter.ts";
import type { Deps } from "./handler.ts";

export type IntakeResult =
  { status: 200; body: { ok: true } } | { status: 400 | 429 | 500 | 503; body: ErrorBody; retryAfterSeconds?: number };

/** Codes of errors raised before the statement reached the server: nothing can have been stored. */
const neverSent = new Set(["ECONNREFUSED", "CONNECT_TIMEOUT", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/** True when the statement surely did not commit: the server answered it with an error, or it never left. A connection
 * cut while the statement was out, or our deadline, leaves it unknown. */
function nothingStored(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  if (typeof severity === "string" && typeof code === "string") return true; // the server's own error for it
  return typeof code === "string" && neverSent.has(code);
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

/** The most keys a body may have: the nine of an enquiry and a few more, so that a body of thousands of unknown keys
 * costs one message, not a message per key. */
export const maxEnquiryKeys = 16;
export const tooManyFieldsMessage = `The enquiry has too many fields: send at most ${maxEnquiryKeys}.`;

/** Field-by-field problems, in words: a wrong type says so instead of the schema's "is required". */
function validate(body: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  if (Object.keys(body).length > maxEnquiryKeys) return { ok: false as const, fields: { form: tooManyFieldsMessage } };
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

/** The answer to a visitor over the per-address limit. */
export function limited(limit: { max: number; windowMs: number }): IntakeResult {
  log("info", "enquiry.rejected", { reason: "rate_limited" });
  return {
    status: 429,
    body: {
      error: `Too many enquiries from your network: at most ${limit.max} in ${minutes(limit.windowMs)}. Please try again later.`,
    },
    retryAfterSeconds: Math.ceil(limit.windowMs / 1000),
  };
}

export function createIntake(deps: Deps) {
  const { config } = deps;
  // Mail goes out after the answer; a few at a time so that a burst of enquiries is answered first. A queued delivery
  // is leased (MAIL_LEASE_MS): if this instance stops before sending, the scheduled retry sends it.
  const deliveries = limiter(config.deliveryConcurrency);

  /** Takes one enquiry's body from a visitor whose attempt handler.ts has counted already (`clientHash`), `started`
   * being when the request came in (its deadline counts from then). */
  return async function intake(
    input: Record<string, unknown>,
    clientHash: string,
    started: number,
    fallbackAttribution?: Attribution,
  ): Promise<IntakeResult> {
    // Where the visit came from: cleaned and bounded, never a reason to refuse the enquiry.
    const { attribution: sentAttribution, ...body } = input;
    const attribution = cleanAttribution(sentAttribution) ?? fallbackAttribution ?? null;
    // Honeypot: people never see the `website` field. Answer like a success so the robot learns nothing; store nothing.
    if (typeof body.website === "string" && body.website !== "") {
      log("info", "enquiry.honeypot");
      return { status: 200, body: { ok: true } };
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
      return { status: 400, body: { error, fields: result.fields } };
    }
    const enquiry = result.data;

    // Fill time: a signal stored with the enquiry, never a refusal (a browser's or password manager's autofill lets
    // a person send the form within seconds). Only a positive time shorter than the minimum marks the enquiry for
    // staff review; a clock that is ahead of ours (a negative time) or no start time at all gives no fill time.
    const elapsed = enquiry.startedAt === undefined ? undefined : Date.now() - enquiry.startedAt;
    const fillMs = elapsed !== undefined && elapsed >= 0 ? Math.min(elapsed, 2_147_483_647) : null;
    const reviewReason = fillMs !== null && fillMs < config.minFillMs ? "fast_fill" : null;

    // Stored under its key, tried again (same key: a row that did land is found, not stored twice) while the database
    // fails and the request's deadline allows. The function answers before the proxy in front gives up, and only says
    // "not saved" when that is sure.
    const deadline = started + config.requestDeadlineMs;
    let outcome: SubmitOutcome | undefined;
    let unsure = false;
    for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
      const attempt = submitEnquiry(
        deps.sql(),
        { ...enquiry, clientHash, fillMs, reviewReason, attribution, crm: config.crm !== undefined },
        { ...config.rateLimit, max: 0 }, // counted before the body was read (handler.ts)
        config.retry,
        config.acknowledgements,
      );
      try {
        outcome = await within(attempt, Math.min(deadline - Date.now(), config.statementTimeoutMs + 2_000));
        break;
      } catch (error) {
        // Given up on, the statement may still land (a queued query runs once the database is back): its row is
        // leased to this request, so mail it then rather than a lease later.
        if (error instanceof DeadlineError) {
          attempt.then(
            (late) => late.outcome === "created" && deliverStored(late.row, started, "enquiry.stored_late"),
            () => {},
          );
        }
        noteDbFailure(error);
        if (!nothingStored(error)) unsure = true;
        log("error", "enquiry.store_failed", { error: errorKind(error), unsure, ms: Date.now() - started });
        if (!(error instanceof DeadlineError) && !transientDbError(error)) break;
        if (Date.now() + wait + 1_000 > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    if (!outcome) {
      return {
        status: 503,
        body: unsure
          ? { error: enquiryServiceMessages.unconfirmed, code: "unconfirmed" }
          : { error: enquiryServiceMessages.notSaved, code: "not_saved" },
        retryAfterSeconds: 60,
      };
    }

    if (outcome.outcome === "rate_limited") return limited(config.rateLimit);
    if (outcome.outcome === "duplicate") {
      log("info", "enquiry.duplicate", { ms: Date.now() - started });
      return { status: 200, body: { ok: true } };
    }

    // Stored and committed: the visitor may be told "sent". The e-mails go out after the answer; if they fail, the row
    // stays pending and the scheduled retry delivers it.
    if (reviewReason) log("info", "enquiry.review", { enquiry: outcome.row.id, reason: reviewReason, fill_ms: fillMs });
    deliverStored(outcome.row, started, "enquiry.stored");
    return { status: 200, body: { ok: true } };
  };

  /** Mails a row this request stored (and so holds the lease of, counted from just before the store began). */
  function deliverStored(row: EnquiryRow, started: number, event: string) {
    log("info", event, {
      enquiry: row.id,
      acknowledgement: row.acknowledgement_skipped ? `skipped:${row.acknowledgement_skipped}` : "due",
      ms: Date.now() - started,
    });
    const leaseUntil = started + config.retry.leaseMs;
    holdLease(deps.sql(), row.lease_token); // while it waits its turn: a process that dies then gives it back
    const delivery = deliveries(() =>
      deliver(deps.sql(), deps.mailer(), row, config.mail, config.retry, leaseUntil),
    ).catch((error) => log("error", "enquiry.delivery_crashed", { enquiry: row.id, error: errorKind(error) }));
    deps.waitUntil?.(delivery);
    // The CRM hand-off after the answer too: whatever is due (this enquiry, or one a receiver outage left).
    if (config.crm) {
      const handoff = deliverCrmDue(deps.sql(), config.crm, 5, config.crm.leaseMs).catch((error) =>
        log("error", "enquiry.crm_crashed", { enquiry: row.id, error: errorKind(error) }),
      );
      deps.waitUntil?.(handoff);
    }
  }
}
