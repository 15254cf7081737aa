import { z } from "zod";
import { cardsSectionSchema, ctaSectionSchema, heroSectionSchema, stepsSectionSchema } from "../sections.ts";
import { site } from "../site.ts";
import { processSteps } from "./how-it-works.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

export const homePageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  whyRemote: cardsSectionSchema.refine((s) => s.items.length === 3, "three why-remote-staffing cards"),
  process: stepsSectionSchema.refine((s) => s.items.length === 4, "four steps"),
  cta: ctaSectionSchema,
  /** The offers named in the Organization structured data. */
  offers: z.array(z.string().min(1)).length(4),
});

export const homePage = {
  path: "/",
  seo: {
    title: "Remote Staffing & Talent Outsourcing in Singapore",
    description: `${brand} builds dedicated remote teams of pre-vetted professionals from Southeast Asia for Singapore businesses. Save up to 80% on labour costs.`,
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: site.tagline,
    title: "Build Your Dream Team With Pre-Vetted Remote Talent",
    tagline:
      "Dedicated professionals from Southeast Asia who work as part of your team, while we handle recruitment, payroll, HR and compliance. Save up to 80% on labour costs.",
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
          "Skilled professionals at a fraction of local salaries, without the office space and equipment costs of a local hire. No hidden costs.",
        icon: "PiggyBank",
        color: "emerald",
      },
      {
        title: "Pre-Vetted Talent",
        description:
          "Every candidate is screened, skills-tested and interviewed by our recruiters before you meet them, so you only see people who fit.",
        icon: "BadgeCheck",
        color: "blue",
      },
      {
        title: "Seamless Integration",
        description:
          "Your remote staff work your hours, in your tools and under your direction, backed by 24/7 support and no long-term contracts.",
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
