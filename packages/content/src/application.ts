// The candidate's application, shared by the browser form and the `submit-application` edge function (Deno).
// Keep this module tiny and free of imports other than zod and the enquiry rules: it ships to the browser and is
// copied into the function, beside the copy of contact.ts.
import { z } from "zod";
import { line } from "./contact.ts";

export const applicationFieldLimits = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  country: { min: 2, max: 60 },
  phone: { min: 8, max: 32 },
  profileUrl: { max: 300 },
  note: { min: 10, max: 2000 },
} as const;

/** The CV: one PDF or DOCX file of at most 5 MB, checked by its content (signature, and a DOCX's ZIP structure). */
export const cvRules = {
  maxBytes: 5 * 1024 * 1024,
  /** The media types a CV is stored and downloaded as, by what its bytes are (never by its name). */
  types: {
    pdf: "application/pdf",
    docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  /** What the file input offers (a hint to the browser's picker; the function decides by content). */
  accept: ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  /** A DOCX is a ZIP: at most this many entries, and this many bytes once expanded. */
  docxMaxEntries: 1000,
  docxMaxExpandedBytes: 50 * 1024 * 1024,
} as const;

/** The whole multipart body: the CV at its limit plus the fields and the parts' headers. */
export const applicationMaxBodyBytes = cvRules.maxBytes + 64 * 1024;

/**
 * How long an application and its CV are kept before the scheduled job deletes them. Not in the specification: on
 * the owner's list, and the consent line on the form states it.
 */
export const applicationRetentionMonths = 12;

/** The talent pool's five role categories (the specification's role categories) and four staff countries. */
export const talentPoolCategories = {
  "information-technology": "Information Technology",
  "customer-support": "Customer Support",
  "creative-design": "Creative and Design",
  marketing: "Marketing",
  "backoffice-administration": "Back Office Administration",
} as const;
export type TalentPoolCategory = keyof typeof talentPoolCategories;
export const staffCountries = ["Philippines", "Indonesia", "Vietnam", "India"] as const;

/** An optional field: empty (or absent) means not given. */
function optional<T extends z.ZodType<string>>(schema: T) {
  return z.union([z.literal(""), schema]).optional();
}

const L = applicationFieldLimits;

/** The text fields every application has, whatever it applies to. */
export const applicantFieldsSchema = z.strictObject({
  name: line("Name", L.name.min, L.name.max, "Please enter your full name"),
  email: z
    .string("Please enter a valid email")
    .trim()
    .max(L.email.max, `Email must be at most ${L.email.max} characters`)
    .pipe(z.email("Please enter a valid email")),
  country: line("Country", L.country.min, L.country.max, "Please enter the country you live in"),
  phone: optional(
    line("Phone", L.phone.min, L.phone.max, "Please enter a valid phone number").regex(
      /^\+?[\d\s().-]*$/,
      "Please enter a valid phone number",
    ),
  ),
  profileUrl: optional(
    z
      .string()
      .trim()
      .max(L.profileUrl.max, `The link must be at most ${L.profileUrl.max} characters`)
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, "Please enter a link that starts with https://"),
  ),
  note: z
    .string("Please write a short note")
    .trim()
    .min(L.note.min, `Please write a short note (at least ${L.note.min} characters)`)
    .max(L.note.max, `The note must be at most ${L.note.max} characters`),
  consent: z.literal("yes", "Please agree to the privacy notice so that we can consider your application"),
});

/** What the application is for: one open position (by its slug), or the talent pool (a category and a country). */
export const positionTargetSchema = z.strictObject({
  position: z.string("Choose a position").regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose a position"),
});
export const talentPoolTargetSchema = z.strictObject({
  category: z.enum(Object.keys(talentPoolCategories) as [TalentPoolCategory], "Choose a role category"),
  country: z.enum(staffCountries, "Choose the country you live in"),
});

export type ApplicantFields = z.infer<typeof applicantFieldsSchema>;
export type ApplicantFieldName = keyof ApplicantFields | "category" | "cv";

