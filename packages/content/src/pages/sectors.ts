// The words of the /sectors page (schema and data).
import { z } from "zod";
import { ctaSectionSchema, heroSectionSchema } from "../sections.ts";
import { routedPageSchema } from "./page-schema.ts";

/** The sectors index: its cards are listSectorCards(). */
export const sectorsPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  /** The heading (for screen readers) and accessible name of the list of cards. */
  cardsLabel: z.string().min(1),
  cta: ctaSectionSchema,
});

export const sectorsPage = {
  path: "/sectors",
  seo: {
    title: "Sectors We Serve",
    description:
      "Dedicated remote teams for real estate, healthcare, financial services, e-commerce, insurance, logistics, education, legal, telecoms, transport, utilities and travel.",
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "Sectors",
    title: "Sectors We Serve",
    tagline: "Remote teams that understand the processes, tools and regulations of your sector.",
  },
  cardsLabel: "Sectors",
  cta: {
    type: "cta",
    title: "Build Your Sector Team",
    body: ["Tell us about your operation and we will propose a remote team that fits it."],
    button: { label: "Get Started Today", href: "/contact" },
    secondary: { label: "Browse Industries", href: "/industries" },
  },
} satisfies z.input<typeof sectorsPageSchema>;
