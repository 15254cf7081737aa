// Accepting one application (multipart/form-data, from the site's script or posted natively): count the attempt
// against the visitor's limit first (_shared/attempts.ts), read the body within its limit, count its parts before
// parsing it (at most `maxParts`), take the form apart strictly, check the fields with the shared rules and the CV by
// its content, guard (honeypot, fill time, idempotency), store application and CV together, answer, then mail.
// Over 250 lines: one application's pipeline in the order it runs (count, read, parts, fields, target, guards, CV,
// store, answer, mail); each step is short and depends on the ones before it.
import { attributionFromReferer, cleanAttribution } from "../_shared/attribution.ts";
import {
  applicantFieldsSchema,
  applicationHoneypotField,
  applicationGuardsSchema,
  positionTargetSchema,
  talentPoolTargetSchema,
  cvMessages,
  type TalentPoolCategory,
} from "../_shared/content/application.ts";
import { countAttempt, minutes, visitorHash } from "../_shared/attempts.ts";
import { noteDbFailure } from "../_shared/db.ts";
import { deliver } from "../_shared/enquiries.ts";
import { BodyError, readBodyBytes, type ErrorBody } from "../_shared/http.ts";
import { hmacHex } from "../_shared/hmac.ts";
import { holdLease } from "../_shared/leases.ts";
import { errorKind, log } from "../_shared/log.ts";
import type { MailProvider } from "../_shared/mail/provider.ts";
import { limiter } from "../_shared/limiter.ts";
import type postgres from "postgres";
import type { Config } from "./config.ts";
import { checkCv } from "./cv-check.ts";
import { safeFileName } from "./file-name.ts";
import { positionCountries } from "../_shared/content/position-rules.ts";
import { applicationOutbox } from "./mails.ts";
import { openPosition, storeApplication, type StoreOutcome } from "./store.ts";

