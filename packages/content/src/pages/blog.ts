import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const blogPage = {
  path: "/resources/blog",
  seo: {
    title: "Blog: Remote Staffing Insights",
    description: `Insights on staff outsourcing, remote team management and hiring in Southeast Asia for Singapore businesses, from the ${brand} team.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
