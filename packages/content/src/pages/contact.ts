import type { Seo } from "../sections.ts";


export const contactPage = {
  path: "/contact",
  seo: {
    title: "Contact Us",
    description: `Tell us about the roles you need to fill. Send us a message, e-mail or call our Singapore office; we reply within 24 hours on business days.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
