// The words of the /how-it-works page (schema and data).
import { z } from "zod";
import { ctaSectionSchema, heroSectionSchema, stepsSectionSchema, type Step } from "../sections.ts";
import { routedPageSchema } from "./page-schema.ts";

/** The four-step process, shared by the home teaser and the how-it-works page. */
export const processSteps = [
  {
    title: "Share Requirements",
    description:
      "Tell us the roles you need, the skills and experience that matter, your working hours and your budget. We turn it into a clear role profile.",
    icon: "ClipboardList",
    checklist: [
      "A discovery call to understand your business and team",
      "Role profiles with skills, seniority and working hours agreed",
      "The monthly fee for each team member agreed before you commit",
      "Service agreement signed and one-time setup fee settled",
    ],
  },
  {
    title: "We Source Talent",
    description:
      "Our recruiters search our Southeast Asian talent pool, screen and test every candidate, and present a shortlist that fits your profile.",
    icon: "Search",
    checklist: [
      "Targeted sourcing across the Philippines, Indonesia, Vietnam and India",
      "A skills test and background checks for every candidate",
      "A shortlist of pre-vetted candidates presented within 1-2 weeks",
      "You interview and choose the people who join your team",
    ],
  },
  {
    title: "Direct Collaboration",
    description:
      "Your new team members work directly with you, in your tools and on your priorities, as a dedicated extension of your in-house team.",
    icon: "Handshake",
    checklist: [
      "Onboarding plan agreed with you for the first weeks",
      "Staff work your hours, in your tools and communication channels",
      "You set the tasks, priorities and performance targets",
      "Our team on hand for HR and performance questions",
    ],
  },
  {
    title: "Backend Support",
    description:
      "We take care of everything behind the scenes: employment contracts, payroll, benefits, equipment, HR and compliance.",
    icon: "ShieldCheck",
    checklist: [
      "Payroll, benefits and statutory contributions handled in-country",
      "Workstations, internet backup and secure access set up",
      "HR support, leave management and performance reviews",
      "Free replacement within the guarantee period if a hire does not work out",
    ],
  },
] satisfies Step[];

export const howItWorksPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  steps: stepsSectionSchema,
  cta: ctaSectionSchema,
});

export const howItWorksPage = {
  path: "/how-it-works",
  seo: {
    title: "How It Works: Build Your Remote Team in 4 Steps",
    description:
      "Share your requirements, meet candidates we source and vet, work with them directly while we handle payroll, HR and compliance. See the four steps.",
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "How It Works",
    title: "Your Remote Team in Four Simple Steps",
    tagline:
      "From the first conversation to a productive team member, we handle the hard parts of hiring abroad so you can focus on the work.",
  },
  steps: {
    type: "steps",
    title: "Our Process",
    intro: "A proven process that takes you from requirements to a fully supported remote team.",
    items: processSteps,
  },
  cta: {
    type: "cta",
    title: "Ready to Build Your Team?",
    body: ["Tell us about the roles you need. We reply within 24 hours to talk through a plan and transparent costs."],
    button: { label: "Start Building Your Team", href: "/contact" },
  },
} satisfies z.input<typeof howItWorksPageSchema>;
