import type { Seo } from "../sections.ts";


export const sectorsPage = {
  path: "/sectors",
  seo: {
    title: "Sectors We Serve",
    description: `Dedicated remote teams for real estate, healthcare, financial services, e-commerce, insurance, logistics, education, legal, telecoms, transport, utilities and travel.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
