import type { Seo } from "../sections.ts";


export const blogArticlePage = {
  path: "/resources/blog/staff-outsourcing-benefits-singapore",
  seo: {
    title: "5 Benefits of Staff Outsourcing for Singapore Businesses",
    description: `No employment quota worries, savings of up to 80%, productive foreign talent, expert skills and flexible scaling: why Singapore firms outsource staff.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
