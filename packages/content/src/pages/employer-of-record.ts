import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const employerOfRecordPage = {
  path: "/services/employer-of-record",
  seo: {
    title: "Employer of Record (EOR) in Southeast Asia and India",
    description: `Hire full-time staff in the Philippines, Indonesia, India and Vietnam without a local entity. ${brand} handles contracts, payroll, benefits and compliance.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
