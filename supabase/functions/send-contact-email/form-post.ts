// The enquiry form posted natively (no JavaScript yet, or none at all): application/x-www-form-urlencoded in, one
// post: a valid enquiry is stored at once and answered 303 to the site's "Message Sent Successfully!" page; anything
// else gets a page in the site's look (form-page.ts) with the problems and every value kept.
//
// The same pipeline as JSON (schema, honeypot, rate limit, idempotency, stored before the answer) runs on the same
// body: this module only turns the form into that body and the pipeline's answer into a redirect or a page.
//
// The static page cannot say when this visitor first saw it, so a first post carries no start time (the enquiry is
// stored without a fill time). The page this function answers with carries a start token: the time it was issued and a
// random nonce, signed with RATE_LIMIT_SALT, so the fill time of a corrected enquiry is known (a signal for staff,
// never a refusal) and cannot be forged. The idempotency key is derived from the values (and the token's nonce when
// there is one): a double click or a resent page stores one enquiry, while changed values make a new one.
//
// Limits count the decoded text, as on the JSON path: the body may be as large as the longest fields would be
// percent-encoded (a Chinese message of 5,000 characters is some 45 KB on the wire), and beyond that up to
// FORM_BODY_MAX_BYTES, so that a message over its limit comes back with its words and the field's message. A body
// larger still is read that far and no further: the page (413) gives back the words of the part read, never storing it.
// Whatever goes wrong once the form is read (the database down, an unexpected error), the page shows every value.
import {
  contactFieldLabels,
  contactFieldsSchema,
  honeypotFormField,
  type ContactFieldName,
} from "../_shared/content/contact.ts";
import { html, siteOrigin } from "../_shared/html-page.ts";
import { readBodyPrefix, sameSecret } from "../_shared/http.ts";
import { hmacHex } from "../_shared/hmac.ts";
import { errorKind, log } from "../_shared/log.ts";
import { enquiryPage, type EnquiryPageOptions, type PageField } from "./form-page.ts";

const fieldNames = Object.keys(contactFieldLabels) as ContactFieldName[];

/** How long a start token stays good: a visitor may leave the page open for a while before sending. */
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The largest form body read: far above any enquiry within the field limits in any script (see above). */
export const FORM_BODY_MAX_BYTES = 1024 * 1024;

/** The page's words for a body over FORM_BODY_MAX_BYTES: what reached us is on the page, to shorten and send again. */
export const formTooLargeProblem =
  "Your message is far longer than we can accept, so only its first part reached us; it is below. Please shorten it and send it again.";

/** The most name=value pairs read from a form: its seven fields, the start token and some a browser extension may
 * add. A body of thousands of pairs is read no further than that, and answered with one message. */
export const FORM_MAX_PAIRS = 24;

/** The page's words for a form of more than FORM_MAX_PAIRS pairs. */
export const formTooManyFieldsProblem =
  "The form arrived with far more fields than it has, so it was not sent. Your words that reached us are below: please send them again.";

/** The page's words for an error of ours that has no message for the visitor. */
export const formUnexpectedProblem =
  "Something went wrong on our side and your enquiry was not sent. Your words are below: please send them again in a minute.";

/** The fields' messages of the contact rules (the same schema as the JSON path's), one per field. */
function fieldMessages(values: Record<string, string>): Partial<Record<ContactFieldName, string>> {
  const parsed = contactFieldsSchema.safeParse(values);
  const messages: Partial<Record<ContactFieldName, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]) as ContactFieldName;
      if (fieldNames.includes(name)) messages[name] ??= issue.message;
    }
  }
  return messages;
}

