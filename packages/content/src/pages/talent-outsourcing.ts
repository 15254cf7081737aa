// The words of the /services/talent-outsourcing page (schema and data).
import { z } from "zod";
import { supportHours, supportSentence } from "../claims.ts";
import { iconNameSchema } from "../icons.ts";
import {
  cardsSectionSchema,
  checklistSectionSchema,
  ctaSectionSchema,
  faqSectionSchema,
  heroSectionSchema,
  hrefSchema,
  stepsSectionSchema,
} from "../sections.ts";
import { costTerms } from "../costs.ts";
import { site } from "../site.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

const offeringSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  icon: iconNameSchema,
  points: z.array(z.string().min(1)).min(3),
  href: hrefSchema,
  linkLabel: z.string().min(1),
});

export const talentOutsourcingPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  offerings: z.strictObject({
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z.array(offeringSchema).length(2),
  }),
  hiringJourney: stepsSectionSchema.refine((s) => s.items.length === 4, "a 4-step hiring journey"),
  /** The auto-scrolling strip; its cards are listRoleCards(). */
  roleStrip: z.strictObject({ title: z.string().min(1), intro: z.string().min(1) }),
  managing: cardsSectionSchema.refine(
    (s) => s.id === "solvix-managing" && s.items.length === 7,
    "7 managing services at #solvix-managing",
  ),
  reasons: checklistSectionSchema,
  faq: faqSectionSchema.refine((s) => s.items.length === 6, "six questions"),
  cta: ctaSectionSchema,
});

