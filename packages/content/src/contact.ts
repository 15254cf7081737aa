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

/** A trimmed one-line text field: minimum, maximum and no line breaks, each with its own message. */
function line(label: string, min: number, max: number, tooShort: string) {
  return z
    .string(`${label} is required`)
    .trim()
    .min(min, tooShort)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[^\r\n]*$/, `${label} must not contain line breaks`);
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
    .max(L.message.max, `Message must be at most ${L.message.max} characters`),
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
  /** When the form was first shown, in milliseconds since the epoch. */
  startedAt: z
    .number("startedAt must be a number")
    .int("startedAt must be an integer")
    .positive("startedAt must be positive"),
});

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;
