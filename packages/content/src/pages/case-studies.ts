import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const caseStudiesPage = {
  path: "/case-studies",
  seo: {
    title: "Case Studies: Results From Remote Teams",
    description: `How an Australian marketing agency, a Singapore fintech and a US e-commerce company cut costs by 65-75% with remote teams built by ${brand}.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
