import type { Seo } from "../sections.ts";


export const rolesPage = {
  path: "/roles",
  seo: {
    title: "Available Roles for Remote Hiring",
    description: `Hire remote IT, customer support, creative, marketing and back-office professionals. Save up to 80% with pre-vetted talent deployed fast.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
