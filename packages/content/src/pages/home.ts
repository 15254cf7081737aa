// The words of the home page, / (schema and data).
import { z } from "zod";
import { supportHours } from "../claims.ts";
import {
  cardsSectionSchema,
  ctaSectionSchema,
  heroSectionSchema,
  linkSchema,
  statsSectionSchema,
  stepsSectionSchema,
} from "../sections.ts";
import { site } from "../site.ts";
import { processSteps } from "./how-it-works.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;
const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const homePageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  whyRemote: cardsSectionSchema.refine((s) => s.items.length === 3, "three why-remote-staffing cards"),
  process: stepsSectionSchema.refine((s) => s.items.length === 4, "four steps"),
  /** After the specification's three sections: the figures that back the claims, from the specification only. */
  figures: statsSectionSchema.extend({ title: text, intro: text }),
  /** A handful of industry cards, by landing-page slug, and a link to all of them. */
  industries: z.strictObject({ title: text, intro: text, slugs: z.array(slug).min(3).max(8), link: linkSchema }),
  /** One case study of the case-studies page, by slug, with its results. */
  caseStudy: z.strictObject({ title: text, intro: text, slug, link: linkSchema }),
  /** The calculator teaser with one worked example (marked as an example on the page). */
  calculator: z.strictObject({
    title: text,
    body: text,
    example: z.strictObject({
      label: text,
      role: slug,
      count: z.number().int().min(1).max(50),
      /** The example team: "{count}" people of the "{role}", paid in "{currency}". */
      team: z.string().includes("{count}").includes("{role}").includes("{currency}"),
      linkLabel: text,
    }),
    link: linkSchema,
  }),
  cta: ctaSectionSchema,
  /** The offers named in the Organization structured data. */
  offers: z.array(z.string().min(1)).length(4),
});

export const homePage = {
  path: "/",
  seo: {
    title: "Remote Staffing & Talent Outsourcing in Singapore",
    description: `${brand} builds dedicated remote teams of pre-vetted professionals from Southeast Asia for Singapore businesses. Save up to 80% on labour costs against local hiring.`,
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: site.tagline,
    title: "Build Your Dream Team With Pre-Vetted Remote Talent",
    tagline:
      "Dedicated professionals from Southeast Asia who work as part of your team, while we handle recruitment, payroll, HR and compliance. Save up to 80% on labour costs against local hiring.",
    cta: { label: "Get Started", href: "/contact" },
    secondaryCta: { label: "Learn More", href: "/how-it-works", srContext: "about how it works" },
  },
  whyRemote: {
    type: "cards",
    title: "Why Remote Staffing?",
    intro: "Grow your team faster and more affordably, without compromising on quality or control.",
    items: [
      {
        title: "Save Up to 80%",
        description:
          "Skilled professionals at a fraction of local salaries, without the office space and equipment costs of a local hire.",
        icon: "PiggyBank",
        color: "emerald",
      },
      {
        title: "Pre-Vetted Talent",
        description:
          "Every candidate is screened, given a skills test and interviewed by our recruiters before you meet them, so you only see people who fit.",
        icon: "BadgeCheck",
        color: "blue",
      },
      {
        title: "Seamless Integration",
        description:
          // The one account of support hours (../claims.ts): "24/7" is the hours and shifts the client agrees.
          `${supportHours.staff}, in your tools and under your direction: 24/7 support, and no long-term contracts.`,
        icon: "Puzzle",
        color: "violet",
      },
    ],
  },
  process: {
    type: "steps",
    title: "How It Works",
    intro: "Four steps from your first call to a productive, fully supported remote team.",
    items: processSteps.map(({ title, description, icon }) => ({ title, description, icon })),
    cta: { label: "See How It Works", href: "/how-it-works" },
  },
  figures: {
    type: "stats",
    title: "Figures Behind the Promise",
    intro: "The size of our talent pool and client base, and results of teams we have built.",
    items: [
      { value: "500+", label: "IT professionals in our talent pool" },
      { value: "250+", label: "Finance professionals" },
      { value: "180+", label: "Finance client companies" },
      { value: "2020", label: "The year we were founded" },
      { value: "70%", label: "Cost reduction for a marketing agency in Australia" },
      { value: "$315K", label: "Savings for an e-commerce company in the US" },
    ],
  },
  industries: {
    title: "Teams for Your Industry",
    intro: "Specialists who already know the work, the tools and the rules of your field.",
    slugs: [
      "information-technology",
      "accounting-finance",
      "finance-service",
      "engineering-construction",
      "customer-support",
      "legal",
    ],
    link: { label: "All industries", href: "/industries" },
  },
  caseStudy: {
    title: "A Team We Built",
    intro: "How a Singapore fintech grew its engineering and support team with us.",
    slug: "fintech-startup-singapore",
    link: { label: "Read all case studies", href: "/case-studies" },
  },
  calculator: {
    title: "Local or Remote: Compare Your Team's Salaries",
    body: "Pick roles and a headcount and compare typical local and remote salaries per year (salaries only, not our fees). Open to everyone, no e-mail needed.",
    example: {
      label: "Example",
      role: "structural-engineer",
      count: 3,
      team: "{count} × {role}, {currency} a year",
      linkLabel: "Try this team in the calculator",
    },
    link: { label: "Open the savings calculator", href: "/savings-calculator" },
  },
  cta: {
    type: "cta",
    title: "Ready to Build Your Remote Team?",
    body: [
      "Tell us about the roles you need. We reply within 24 hours to talk through a plan, a timeline for candidates and transparent costs.",
    ],
    button: { label: "Get Started", href: "/contact" },
  },
  offers: [
    "Remote Staffing",
    "Full Suite Talent Outsourcing",
    "Employer of Record (EOR)",
    "Professional Employer Organization (PEO)",
  ],
} satisfies z.input<typeof homePageSchema>;
