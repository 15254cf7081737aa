import type { Seo } from "../sections.ts";


export const faqsPage = {
  path: "/faqs",
  seo: {
    title: "Frequently Asked Questions",
    description: `Answers about costs, security deposits, setup fees, replacements, contracts, work weeks and how fast we present candidates for your remote team.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
