import type { Seo } from "../sections.ts";


export const resourcesPage = {
  path: "/resources",
  seo: {
    title: "Resources: Guides, FAQs and Insights",
    description: `Articles, answers and policies to help you plan, hire and manage a remote team: our blog, frequently asked questions and privacy policy.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
