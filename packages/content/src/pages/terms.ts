import type { Seo } from "../sections.ts";


export const termsPage = {
  path: "/terms",
  seo: {
    title: "Terms of Service",
    description: `The terms that govern our services: client responsibilities, payment within 30 days, intellectual property, confidentiality, liability, warranty and termination.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
