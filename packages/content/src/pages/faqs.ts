// The words of the /faqs page (schema and data): the 24 questions and answers, the card beside them and the staff
// notices; the FAQ editor's words are in faq-editor.ts.
import { z } from "zod";
import { heroSectionSchema } from "../sections.ts";
import { costTerms } from "../costs.ts";
import { site } from "../site.ts";
import { fillTokens, type TokenValues } from "../tokens.ts";
import { routedPageSchema } from "./page-schema.ts";
import { faqEditorSchema, faqEditorTexts } from "./faq-editor.ts";
import { staffAccount } from "./staff-sign-in.ts";

const brand = site.brandName;
/** The values of the tokens in stored text, from the build's settings. */
export const siteTokens: TokenValues = { brand, email: site.email, phone: site.phone };

const text = z.string().min(1);

/** An FAQ item as the FAQ page and its editor use it; the 24 items below are the initial data. */
export const faqEntrySchema = z.strictObject({
  id: z.number().int().positive(),
  question: z.string().trim().min(5).max(300),
  answer: z.string().trim().min(10).max(3000),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqsPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  items: z
    .array(faqEntrySchema)
    .length(24)
    .refine((items) => items.every((item, index) => item.id === index + 1), "ids run 1..24"),
  /** The card beside the list: a button to the enquiry form first, then the e-mail and phone links. */
  contactCard: z.strictObject({
    title: z.string().min(1),
    body: z.string().min(1),
    button: z.strictObject({ label: text, href: z.literal("/contact") }),
  }),
  /** A call to action inside the list, after every `every` cards but the last (issue 49: no long way to the form). */
  inlineCta: z.strictObject({
    text,
    link: z.strictObject({ label: text, href: z.literal("/contact") }),
    every: z.number().int().min(2),
  }),
  /** What a signed-in staff member without the editor role reads above the list; `{account}` is their e-mail. */
  staffNotice: z.strictObject({ notEditor: z.string().includes("{account}"), unnamedAccount: z.string().min(1) }),
  /** The accessible name of the list of cards, as visitors and editors see it. */
  listLabel: text,
  /** The FAQ editor, shown only to a signed-in editor (./faq-editor.ts). */
  editor: faqEditorSchema,
});

export type FaqsPage = z.infer<typeof faqsPageSchema>;
/** The FAQ editor's words. */
export type { FaqEditorTexts } from "./faq-editor.ts";

