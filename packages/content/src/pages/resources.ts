// The words of the /resources page (schema and data).
import { z } from "zod";
import { heroSectionSchema, linkSchema } from "../sections.ts";
import { linkCardSchema, routedPageSchema } from "./page-schema.ts";

export const resourcesPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  cards: z.array(linkCardSchema.required({ href: true })).length(3),
  /** The case studies' card, shown after the three while a case study is live. */
  caseStudiesCard: linkCardSchema.required({ href: true }),
  /** The newest live articles (none: the section is left out): their heading and their list's accessible name. */
  latest: z.strictObject({ title: z.string().min(1), listLabel: z.string().min(1), count: z.number().int().min(1) }),
  /** The heading (for screen readers) and accessible name of the list of cards. */
  cardsLabel: z.string().min(1),
  contact: z.strictObject({ title: z.string().min(1), body: z.string().min(1), link: linkSchema }),
});

export const resourcesPage = {
  path: "/resources",
  seo: {
    title: "Resources: Guides, FAQs and Insights",
    description:
      "Articles, answers and policies to help you plan, hire and manage a remote team: our blog, frequently asked questions and privacy policy.",
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "Resources",
    title: "Resources for Building Remote Teams",
    tagline: "Guides, answers and policies to help you plan, hire and manage a remote team with confidence.",
  },
  cards: [
    {
      title: "Blog",
      description: "Insights on staff outsourcing, remote team management and hiring in Southeast Asia.",
      icon: "Newspaper",
      href: "/resources/blog",
      linkLabel: "Read the blog",
    },
    {
      title: "FAQs",
      description: "Answers about costs, contracts, hiring timelines and how our service works.",
      icon: "MessagesSquare",
      href: "/faqs",
      linkLabel: "Read the FAQs",
    },
    {
      title: "Privacy Policy",
      description: "How we collect, use and protect personal data under Singapore's PDPA.",
      icon: "Lock",
      href: "/privacy-policy",
      linkLabel: "Read the policy",
    },
  ],
  caseStudiesCard: {
    title: "Case Studies",
    description: "How businesses like yours built their remote teams with us, and what changed.",
    icon: "Briefcase",
    href: "/case-studies",
    linkLabel: "Read the case studies",
  },
  latest: { title: "Latest Articles", listLabel: "Latest articles", count: 3 },
  cardsLabel: "Resources",
  contact: {
    title: "Need Something Specific?",
    body: "Ask our team about hiring costs, roles or locations and we will point you to the right answer.",
    link: { label: "Get In Touch", href: "/contact" },
  },
} satisfies z.input<typeof resourcesPageSchema>;
