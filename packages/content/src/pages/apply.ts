// The candidate's side: the application form's words (a position's page and the talent pool), the talent pool's page
// (/careers/talent-pool) and the page a candidate lands on once an application is stored (/careers/sent).
import { z } from "zod";
import {
  applicationHoneypotField,
  applicationRetentionMonths,
  applicationSentTexts,
  staffCountries,
  talentPoolCategories,
} from "../application.ts";
import { honeypotLabel } from "../contact.ts";
import { feeWarning, feeWarningSchema, hiringStages, hiringStagesSchema } from "./candidate-trust.ts";
import { site } from "../site.ts";
import { routedPageSchema, textSchema as text } from "./page-schema.ts";

export const applicationFormTextsSchema = z.strictObject({
  title: text,
  labels: z.strictObject({
    name: text,
    email: text,
    country: text,
    phone: text,
    profileUrl: text,
    cv: text,
    note: text,
    category: text,
  }),
  /** What the optional fields and the CV field say under their label. */
  hints: z.strictObject({ optional: text, cv: text, note: text }),
  /** The consent line: `before` + a link to the privacy notice + `after`. */
  consent: z.strictObject({ before: text, link: text, after: text }),
  chooseCategory: text,
  chooseCountry: text,
  submit: text,
  /** "{percent}" is the share of the upload sent so far. */
  uploading: z.string().includes("{percent}"),
  submitting: text,
  failure: z.strictObject({ title: text, prefix: text, fallback: text, network: text, unreachable: text }),
  /** The honeypot: its form name and its label (never shown; see `applicationHoneypotField`). */
  honeypot: z.strictObject({ name: text, label: text }),
});
export type ApplicationFormTexts = z.infer<typeof applicationFormTextsSchema>;

/** The retention sentence of the consent line: on the owner's list (not in the specification). */
export const retentionConsent = `to keep my application and CV for ${applicationRetentionMonths} months and to contact me about this and future roles.`;

export const applicationFormTexts = {
  title: "Your application",
  labels: {
    name: "Full Name",
    email: "Email",
    country: "Country you live in",
    phone: "Phone",
    profileUrl: "LinkedIn, portfolio or GitHub link",
    cv: "CV",
    note: "A short note",
    category: "Role category",
  },
  hints: {
    optional: "Optional",
    cv: "PDF or Word (DOCX), at most 5 MB.",
    note: "What you do best and when you could start, in a few sentences.",
  },
  consent: {
    before: "I have read the ",
    link: "privacy notice",
    after: ` and allow ${site.brandName} ${retentionConsent}`,
  },
  chooseCategory: "Choose a category",
  chooseCountry: "Choose a country",
  submit: "Send Application",
  uploading: "Uploading your CV: {percent}%",
  submitting: "Sending...",
  failure: {
    title: "Your application was not sent",
    prefix: "Nothing was stored, and everything you entered is still here. ",
    fallback: "Please try again in a moment.",
    network: "We could not reach our server. Check your connection and send it again.",
    unreachable: "Our server is not reachable right now. Please try again in a few minutes.",
  },
  honeypot: { name: applicationHoneypotField, label: honeypotLabel },
} satisfies z.input<typeof applicationFormTextsSchema>;

export const talentPoolPageSchema = z.strictObject({
  ...routedPageSchema,
  eyebrow: text,
  title: text,
  intro: text,
  points: z.array(text).min(1),
  categories: z.array(z.strictObject({ value: text, label: text })).length(5),
  countries: z.array(text).length(4),
  stages: hiringStagesSchema,
  feeWarning: feeWarningSchema,
});

export const talentPoolPage = {
  path: "/careers/talent-pool",
  seo: {
    title: "Join Our Talent Pool: Remote Careers in Southeast Asia",
    description: `Live in the Philippines, Indonesia, Vietnam or India? Join the ${site.brandName} talent pool for remote IT, support, creative, marketing and back-office roles.`,
    keywords: ["talent pool", "remote jobs", "Philippines", "Indonesia", "Vietnam", "India"],
    lastmod: "2026-11-26",
  },
  eyebrow: "Careers",
  title: "Join Our Talent Pool",
  intro:
    "We place remote professionals with businesses in Singapore, Australia, the US and Southeast Asia. Send us your CV once, and we will contact you when a role matches your skills.",
  points: [
    "For people living in the Philippines, Indonesia, Vietnam or India.",
    "Five role categories: information technology, customer support, creative and design, marketing, and back office administration.",
  ],
  categories: Object.entries(talentPoolCategories).map(([value, label]) => ({ value, label })),
  countries: [...staffCountries],
  stages: hiringStages,
  feeWarning,
} satisfies z.input<typeof talentPoolPageSchema>;

/** The link to the talent pool that /careers and /roles show. */
export const talentPoolLink = {
  title: "Join our talent pool",
  body: "Looking for remote work in information technology, customer support, creative and design, marketing or back office administration? Send us your CV once.",
  link: { label: "Join our talent pool", href: "/careers/talent-pool" },
};

export const applicationSentPage = {
  path: "/careers/sent",
  seo: {
    title: "Application Sent",
    description:
      "Thank you for your application. We received it with your CV; a person on our team will read it and contact you if your profile matches a role.",
    lastmod: "2026-11-29",
  },
  ...applicationSentTexts,
  stages: hiringStages,
  feeWarning,
};
