import type { Seo } from "../sections.ts";


export const industriesPage = {
  path: "/industries",
  seo: {
    title: "Industries We Serve",
    description: `Remote staffing for 14 industries, from information technology and customer support to healthcare, legal, insurance and engineering.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
