import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const servicesPage = {
  path: "/services",
  seo: {
    title: "IT Services: Software, Cloud, Data and Security",
    description: `Custom software development, cloud solutions, digital transformation, staff augmentation, security solutions and data analytics from ${brand}.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
