import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const careersPage = {
  path: "/careers",
  seo: {
    title: "Careers: Join Our Team",
    description: `Join ${brand}: open remote and hybrid positions for a senior full stack developer, a DevOps engineer and a UX/UI designer.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
