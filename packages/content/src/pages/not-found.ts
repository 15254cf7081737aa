import type { Seo } from "../sections.ts";


export const notFoundPage = {
  seo: {
    title: "Page Not Found",
    description: `The page you are looking for does not exist or has moved. Return to the home page to find remote staffing services, industries and roles.`,
    lastmod: "2025-07-01",
  },
} satisfies { seo: Seo };