export const talentOutsourcingPage = {
  path: "/services/talent-outsourcing",
  seo: {
    title: "Full Suite Talent Outsourcing: Hiring and Managing",
    description:
      "We hire pre-vetted remote professionals and manage payroll, HR, compliance and performance. Save up to 80% on labour costs, compared with hiring locally.",
    keywords: [
      "talent outsourcing",
      "remote staffing Singapore",
      "offshore staffing",
      "outsourced hiring",
      "remote team management",
      "Philippines outsourcing",
      "Southeast Asia talent",
      "dedicated remote staff",
    ],
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "Full Suite Talent Outsourcing",
    title: "Hire Great People. We Handle the Rest.",
    tagline:
      "One partner to find, hire and manage your remote team: pre-vetted talent from Southeast Asia, fully supported from day one, at up to 80% lower labour costs than hiring locally.",
    cta: { label: "Get Started Today", href: "/contact" },
    secondaryCta: { label: "Learn More", href: "/how-it-works", srContext: "about how it works" },
  },
  offerings: {
    title: "Two Services, One Partner",
    intro: "Use our hiring service on its own, or let us manage your team after hiring as well.",
    items: [
      {
        title: `${brand} Hiring`,
        description:
          "We find, test and present the right candidates for your roles, and you choose who joins your team.",
        icon: "UserPlus",
        points: [
          "Role profiles built with you",
          "Sourcing across Southeast Asia and India",
          "Skills tests, interviews and background checks",
          "A shortlist within 1-2 weeks",
        ],
        href: "/contact",
        linkLabel: "Start hiring",
      },
      {
        title: `${brand} Managing`,
        description: "We employ and support your remote staff so they stay productive, engaged and compliant.",
        icon: "UserCog",
        points: [
          "Payroll, benefits and statutory contributions",
          "Equipment, IT setup and secure access",
          "HR support, attendance and performance reviews",
          "Free replacement within the guarantee period",
        ],
        href: "/services/talent-outsourcing#solvix-managing",
        linkLabel: "See managing services",
      },
    ],
  },
  hiringJourney: {
    type: "steps",
    title: "Your Hiring Journey",
    intro: "Four steps from first call to first day.",
    items: [
      {
        title: "Discovery Call",
        description:
          "We learn about your business, the roles you need, working hours and budget, and agree the role profiles.",
        icon: "MessageSquare",
      },
      {
        title: "Sourcing and Screening",
        description:
          "Our recruiters search our talent pool and give every candidate a skills test and check their experience.",
        icon: "Search",
      },
      {
        title: "Interviews and Selection",
        description: "You interview a shortlist of pre-vetted candidates within 1-2 weeks and choose who joins.",
        icon: "UserCheck",
      },
      {
        title: "Onboarding",
        description: "We prepare contracts, equipment and access, and your new team member starts on an agreed plan.",
        icon: "Rocket",
      },
    ],
  },
  roleStrip: {
    title: "Roles We Hire For",
    intro: "From software engineers to support agents, we fill roles across five categories.",
  },
  managing: {
    type: "cards",
    id: "solvix-managing",
    title: `${brand} Managing`,
    intro: "Once your team is hired, we take care of everything behind the scenes.",
    items: [
      {
        title: "Payroll Management",
        description: "Accurate, on-time salaries in local currency, with payslips and statutory contributions.",
        icon: "Banknote",
      },
      {
        title: "Benefits Administration",
        description: "Health cover, leave entitlements and government-mandated benefits managed in-country.",
        icon: "HeartPulse",
      },
      {
        title: "HR Support",
        description: "Employment contracts, policies, employee relations and day-to-day HR questions.",
        icon: "Users",
      },
      {
        title: "Compliance",
        description: "Local labour law, tax and data protection requirements kept up to date.",
        icon: "ShieldCheck",
      },
      {
        title: "Equipment and IT Setup",
        description: "Workstations, internet backup, software licences and secure access.",
        icon: "Laptop",
      },
      {
        title: "Performance Management",
        description: "Attendance tracking, KPIs, reviews and coaching together with you.",
        icon: "ChartLine",
      },
      {
        title: "Retention and Engagement",
        description: "Career development, recognition and team activities that keep good people.",
        icon: "Star",
      },
    ],
  },
  reasons: {
    type: "checklist",
    title: `Why Choose ${brand}?`,
    items: [
      {
        title: "Pre-vetted professionals",
        description: "Every candidate is given a skills test and interviewed before you meet them.",
      },
      { title: "Savings of up to 80%", description: "On labour costs, compared with hiring locally." },
      { title: "No long-term contracts", description: "Scale up or down with 30 days' written notice." },
      { title: supportHours.title, description: supportSentence },
      {
        title: "Over 8 years in the HR industry",
        description: "Experience hiring and managing teams across Southeast Asia.",
      },
    ],
  },
  faq: {
    type: "faq",
    title: "Frequently Asked Questions",
    items: [
      {
        question: "What is full suite talent outsourcing?",
        answer:
          "It combines our hiring service, where we find and vet candidates for you, with our managing service, where we employ them and handle payroll, benefits, HR, equipment and compliance. You direct the daily work; we take care of everything else.",
      },
      {
        question: "How long does it take to hire?",
        answer:
          "We present a shortlist of pre-vetted candidates within 1-2 weeks of receiving your requirements. Most teams are working within 2-4 weeks, depending on notice periods.",
      },
      {
        question: "Can I use the hiring service without the managing service?",
        answer:
          "Yes. You can use hiring on its own and add managing later. We recommend managing if you have no legal entity in the staff member's country.",
      },
      {
        question: "Who manages my remote staff day to day?",
        answer:
          "You do. Your team members take direction from you, use your tools and follow your priorities. We handle the employment side and support performance when you need it.",
      },
      {
        question: "What does it cost?",
        answer: costTerms,
      },
      {
        question: "What if a hire does not work out?",
        answer:
          "We replace them free of charge within the guarantee period, and we work with you to understand what went wrong so the next hire fits better.",
      },
    ],
  },
  cta: {
    type: "cta",
    title: "Request a Consultation",
    body: [
      "Tell us about the roles you need. We reply within 24 hours and, if you would like, arrange a call and prepare a proposal with the costs of your team.",
    ],
    button: { label: "Request a Consultation", href: "/contact" },
  },
} satisfies z.input<typeof talentOutsourcingPageSchema>;
