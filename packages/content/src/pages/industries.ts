// The words of the /industries page (schema and data).
import { z } from "zod";
import { ctaSectionSchema, heroSectionSchema } from "../sections.ts";
import { routedPageSchema } from "./page-schema.ts";

/** The industries index: its cards are listIndustryCards(). */
export const industriesPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  /** The heading (for screen readers) and accessible name of the list of cards. */
  cardsLabel: z.string().min(1),
  cta: ctaSectionSchema,
});

export const industriesPage = {
  path: "/industries",
  seo: {
    title: "Industries We Serve",
    description:
      "Remote staffing for 14 industries, from information technology and customer support to healthcare, legal, insurance and engineering.",
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "Industries",
    title: "Industries We Serve",
    tagline:
      "Specialist remote talent for the work your industry depends on. Choose an industry to see the roles we fill and the work they take on.",
  },
  cardsLabel: "Industries",
  cta: {
    type: "cta",
    title: "Don't See Your Industry?",
    body: ["If the work can be done remotely, we can usually staff it. Tell us about your business."],
    button: { label: "Get Started Today", href: "/contact" },
    secondary: { label: "Browse Sectors", href: "/sectors" },
  },
} satisfies z.input<typeof industriesPageSchema>;