export interface Deps {
  config: Config;
  sql: () => postgres.Sql;
  mailer: () => MailProvider;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** A stored application's answer: its reference (the id its e-mails carry) and whether an acknowledgement was queued
 * for it (absent for the honeypot's feigned success, which stores nothing). */
export type StoredBody = { ok: true; reference?: string; acknowledgement?: "queued" | "none" };

export type IntakeResult =
  | { status: 200; body: StoredBody; target?: string }
  | { status: 400 | 413 | 415 | 429 | 500 | 503; body: ErrorBody; retryAfterSeconds?: number; target?: string };

/** The text fields a form may carry; `cv` is the one file. Anything else is refused by name. */
const textFields = new Set([
  "name",
  "email",
  "country",
  "phone",
  "profileUrl",
  "note",
  "consent",
  "position",
  "category",
  applicationHoneypotField,
  "idempotencyKey",
  "startedAt",
  // Where the visit came from (JSON, as the site's visit-attribution module sends it): cleaned, never refused.
  "attribution",
]);

/** The most parts a form may have: its text fields, the CV and a few more. Counted in the raw body before it is
 * parsed, so a body of thousands of parts costs one scan and one message. */
export const maxParts = textFields.size + 5;
export const tooManyPartsMessage = `The form has too many fields: send at most ${maxParts}, with one CV.`;

/** The parts of a multipart body by its boundary (the delimiters, less the closing one), counting to `stopAt`. */
function countParts(bytes: Uint8Array<ArrayBuffer>, contentType: string, stopAt: number): number | null {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ""}`;
  if (delimiter === "--") return null;
  // One byte per character (latin1), so the native string search does the scanning.
  const text = new TextDecoder("latin1").decode(bytes);
  let count = 0;
  for (
    let at = text.indexOf(delimiter);
    at >= 0 && count <= stopAt + 1;
    at = text.indexOf(delimiter, at + delimiter.length)
  )
    count++;
  return Math.max(0, count - 1);
}

const notSavedAnswer = (target?: string): IntakeResult => ({
  status: 503,
  body: { error: "Your application could not be saved just now. Nothing was stored; please send it again." },
  target,
});

function fail(status: 400 | 413 | 415, fields: Record<string, string>, target?: string): IntakeResult {
  const messages = [...new Set(Object.values(fields))];
  const error =
    messages.length === 1 ? messages[0]! : `Please correct ${messages.length} fields: ${messages.join("; ")}`;
  return { status, body: { error, fields }, target };
}

const storedBody = (id: string, skipped: string | null): StoredBody => ({
  ok: true,
  reference: id,
  acknowledgement: skipped === null ? "queued" : "none",
});

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** A version-8 UUID from an HMAC: the key of a form posted without a script (same values and file, same key). */
async function derivedKey(salt: string, text: string): Promise<string> {
  const h = (await hmacHex(salt, `application-key.${text}`)).slice(0, 32);
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The attribution a script sent (JSON), cleaned; without one, what a same-origin Referer tells. */
function attributionOfWith(origins: Set<string>) {
  return (sent: string | undefined, req: Request) => {
    let parsed: unknown;
    try {
      parsed = sent ? JSON.parse(sent.slice(0, 8192)) : undefined;
    } catch {
      parsed = undefined;
    }
    return cleanAttribution(parsed) ?? attributionFromReferer(req.headers.get("referer"), origins) ?? null;
  };
}

export function createIntake(deps: Deps) {
  const attributionOf = attributionOfWith(deps.config.origins);
  const { config } = deps;
  const deliveries = limiter(config.deliveryConcurrency);

  const limited = (): IntakeResult => {
    log("info", "application.rejected", { reason: "rate_limited" });
    return {
      status: 429,
      body: {
        error: `Too many applications from your network: at most ${config.rateLimit.max} in ${minutes(config.rateLimit.windowMs)}. Please try again later.`,
      },
      retryAfterSeconds: Math.ceil(config.rateLimit.windowMs / 1000),
    };
  };

  return async function intake(req: Request, info: Deno.ServeHandlerInfo | undefined): Promise<IntakeResult> {
    const started = Date.now();
    if (!config.salt) {
      log("error", "application.misconfigured", { missing: "RATE_LIMIT_SALT" });
      return {
        status: 503,
        body: { error: "The application service is not configured. Please e-mail us your CV instead." },
      };
    }
    // Every attempt counts before its body is read: refused uploads use up the limit like accepted ones. Its own
    // bucket in the shared rate-limit table: applications do not use up a visitor's enquiries.
    const clientHash = await visitorHash(
      req,
      info,
      config.clientAddress,
      config.salt,
      "application:",
      "application.client_address_fallback",
    );
    const deadline = started + config.requestDeadlineMs;
    const count = await countAttempt(deps.sql, clientHash, config.rateLimit, deadline, config.statementTimeoutMs);
    if (count === "limited") return limited();
    if (count === "unavailable") return notSavedAnswer();

    const contentType = req.headers.get("content-type") ?? "";
    const type = contentType.split(";")[0]?.trim().toLowerCase();
    if (type !== "multipart/form-data") {
      return { status: 415, body: { error: "Send the application as a form with its CV (multipart/form-data)." } };
    }
    let form: FormData;
    try {
      const bytes = await readBodyBytes(req, config.maxBodyBytes, cvMessages.tooLarge);
      const parts = countParts(bytes, contentType, maxParts);
      if (parts !== null && parts > maxParts) {
        log("info", "application.rejected", { reason: "parts" });
        return { status: 400, body: { error: tooManyPartsMessage } };
      }
      form = await new Response(bytes, {
        headers: { "content-type": req.headers.get("content-type") ?? "" },
      }).formData();
    } catch (error) {
      if (error instanceof BodyError) {
        log("info", "application.rejected", { reason: "body", status: error.status });
        if (error.status === 413) return fail(413, { cv: cvMessages.tooLarge });
        return { status: error.status as 400, body: { error: error.message } };
      }
      log("info", "application.rejected", { reason: "multipart" });
      return { status: 400, body: { error: "The form could not be read. Please send it again." } };
    }

    // The form apart: one value per text field, the CV the only file.
    const values: Record<string, string> = {};
    const files: File[] = [];
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value !== "string") {
        // A browser sends an empty part (no name, no bytes) for a file input left empty.
        if (key === "cv" && value.name === "" && value.size === 0) continue;
        if (key === "cv") files.push(value);
        else fields[key === "" ? "form" : key.slice(0, 40)] = cvMessages.several;
        continue;
      }
      if (!textFields.has(key)) fields[key.slice(0, 40)] = `Unknown field "${key.slice(0, 40)}"`;
      else if (key in values) fields[key] = `Send the field "${key}" once`;
      else if (value.includes("\u0000")) fields[key] = `The field "${key}" must not contain NUL characters`;
      else values[key] = value;
    }
    const target = values.position ? `/careers/${values.position}` : "/careers/talent-pool";

    // Honeypot: look like a success, store nothing.
    if (values[applicationHoneypotField]) {
      log("info", "application.honeypot");
      return { status: 200, body: { ok: true }, target };
    }

    if (files.length > 1) fields.cv = cvMessages.several;
    else if (files.length === 0) fields.cv ??= cvMessages.missing;
    const applicant = applicantFieldsSchema.safeParse({
      name: values.name,
      email: values.email,
      country: values.country,
      phone: values.phone,
      profileUrl: values.profileUrl,
      note: values.note,
      consent: values.consent ?? "",
    });
    if (!applicant.success) {
      for (const issue of applicant.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
    }
    // For a position, or (no position field) for the talent pool, whose country is one of the four staff countries.
    let position: string | null = null;
    let positionTitle: string | null = null;
    let category: TalentPoolCategory | null = null;
    const parsedTarget =
      values.position !== undefined
        ? positionTargetSchema.safeParse({ position: values.position })
        : talentPoolTargetSchema.safeParse({ category: values.category, country: values.country });
    if (!parsedTarget.success) {
      for (const issue of parsedTarget.error.issues) fields[String(issue.path[0] ?? "category")] ??= issue.message;
    } else if ("position" in parsedTarget.data) {
      position = parsedTarget.data.position;
      // Open now, in the database (staff close positions at /staff/positions; a page may be older than the close).
      let open: Awaited<ReturnType<typeof openPosition>>;
      try {
        open = await openPosition(deps.sql(), position);
      } catch (error) {
        log("error", "application.store_failed", { error: errorKind(error), ms: Date.now() - started });
        return notSavedAnswer(target);
      }
      positionTitle = open?.title ?? null;
      if (open === null) fields.position = "This position is no longer open";
      else if (applicant.success) {
        // Where its candidates may live, as staff set it (/staff/positions): the country by its name.
        const names: string[] = open.countries.map((code) => positionCountries[code]);
        if (!names.includes(applicant.data.country)) {
          const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0];
          fields.country = `This position is open to candidates living in ${list}`;
        }
      }
    } else {
      category = parsedTarget.data.category;
    }

    // The guards: a script sends its key and start time; a native post has neither (a static page cannot carry a
    // visitor's start time), so its key is derived from what it sends, and the fill time is not measured.
    const scripted = values.idempotencyKey !== undefined || values.startedAt !== undefined;
    const guards = scripted
      ? applicationGuardsSchema.safeParse({
          idempotencyKey: values.idempotencyKey,
          website: values[applicationHoneypotField],
          startedAt: values.startedAt,
        })
      : undefined;
    if (guards && !guards.success) {
      for (const issue of guards.error.issues) fields[String(issue.path[0])] ??= issue.message;
    }

    // The CV by its content, once the fields are known good (nothing is inflated for a form refused anyway).
    const file = files[0];
    let bytes: Uint8Array<ArrayBuffer> | undefined;
    let check: Awaited<ReturnType<typeof checkCv>> | undefined;
    if (Object.keys(fields).length === 0 && file) {
      bytes = new Uint8Array(await file.arrayBuffer());
      check = await checkCv(bytes);
      if (!check.ok) {
        log("info", "application.rejected", { reason: "cv", detail: check.reason });
        fields.cv = check.message;
      }
    }
    if (Object.keys(fields).length > 0 || !applicant.success || !bytes || !check?.ok || !file) {
      log("info", "application.rejected", {
        reason: "validation",
        fields: Object.keys(fields).join(",").slice(0, 200),
      });
      return fail(400, Object.keys(fields).length ? fields : { form: "The form could not be read." }, target);
    }

    if (guards?.success) {
      const elapsed = Date.now() - guards.data.startedAt;
      if (elapsed >= 0 && elapsed < config.minFillMs) {
        log("info", "application.rejected", { reason: "too_fast", ms: elapsed });
        return {
          status: 400,
          body: { error: "The form was sent too quickly. Please wait a few seconds and send it again." },
          target,
        };
      }
    }

    const sha256 = hex(await crypto.subtle.digest("SHA-256", bytes));
    const data = applicant.data;
    const idempotencyKey = guards?.success
      ? guards.data.idempotencyKey
      : await derivedKey(
          config.salt,
          JSON.stringify([
            position,
            category,
            data.name,
            data.email,
            data.country,
            data.phone,
            data.profileUrl,
            data.note,
            sha256,
          ]),
        );
    let outcome: StoreOutcome;
    try {
      outcome = await storeApplication(
        deps.sql(),
        {
          idempotencyKey,
          clientHash,
          position,
          positionTitle,
          category,
          name: data.name,
          email: data.email,
          country: data.country,
          phone: data.phone ?? "",
          profileUrl: data.profileUrl ?? "",
          note: data.note,
          attribution: attributionOf(values.attribution, req),
          file: { name: safeFileName(file.name, check.extension), mediaType: check.mediaType, sha256, bytes },
        },
        { ...config.rateLimit, max: 0 }, // counted before the body was read
        config.retry,
        config.acknowledgements,
      );
    } catch (error) {
      noteDbFailure(error);
      log("error", "application.store_failed", { error: errorKind(error), ms: Date.now() - started });
      return notSavedAnswer(target);
    }
    if (outcome.outcome === "rate_limited") return { ...limited(), target };
    if (outcome.outcome === "duplicate") {
      log("info", "application.duplicate", { ms: Date.now() - started });
      return { status: 200, body: storedBody(outcome.id, outcome.acknowledgementSkipped), target };
    }
    const { row } = outcome;
    log("info", "application.stored", { application: row.id, bytes: bytes.length, ms: Date.now() - started });
    const leaseUntil = started + config.retry.leaseMs;
    holdLease(deps.sql(), row.lease_token); // while it waits its turn: a process that dies then gives it back
    const delivery = deliveries(() =>
      deliver(deps.sql(), deps.mailer(), row, config.mail, config.retry, leaseUntil, applicationOutbox(config.mail)),
    ).catch((error) => log("error", "application.delivery_crashed", { application: row.id, error: errorKind(error) }));
    deps.waitUntil?.(delivery);
    return { status: 200, body: storedBody(row.id, row.acknowledgement_skipped), target };
  };
}
