// The enquiry form posted natively (no JavaScript yet, or none at all): application/x-www-form-urlencoded in,
// a 303 to the site's "Message Sent Successfully!" page or a small accessible HTML page out.
//
// The same pipeline as JSON (schema, honeypot, minimum fill time, rate limit, idempotency, stored before the answer)
// runs on the same body: this module only turns the form into that body and the pipeline's answer into a page.
//
// Fill time without JavaScript: the site's form is a static page, so nothing in it can say when this visitor first
// saw it. The first post that carries no start token is therefore never stored: the function answers with the form
// again (values kept: "Check your enquiry", or the list of problems) carrying a start token, the time it was issued
// signed with RATE_LIMIT_SALT. Sending that page is measured from the signed time, so the minimum fill time holds
// (and, unlike a browser's own `startedAt`, cannot be forged). The token also carries a random nonce; the
// idempotency key is derived from the nonce and the values, so a double click or a resent page stores one enquiry,
// while changed values make a new one.
import { contactFieldLabels, contactFieldsSchema, type ContactFieldName } from "../_shared/content/contact.ts";
import { BodyError, readBodyText, sameSecret } from "../_shared/http.ts";
import { hmacHex } from "../_shared/hmac.ts";
import { log } from "../_shared/log.ts";
import { enquiryPage, type PageField } from "./form-page.ts";

const fieldNames = Object.keys(contactFieldLabels) as ContactFieldName[];

/** How long a start token stays good: a visitor may leave the page open for a while before sending. */
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface FormPostDeps {
  salt: string | undefined;
  maxBodyBytes: number;
  origins: Set<string>;
  /** The JSON pipeline, given the body a script would have sent; answers with its JSON response. */
  process: (body: Record<string, unknown>) => Promise<Response>;
}

export function isFormPost(req: Request): boolean {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  return req.method === "POST" && type === "application/x-www-form-urlencoded";
}

export async function issueStartToken(salt: string, now = Date.now()): Promise<string> {
  const nonce = crypto.randomUUID();
  return `${now}.${nonce}.${await hmacHex(salt, `enquiry-start.${now}.${nonce}`)}`;
}

/** The signed start time and nonce of a token this function issued, or null (absent, altered, expired). */
export async function readStartToken(
  salt: string,
  token: string,
  now = Date.now(),
): Promise<{ startedAt: number; nonce: string } | null> {
  const match = /^(\d{13})\.([0-9a-f-]{36})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, time, nonce, mac] = match as unknown as [string, string, string, string];
  const expected = await hmacHex(salt, `enquiry-start.${time}.${nonce}`);
  const startedAt = Number(time);
  if (!sameSecret(mac, expected) || startedAt > now + 60_000 || now - startedAt > TOKEN_LIFETIME_MS) return null;
  return { startedAt, nonce };
}

/** One key per (token, values): version-8 UUID from an HMAC, as the schema and the database expect a UUID. */
async function idempotencyKey(salt: string, nonce: string, values: Record<string, string>): Promise<string> {
  const hex = (await hmacHex(salt, `enquiry-key.${nonce}.${JSON.stringify(fieldNames.map((n) => values[n]))}`)).slice(
    0,
    32,
  );
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Where the site is: the posting page's origin when it is one of ours, else the only configured one. */
export function siteOrigin(req: Request, origins: Set<string>): string {
  const candidates = [req.headers.get("origin"), req.headers.get("referer")];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const origin = new URL(candidate).origin;
      if (origins.has(origin)) return origin;
    } catch {
      // Not a URL ("null" for an opaque origin): try the next.
    }
  }
  return origins.size === 1 ? [...origins][0]! : "";
}

export function html(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // The page posts to itself and links back to the site; it runs no script and loads nothing.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    },
  });
}

function firstMessages(values: Record<string, string>): Partial<Record<ContactFieldName, string>> {
  const parsed = contactFieldsSchema.safeParse(values);
  const messages: Partial<Record<ContactFieldName, string>> = {};
  if (parsed.success) return messages;
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as ContactFieldName;
    if (fieldNames.includes(name)) messages[name] ??= issue.message;
  }
  return messages;
}

export async function handleFormPost(req: Request, deps: FormPostDeps): Promise<Response> {
  const site = siteOrigin(req, deps.origins);
  const page = (status: number, options: Omit<Parameters<typeof enquiryPage>[0], "site" | "fields">) =>
    html(status, enquiryPage({ site, fields, ...options }));
  let fields: PageField[] = fieldNames.map((name) => ({ name, label: contactFieldLabels[name], value: "" }));

  let params: URLSearchParams;
  try {
    params = new URLSearchParams(await readBodyText(req, deps.maxBodyBytes));
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    log("info", "enquiry.rejected", { reason: "body", status: error.status, form: true });
    return page(error.status, { problem: error.message });
  }
  // Only the form's own fields are read; a browser extension's extra field is no reason to refuse an enquiry.
  const values = Object.fromEntries(fieldNames.map((name) => [name, params.get(name) ?? ""]));
  const website = params.get("website") ?? "";
  fields = fieldNames.map((name) => ({ name, label: contactFieldLabels[name], value: values[name] ?? "" }));

  if (!deps.salt) {
    log("error", "enquiry.misconfigured", { missing: "RATE_LIMIT_SALT" });
    return page(503, { problem: "The enquiry service is not configured. Please e-mail us instead." });
  }
  const sent = () => new Response(null, { status: 303, headers: { Location: `${site}/contact/sent` } });
  // Honeypot: as in JSON, look like a success and store nothing.
  if (website !== "") {
    log("info", "enquiry.honeypot", { form: true });
    return sent();
  }

  const token = params.get("start") ?? "";
  const start = await readStartToken(deps.salt, token);
  if (!start) {
    // First post from the static page: nothing stored yet; the form comes back with a start token.
    const messages = firstMessages(values);
    const invalid = Object.keys(messages).length > 0;
    log("info", invalid ? "enquiry.rejected" : "enquiry.check", {
      reason: invalid ? "validation" : "start",
      form: true,
    });
    return page(invalid ? 400 : 200, { messages, token: await issueStartToken(deps.salt) });
  }

  const key = await idempotencyKey(deps.salt, start.nonce, values);
  const answer = await deps.process({ ...values, website, idempotencyKey: key, startedAt: start.startedAt });
  if (answer.ok) return sent();
  let error = "Something went wrong on our side. Please try again.";
  let messages: Partial<Record<ContactFieldName, string>> = {};
  try {
    const body = (await answer.json()) as { error?: string; fields?: Record<string, string> };
    if (body.error) error = body.error;
    for (const name of fieldNames) if (body.fields?.[name]) messages[name] = body.fields[name];
  } catch {
    messages = {};
  }
  // Field problems are listed field by field; anything else (too fast, too many, not saved) in words. The same token
  // goes back: the time already spent counts, and sending the same values again stays one enquiry.
  const listed = Object.keys(messages).length > 0;
  return page(answer.status, { messages, problem: listed ? undefined : error, token });
}
