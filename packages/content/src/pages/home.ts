import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const homePage = {
  path: "/",
  seo: {
    title: "Remote Staffing & Talent Outsourcing in Singapore",
    description: `${brand} builds dedicated remote teams of pre-vetted professionals from Southeast Asia for Singapore businesses. Save up to 80% on labour costs.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
