// The /pricing page (issue 49): how the fee is made (the one account of costs, ../costs.ts, as the FAQ gives it),
// what a client gets for it and how long each stage takes. No amounts: until staff enter "from" prices, prices
// are quoted per team, with the enquiry form and the booking link.
import { z } from "zod";
import { costTerms } from "../costs.ts";
import {
  cardsSectionSchema,
  checklistSectionSchema,
  ctaSectionSchema,
  heroSectionSchema,
  paragraphsSchema,
  stepsSectionSchema,
} from "../sections.ts";
import { routedPageSchema } from "./page-schema.ts";

export const pricingPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  /** The parts of what a client pays, then the whole account in one paragraph. */
  fee: cardsSectionSchema,
  terms: z.strictObject({ title: z.string().min(1), body: paragraphsSchema }),
  included: checklistSectionSchema,
  timeline: stepsSectionSchema,
  /** Shown while no "from" prices are published: prices are quoted per team (the page adds the booking link when set). */
  quote: ctaSectionSchema,
  /** The "from" prices staff published (/staff/pricing), shown only when there are some, and the quote's words then. */
  fromPrices: z.strictObject({
    title: z.string().min(1),
    intro: z.string().min(1),
    columns: z.strictObject({ roleFamily: z.string().min(1), country: z.string().min(1), from: z.string().min(1) }),
    /** "{amount}" is the price with its currency. */
    amount: z.string().includes("{amount}"),
    /** The quote's title and words when prices are shown. */
    quote: z.strictObject({ title: z.string().min(1), body: paragraphsSchema }),
  }),
});

export type PricingPage = z.infer<typeof pricingPageSchema>;

export const pricingPage = {
  path: "/pricing",
  seo: {
    title: "Pricing: How Our Remote Staffing Fees Work",
    description:
      "One monthly fee per team member, a one-time setup fee and a refundable deposit: what each covers, what you get for it and how long each stage takes.",
    lastmod: "2026-11-29",
  },
  hero: {
    type: "hero",
    eyebrow: "Pricing",
    title: "How Pricing Works",
    tagline:
      "What you pay for a remote team, what it covers and how long each stage takes. Prices are quoted per team: tell us what you need and we send yours.",
    cta: { label: "Ask for a Quote", href: "/contact" },
  },
  fee: {
    type: "cards",
    title: "How the Fee Is Made",
    intro: "The same terms as in our FAQ; your agreement states every amount.",
    items: [
      {
        title: "A monthly fee per team member",
        description:
          "One fee a month for each person on your team, invoiced in USD unless your agreement says otherwise.",
        icon: "Receipt",
        color: "blue",
      },
      {
        title: "A one-time setup fee",
        description: "Payable after the agreement is signed and before we start sourcing your candidates.",
        icon: "ClipboardCheck",
        color: "violet",
      },
      {
        title: "A refundable security deposit",
        description: "Returned when the engagement ends, after any outstanding invoices are settled.",
        icon: "Wallet",
        color: "emerald",
      },
      {
        title: "Redundancy pay if you end a role",
        description: "One month's salary per year of service, or one month's salary if that is greater.",
        icon: "Scale",
        color: "amber",
      },
    ],
  },
  terms: {
    title: "The Whole Account",
    body: [costTerms],
  },
  included: {
    type: "checklist",
    title: "What You Get for It",
    items: [
      {
        title: "Recruitment and vetting",
        description: "Screening, a skills test, an interview and background checks before you meet anyone.",
      },
      { title: "Your choice of hire", description: "You interview the shortlist and decide who joins your team." },
      {
        title: "Employment, payroll and compliance",
        description: "We are the legal employer: contracts, salaries, statutory contributions, benefits and leave.",
      },
      { title: "Equipment and internet", description: "Equipment we provide, with a backup connection." },
      { title: "HR support", description: "Attendance, performance reviews and any HR matter, with you." },
      {
        title: "Free replacement",
        description: "A hire who does not work out is replaced within the guarantee period.",
      },
      { title: "No lock-in", description: "Scale down or end the engagement with 30 days' written notice." },
    ],
  },
  timeline: {
    type: "steps",
    title: "How Long Each Stage Takes",
    intro: "From your first message to a working team, and the Employer of Record route for a person you have found.",
    items: [
      {
        title: "We reply to your enquiry",
        description: "Within 24 hours, to talk through the roles, the working hours and your quote.",
        icon: "Mail",
      },
      {
        title: "Agreement and setup fee",
        description: "Once you accept the quote, the agreement is signed and the setup fee paid; then sourcing starts.",
        icon: "Handshake",
      },
      {
        title: "Your shortlist",
        description:
          "Pre-vetted candidates within 1-2 weeks of receiving your requirements; senior roles can take longer.",
        icon: "Users",
      },
      {
        title: "Interviews and start",
        description: "You interview and choose; we agree the start date with you and onboard your new team member.",
        icon: "Rocket",
      },
      {
        title: "Or hire the person you found",
        description: "As your Employer of Record, hiring can start 3-5 business days after the agreement is signed.",
        icon: "FileCheck",
      },
    ],
  },
  quote: {
    type: "cta",
    title: "Prices Are Quoted per Team",
    body: [
      "What a team costs depends on its roles, seniority, country and working hours, so we quote each team. Tell us what you need and we reply within 24 hours with a plan and your price.",
    ],
    button: { label: "Ask for a Quote", href: "/contact" },
  },
  fromPrices: {
    title: "Prices From",
    intro:
      "What one full-time team member costs a month, at least, by role family and the country they work from. Seniority and working hours decide your team's price.",
    columns: { roleFamily: "Role family", country: "Staff country", from: "From" },
    amount: "{amount} a month",
    quote: {
      title: "Your Team's Price",
      body: [
        "The prices above are where each role starts. Tell us the roles, seniority and working hours you need and we reply within 24 hours with a plan and your price.",
      ],
    },
  },
} satisfies z.input<typeof pricingPageSchema>;