/** Stored text: settings as tokens ({brand}, {email}, {phone}; see ../tokens.ts), filled when the site renders. */
const questionsAndAnswers: [question: string, answer: string][] = [
  [
    "What is remote staffing?",
    `Remote staffing means hiring dedicated, full-time professionals who work for your business from another country. {brand} finds and vets them, employs them locally and handles payroll, HR and equipment, while they work exclusively on your tasks, in your tools and on your schedule.`,
  ],
  [
    "How does the process work?",
    "In four steps: you share your requirements, we source and vet talent, you collaborate directly with the people you choose, and we provide backend support for payroll, HR, equipment and compliance. See our How It Works page for the details of each step.",
  ],
  [
    "How much can I save?",
    "Clients typically save 50-70% when hiring in Southeast Asia instead of locally, and up to 80% for some roles, because salaries are lower and you avoid the office space and equipment costs of a local hire.",
  ],
  [
    "Where are your remote staff based?",
    "Our professionals are based in the Philippines, Indonesia, Vietnam and India. We recommend the location that best fits the role, language needs and working hours.",
  ],
  [
    "How quickly can you present candidates?",
    "We present a shortlist of pre-vetted candidates within 1-2 weeks of receiving your requirements. Specialist or senior roles can take a little longer, and we tell you up front if we expect that.",
  ],
  [
    "How do you vet candidates?",
    "Every candidate goes through screening by our recruiters, a skills test relevant to the role, an interview and background checks before you see their profile.",
  ],
  [
    "Do I choose who joins my team?",
    "Yes. You interview the shortlisted candidates and make the final decision. Nobody joins your team without your approval.",
  ],
  [
    "What roles can you fill?",
    "We fill roles in information technology, customer support, creative and design, marketing, back-office administration, accounting and finance, engineering and more. If a role can be done remotely, we can usually help.",
  ],
  [
    "What are the working days and hours?",
    "Staff work a 5-day work week. Their working hours are agreed with you when we define the role.",
  ],
  [
    "Who is the legal employer of my remote staff?",
    `{brand} is the legal employer. We issue employment contracts, run payroll and meet local labour law, so you do not need an entity in the staff member's country.`,
  ],
  [
    "Is there a setup fee?",
    "Yes. A one-time setup fee is payable after the agreement is signed and before we start sourcing. Your agreement states its amount.",
  ],
  [
    "Is a security deposit required?",
    "Yes. A refundable security deposit is required; your agreement states its amount. It is returned when the engagement ends, after any outstanding invoices are settled.",
  ],
  ["What will I pay, and how am I invoiced?", costTerms],
  [
    "Are there lock-in contracts?",
    "No. There are no lock-in or long-term contracts. You can scale your team down or end the engagement with 30 days' written notice.",
  ],
  [
    "What happens if a hire is not the right fit?",
    "We replace them free of charge within the guarantee period. We also review what went wrong with you so the replacement fits better.",
  ],
  [
    "What if I need to end a role permanently?",
    "If you end a role, redundancy pay applies: one month's salary per year of service, or one month's salary if that is greater. Your agreement states how it is invoiced.",
  ],
  [
    "Do you handle payroll, benefits and compliance?",
    "Yes. We pay salaries on time in local currency, manage statutory contributions and mandatory benefits, track leave and keep employment practices compliant with local law.",
  ],
  [
    "How do I manage my remote staff day to day?",
    "Directly, like any member of your team. You assign tasks, hold stand-ups and review work in your own tools. Our team helps with any HR matters.",
  ],
  [
    "What equipment and internet do staff use?",
    "Staff work on equipment we provide, with reliable internet and a backup connection.",
  ],
  [
    "How do you protect my data and intellectual property?",
    "Staff sign confidentiality agreements, and work created for you is assigned to your company upon full payment of the related invoices. Staff work in your systems with the access you grant them, under your own security policies.",
  ],
  [
    "Can I scale my team up or down?",
    "Yes. Add team members whenever you need them, with candidates presented within 1-2 weeks, or reduce the team with 30 days' written notice.",
  ],
  [
    "Do staff get public holidays and leave?",
    "Yes. Staff receive the public holidays and leave entitlements of their country. Plan cover for critical work with us in advance.",
  ],
  [
    "Do you offer an Employer of Record service?",
    "Yes. If you have already found the person you want to hire in the Philippines, Indonesia, India or Vietnam, we can employ them for you. Hiring can start 3-5 business days after the agreement is signed.",
  ],
  ["How do I get started?", `Send us a message through our contact page or e-mail {email}. We reply within 24 hours.`],
];

export const faqsPage = {
  path: "/faqs",
  seo: {
    title: "Frequently Asked Questions",
    description:
      "Answers about costs, security deposits, setup fees, replacements, contracts, work weeks and how fast we present candidates for your remote team.",
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "FAQs",
    title: "Frequently Asked Questions",
    tagline: "Everything you need to know about building and running a remote team with us.",
  },
  items: questionsAndAnswers.map(([question, answer], index): FaqEntry => ({
    id: index + 1,
    question: fillTokens(question, siteTokens),
    answer: fillTokens(answer, siteTokens),
  })),
  contactCard: {
    title: "Still Have Questions?",
    body: "Our team is happy to help. Send us a message, or e-mail or call us during business hours, and we will get back to you within 24 hours.",
    button: { label: "Send Us a Message", href: "/contact" },
  },
  inlineCta: {
    text: "Ready to talk about your team? Tell us the roles you need and we reply within 24 hours.",
    link: { label: "Get a Plan and a Quote", href: "/contact" },
    every: 6,
  },
  staffNotice: {
    notEditor:
      "You are signed in as {account}, whose account is not an editor, so the FAQs cannot be edited here. An administrator can give the account the editor role.",
    unnamedAccount: staffAccount.unnamed,
  },
  listLabel: "Questions and answers",
  editor: faqEditorTexts,
} satisfies z.input<typeof faqsPageSchema>;

/** The initial FAQ list (ids 1..24) as the prerendered page shows it: tokens filled from the site settings. */
export const initialFaqs: readonly FaqEntry[] = faqsPage.items;

/** The same list as the database is seeded with: tokens kept, so stored rows never hold one build's settings. */
export const storedFaqs: readonly FaqEntry[] = questionsAndAnswers.map(([question, answer], index) => ({
  id: index + 1,
  question,
  answer,
}));
