// The enquiry schema shared by the browser form and the `send-contact-email` edge function (Deno).
// Keep this module tiny and free of imports other than zod: it ships to the browser.
import { z } from "zod";

// No code generation: the site's Content-Security-Policy forbids eval, and zod would otherwise probe for it with
// `new Function` (a reported violation) on the first parse.
z.config({ jitless: true });

export const contactFieldLimits = {
  firstName: { min: 2, max: 100 },
  lastName: { min: 2, max: 100 },
  email: { max: 254 },
  contactNumber: { min: 8, max: 32 },
  company: { min: 2, max: 200 },
  message: { min: 10, max: 5000 },
} as const;

const L = contactFieldLimits;

// Limits count characters as Unicode code points (zod 4 measures strings so, and Postgres's char_length too): an emoji
// is one character, as the visitor sees it.

/** Half of a UTF-16 surrogate pair on its own: JSON can carry one, but it is no character (it would be stored as �). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What has no place in a one-line field: control characters (C0, DEL, C1 such as NEL; line breaks have their own
 * message), line and paragraph separators, and the bidirectional embeddings, overrides and isolates that reorder what
 * staff read (a company name that displays as a file name). */
const notInOneLine = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** In the message, control characters other than tab and line breaks. */
const notInMessage = /(?![\t\n\r])\p{Cc}/u;

const brokenCharacter = (label: string) =>
  `${label} contains a broken character (half of a surrogate pair); please retype it`;

/** A trimmed one-line text field: minimum, maximum and no line breaks, each with its own message. */
export function line(label: string, min: number, max: number, tooShort: string) {
  return z
    .string(`${label} is required`)
    .trim()
    .min(min, tooShort)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[^\r\n]*$/, `${label} must not contain line breaks`)
    .refine((value) => !loneSurrogate.test(value), brokenCharacter(label))
    .refine((value) => !notInOneLine.test(value), `${label} must not contain control or text-direction characters`);
}

export const contactFieldsSchema = z.strictObject({
  firstName: line("First name", L.firstName.min, L.firstName.max, "First name must be at least 2 characters"),
  lastName: line("Last name", L.lastName.min, L.lastName.max, "Last name must be at least 2 characters"),
  email: z
    .string("Please enter a valid email")
    .trim()
    .max(L.email.max, `Email must be at most ${L.email.max} characters`)
    .pipe(z.email("Please enter a valid email")),
  contactNumber: line(
    "Contact number",
    L.contactNumber.min,
    L.contactNumber.max,
    "Please enter a valid contact number",
  ).regex(/^\+?[\d\s().-]*$/, "Please enter a valid contact number"),
  company: line("Company name", L.company.min, L.company.max, "Company name must be at least 2 characters"),
  message: z
    .string("Message is required")
    .trim()
    .min(L.message.min, "Message must be at least 10 characters")
    .max(L.message.max, `Message must be at most ${L.message.max} characters`)
    .refine((value) => !loneSurrogate.test(value), brokenCharacter("Message"))
    .refine((value) => !notInMessage.test(value), "Message must not contain control characters"),
});

export type ContactFields = z.infer<typeof contactFieldsSchema>;
export type ContactFieldName = keyof ContactFields;

/** The form's field labels (section 8 of the specification), also used by the function's no-JavaScript page. */
export const contactFieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  contactNumber: "Contact Number",
  company: "Company",
  message: "Message",
} as const satisfies Record<ContactFieldName, string>;

export const contactPlaceholders = {
  firstName: "Jane",
  lastName: "Tan",
  email: "jane.tan@example.com",
  contactNumber: "+65 xxxx xxxx",
  company: "Your Company",
  message: "Tell us about your project...",
} as const satisfies Record<ContactFieldName, string>;

/** What the browser sends to the edge function: the fields plus replay and spam guards. Unknown keys are rejected. */
export const enquiryRequestSchema = z.strictObject({
  ...contactFieldsSchema.shape,
  /** One UUID per filled-in form; a repeated submission with the same key is stored once. */
  idempotencyKey: z.uuid("idempotencyKey must be a UUID"),
  /** Honeypot: a field hidden from people. Anything typed into it marks the request as automated. */
  website: z.literal("", "This field must be left empty").optional(),
  /** When the form was first shown, in milliseconds since the epoch; absent when nobody could know (a native post from
   * the static page). A signal stored with the enquiry, never a reason to refuse it. */
  startedAt: z
    .number("startedAt must be a number")
    .int("startedAt must be an integer")
    .positive("startedAt must be positive")
    .optional(),
});

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

/**
 * The largest JSON body of a schema-valid enquiry (JSON.stringify, UTF-8): a character takes at most 4 bytes (one
 * outside the Basic Multilingual Plane; the escapes of the characters allowed, such as `\"` or `\n`, take 2), so 4
 * bytes per character of every field at its maximum, plus 2 KB for the names, the key, the time and the punctuation.
 * The function refuses larger bodies (413).
 */
export const enquiryJsonMaxBytes = 4 * Object.values(contactFieldLimits).reduce((sum, l) => sum + l.max, 0) + 2048;

/** What the enquiry service answers when it could not store an enquiry, one message per case, each saying what to do. */
export const enquiryServiceMessages = {
  /** Sure that nothing was stored (the database refused or could not be reached). */
  notSaved: "Your enquiry could not be saved just now, and nothing was stored. Please send it again in a minute.",
  /** The database did not answer in time: the enquiry may or may not be stored. Sending the same form again is safe. */
  unconfirmed:
    "We could not confirm that your enquiry was saved. Please send it again in a minute: if it arrived, it will not be stored twice.",
} as const;

/**
 * The honeypot's name in the HTML form (the JSON body calls it `website`). No browser's or password manager's autofill
 * may fill it, or a person's enquiry would be dropped as a robot's: it is hidden with the `hidden` attribute (a field
 * that is not rendered is never autofilled, and Chromium fills only focusable fields), named and labelled after nothing
 * an autofill profile holds (no name, address, e-mail, phone, company or URL), and `autocomplete="off"`.
 */
export const honeypotFormField = "enquiry_ref";
export const honeypotLabel = "Leave this field empty";

/** The short notice at the form (PDPA: purposes when the data is collected), with the link to the whole policy. */
export const enquiryPrivacyNotice = {
  text: "We use these details to confirm that your message arrived, to reply to it and, if you ask us to, to prepare a proposal, and keep them only as long as those purposes or the law require. How we protect them and your rights under the PDPA are in our",
  linkLabel: "Privacy Policy",
  href: "/privacy-policy",
} as const;
