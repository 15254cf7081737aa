import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const searchPage = {
  path: "/search",
  seo: {
    title: "Search",
    description: `Search the pages of the ${brand} website: services, industries, sectors, roles, frequently asked questions and articles.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
