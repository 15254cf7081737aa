import type { Seo } from "../sections.ts";


export const talentOutsourcingPage = {
  path: "/services/talent-outsourcing",
  seo: {
    title: "Full Suite Talent Outsourcing: Hiring and Managing",
    description: `We hire pre-vetted remote professionals for you and manage payroll, HR, compliance and performance, so your team grows without overheads. Save up to 80%.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