/**
 * The honeypot's name in the form (the guards call it `website`). As the enquiry's (`honeypotFormField`), a name no
 * autofill profile holds, on a field that is not rendered: a person's browser never fills it, a robot filling every
 * field of the HTML does.
 */
export const applicationHoneypotField = "application_ref";

/** Guards every application carries besides its fields (as in the enquiry): replay key, honeypot, fill time. */
export const applicationGuardsSchema = z.strictObject({
  idempotencyKey: z.uuid("idempotencyKey must be a UUID"),
  website: z.literal("", "This field must be left empty").optional(),
  startedAt: z.coerce
    .number("startedAt must be a number")
    .int("startedAt must be an integer")
    .positive("startedAt must be positive"),
});

/** The messages of the CV field, as the function and the form say them. */
export const cvMessages = {
  missing: "Please attach your CV (PDF or DOCX)",
  empty: "The CV file is empty. Please attach your CV (PDF or DOCX)",
  tooLarge: `The CV must be at most ${cvRules.maxBytes / 1024 / 1024} MB`,
  type: "The CV must be a PDF or a Word (DOCX) document",
  docx: "The CV is not a Word document we can open (DOCX). Please send it as a PDF",
  several: "Please attach one CV file only",
} as const;

/** The browser's first look at a chosen file (name and size only; the function reads its content). */
export function checkCvFile(file: { name: string; size: number } | null | undefined): string | undefined {
  if (!file || file.name === "") return cvMessages.missing;
  if (file.size === 0) return cvMessages.empty;
  if (file.size > cvRules.maxBytes) return cvMessages.tooLarge;
  if (!/\.(pdf|docx)$/i.test(file.name)) return cvMessages.type;
  return undefined;
}

/**
 * What every careers page that takes an application, the sent page and the acknowledgement tell a candidate: the
 * stages from application to offer with their usual durations, and that the company never asks for money. Not in the
 * specification: both on the owner's list. Here (zod only) so the function's sent page and mail say the same words.
 */
export const hiringStagesData = {
  title: "What happens next",
  intro: "Every application is read by a person on our team. These are the steps from your application to an offer.",
  stages: [
    {
      title: "We read your application",
      duration: "within 5 business days",
      body: "A recruiter reads your CV and note. If your profile matches, we e-mail you to arrange a first call.",
    },
    {
      title: "A first call",
      duration: "about 30 minutes",
      body: "A video call with a recruiter about your experience, the role and what you are looking for.",
    },
    {
      title: "A skills interview",
      duration: "within 1-2 weeks",
      body: "An interview, sometimes with a short practical task, with the team or the client you would work with.",
    },
    {
      title: "An offer",
      duration: "within a week of the last interview",
      body: "We send a written offer with the pay, hours and start date.",
    },
  ],
  noReply:
    "If you have not heard from us within 10 business days, your profile did not match this time: we keep it and contact you when a role does.",
};

/** The plain word on fees (the pages add where to report a request for payment; the mail says to reply to it). */
export const feeWarningData = {
  title: "We never ask candidates for money",
  body: "We never charge candidates: no application, training, equipment, visa or placement fee, at any stage. We contact you only from our own e-mail addresses.",
  /** "{address}": where to report it (the site's address on its pages, the applications' inbox in the mail). */
  report: "If anyone asks you for money in our name, do not pay, and tell us at {address}.",
};

/**
 * The words after an application is stored (the site's /careers/sent with JavaScript, the function's page without):
 * an acknowledgement is said to be sent only when one was queued for that application.
 */
export const applicationSentTexts = {
  title: "Application Sent",
  received: "Thank you. We received your application and your CV; a person on our team will read them.",
  acknowledged: "We are sending you an acknowledgement by e-mail with the reference below.",
  notAcknowledged:
    "We are not sending an acknowledgement e-mail for this application (we send at most one a day to an address, and fewer when many arrive at once). It is stored all the same: you need not send it again. Expect our reply within 5 business days if your profile matches; keep the reference below.",
  reference: "Your reference",
  backLink: "Back to Careers",
};
