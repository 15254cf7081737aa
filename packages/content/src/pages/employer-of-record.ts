// The words of the /services/employer-of-record page (schema and data).
import { z } from "zod";
import { iconNameSchema } from "../icons.ts";
import {
  cardsSectionSchema,
  checklistSectionSchema,
  ctaSectionSchema,
  faqSectionSchema,
  heroSectionSchema,
  stepsSectionSchema,
} from "../sections.ts";
import { costTerms } from "../costs.ts";
import { site } from "../site.ts";
import { proseSchema, routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

export const employerOfRecordPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  definition: proseSchema,
  /** EOR countries. */
  countries: z.array(z.string().min(1)).min(1),
  countriesTitle: z.string().min(1),
  features: cardsSectionSchema.refine((s) => s.items.length === 4, "four feature cards"),
  process: stepsSectionSchema.refine((s) => s.items.length === 3, "a 3-step process"),
  serviceGroups: z.strictObject({
    title: z.string().min(1),
    items: z
      .array(
        z.strictObject({ title: z.string().min(1), icon: iconNameSchema, items: z.array(z.string().min(1)).min(3) }),
      )
      .length(4),
  }),
  reasons: checklistSectionSchema,
  faq: faqSectionSchema.refine((s) => s.items.length === 7, "seven questions"),
  cta: ctaSectionSchema,
});

const countries = ["Philippines", "Indonesia", "India", "Vietnam"];

export const employerOfRecordPage = {
  path: "/services/employer-of-record",
  seo: {
    title: "Employer of Record (EOR) in Southeast Asia and India",
    description: `Hire full-time staff in the Philippines, Indonesia, India and Vietnam without a local entity. ${brand} handles contracts, payroll, benefits and compliance.`,
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "Employer of Record",
    title: "Hire in the Philippines, Indonesia, India and Vietnam, Without a Local Entity",
    tagline:
      "We become the legal employer of your team in the Philippines, Indonesia, India and Vietnam, so you can hire compliantly in days instead of months.",
    cta: { label: "Talk to an EOR Specialist", href: "/contact" },
    secondaryCta: { label: "Learn More", href: "/how-it-works", srContext: "about how it works" },
  },
  definition: {
    title: "What Is an Employer of Record?",
    body: [
      "An Employer of Record (EOR) is a company that legally employs staff on your behalf in another country. The EOR issues compliant employment contracts, runs payroll, pays taxes and statutory contributions, and provides mandatory benefits.",
      "You choose the people and direct their daily work; we carry the legal and administrative responsibilities of the employer. It is the fastest way to hire abroad without setting up a subsidiary.",
    ],
  },
  countries,
  countriesTitle: "Countries we cover",
  features: {
    type: "cards",
    title: "Why Use Our EOR Service",
    items: [
      {
        title: "No Local Entity Needed",
        description: "Hire full-time employees without the cost and delay of setting up a company.",
        icon: "Building",
        color: "blue",
      },
      {
        title: "Full Compliance",
        description: "Contracts, payroll, tax and benefits that follow local labour law.",
        icon: "ShieldCheck",
        color: "emerald",
      },
      {
        title: "Fast Onboarding",
        description: "Hiring can start 3-5 business days after the agreement is signed.",
        icon: "Rocket",
        color: "orange",
      },
      {
        title: "Billing in USD",
        description: "Prices in USD, invoices due within 30 days, every amount in your agreement.",
        icon: "Receipt",
        color: "violet",
      },
    ],
  },
  process: {
    type: "steps",
    title: "How Our EOR Service Works",
    items: [
      {
        title: "Sign the Agreement",
        description:
          "Tell us who you want to hire, where and on what terms. We confirm costs and sign a service agreement.",
        icon: "FileCheck",
      },
      {
        title: "We Onboard Your Employee",
        description:
          "Hiring can start 3-5 business days after signing: we issue a compliant contract, register the employee and set up payroll and benefits.",
        icon: "UserPlus",
      },
      {
        title: "Ongoing Management",
        description:
          "Each month we run payroll, file contributions, manage leave and answer HR questions while you direct the work.",
        icon: "RefreshCw",
      },
    ],
  },
  serviceGroups: {
    title: "What Our EOR Service Covers",
    items: [
      {
        title: "Employment and Contracts",
        icon: "FileText",
        items: [
          "Locally compliant employment contracts",
          "Onboarding and registration with authorities",
          "Offboarding and final pay",
        ],
      },
      {
        title: "Payroll and Tax",
        icon: "Banknote",
        items: [
          "Monthly payroll in local currency",
          "Income tax withholding and filing",
          "Statutory social security contributions",
        ],
      },
      {
        title: "Benefits and Leave",
        icon: "HeartPulse",
        items: [
          "Mandatory benefits and health cover",
          "Leave and public holiday tracking",
          "Optional supplementary benefits",
        ],
      },
      {
        title: "HR and Compliance",
        icon: "ShieldCheck",
        items: ["Labour law updates and policies", "Employee relations support", "Records kept for audits"],
      },
    ],
  },
  reasons: {
    type: "checklist",
    title: `Why Choose ${brand} as Your EOR?`,
    items: [
      { title: "Four countries, one partner", description: countries.join(", ") + "." },
      { title: "Start in days", description: "Hiring can start 3-5 business days after signing." },
      { title: "Transparent pricing", description: "Every cost listed in our FAQ, and no long-term contracts." },
      { title: "Local HR expertise", description: "Over 8 years in the HR industry." },
    ],
  },
  faq: {
    type: "faq",
    title: "EOR Frequently Asked Questions",
    items: [
      {
        question: "What is the difference between an EOR and a PEO?",
        answer:
          "An EOR is the legal employer of your staff, so you need no entity in their country. A PEO co-employs staff with a company that already has a local entity and shares HR responsibilities with it.",
      },
      {
        question: "Which countries do you cover?",
        answer: `We act as Employer of Record in the ${countries.slice(0, -1).join(", ")} and ${countries.at(-1)}.`,
      },
      {
        question: "How quickly can I hire through your EOR?",
        answer:
          "Hiring can start 3-5 business days after the agreement is signed, subject to the employee's notice period.",
      },
      {
        question: "Who owns the work my employees produce?",
        answer:
          "You do. Work product created for you is assigned to your company upon full payment of the related invoices, as our Terms of Service set out, and confidentiality clauses protect your information.",
      },
      {
        question: "Do I control my employees' daily work?",
        answer:
          "Yes. You set tasks, working hours and performance goals. We handle the legal, payroll and HR side of employment.",
      },
      {
        question: "What will I pay, and how am I billed?",
        answer: costTerms,
      },
      {
        question: "Can I convert an EOR employee to my own entity later?",
        answer:
          "Yes. There is no lock-in contract: once your entity can employ them, 30 days' written notice ends our engagement. Tell us your plans and we will talk through the steps.",
      },
    ],
  },
  cta: {
    type: "cta",
    title: "Start Hiring Abroad",
    body: ["Tell us who you want to hire and where. We reply within 24 hours to talk through costs and timelines."],
    button: { label: "Get Started Today", href: "/contact" },
    secondary: { label: "Learn More", href: "/how-it-works", srContext: "about how it works" },
  },
} satisfies z.input<typeof employerOfRecordPageSchema>;