export interface FormPostDeps {
  salt: string | undefined;
  /** The logo's and the footer's name on the answer page (BRAND_NAME). */
  brand: string;
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

/** One key per (token, values), or per values when there is no token: version-8 UUID from an HMAC, as the schema and
 * the database expect a UUID. */
async function idempotencyKey(salt: string, nonce: string, values: Record<string, string>): Promise<string> {
  const hex = (await hmacHex(salt, `enquiry-key.${nonce}.${JSON.stringify(fieldNames.map((n) => values[n]))}`)).slice(
    0,
    32,
  );
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function handleFormPost(req: Request, deps: FormPostDeps): Promise<Response> {
  const site = siteOrigin(req, deps.origins);
  // Read up to the limit; a body beyond it is cut there, at the last whole percent-escape, and its last value loses a
  // character cut in two. A browser percent-encodes every byte that is not ASCII, so the text is ASCII.
  const body = await readBodyPrefix(req, FORM_BODY_MAX_BYTES);
  const text = new TextDecoder("utf-8").decode(body.bytes);
  const pairs = (body.cut ? text.replace(/%[0-9a-fA-F]?$/, "") : text).split("&", FORM_MAX_PAIRS + 1);
  const tooMany = pairs.length > FORM_MAX_PAIRS;
  const params = new URLSearchParams(pairs.slice(0, FORM_MAX_PAIRS).join("&"));
  const read = (name: string) => {
    const value = params.get(name) ?? "";
    return body.cut ? value.replace(/\uFFFD+$/, "") : value;
  };
  // Only the form's own fields are read; a browser extension's extra field is no reason to refuse an enquiry.
  const values = Object.fromEntries(fieldNames.map((name) => [name, read(name)]));
  // A page built before the honeypot's rename still names it `website`.
  const honeypot = params.get(honeypotFormField) || params.get("website") || "";
  const fields: PageField[] = fieldNames.map((name) => ({
    name,
    label: contactFieldLabels[name],
    value: values[name] ?? "",
  }));
  const page = (status: number, options: Omit<EnquiryPageOptions, "site" | "brand" | "fields">) =>
    html(status, enquiryPage({ site, brand: deps.brand, fields, ...options }));

  if (body.cut) {
    log("info", "enquiry.rejected", { reason: "body", status: 413, form: true });
    return page(413, {
      problem: formTooLargeProblem,
      messages: fieldMessages(values),
      ...(deps.salt ? { token: await issueStartToken(deps.salt) } : {}),
    });
  }
  if (tooMany) {
    log("info", "enquiry.rejected", { reason: "fields", status: 400, form: true });
    return page(400, {
      problem: formTooManyFieldsProblem,
      messages: {},
      ...(deps.salt ? { token: await issueStartToken(deps.salt) } : {}),
    });
  }
  if (!deps.salt) {
    log("error", "enquiry.misconfigured", { missing: "RATE_LIMIT_SALT" });
    return page(503, { problem: "The enquiry service is not configured. Please e-mail us instead." });
  }
  const sent = () => new Response(null, { status: 303, headers: { Location: `${site}/contact/sent` } });
  // Honeypot: as in JSON, look like a success and store nothing.
  if (honeypot !== "") {
    log("info", "enquiry.honeypot", { form: true });
    return sent();
  }

  const token = params.get("start") ?? "";
  const start = token ? await readStartToken(deps.salt, token) : null;
  const key = await idempotencyKey(deps.salt, start?.nonce ?? "static-page", values);
  let answer: Response;
  try {
    answer = await deps.process({
      ...values,
      website: "",
      idempotencyKey: key,
      ...(start ? { startedAt: start.startedAt } : {}),
    });
  } catch (error) {
    log("error", "enquiry.unexpected", { error: errorKind(error), form: true });
    return page(500, { problem: formUnexpectedProblem, token: start ? token : await issueStartToken(deps.salt) });
  }
  if (answer.ok) return sent();
  let error = "Something went wrong on our side. Please try again.";
  let messages: Partial<Record<ContactFieldName, string>> = {};
  try {
    const said = (await answer.json()) as { error?: string; fields?: Record<string, string> };
    if (said.error) error = said.error;
    for (const name of fieldNames) if (said.fields?.[name]) messages[name] = said.fields[name];
  } catch {
    messages = {};
  }
  // Field problems are listed field by field; anything else (too many, not saved) in words. A token goes back with the
  // page: sending it again with the same values stays one enquiry, and the time spent correcting it is known.
  const listed = Object.keys(messages).length > 0;
  return page(answer.status, {
    messages,
    problem: listed ? undefined : error,
    token: start ? token : await issueStartToken(deps.salt),
  });
}
