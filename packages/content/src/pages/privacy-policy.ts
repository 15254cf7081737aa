import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const privacyPolicyPage = {
  path: "/privacy-policy",
  seo: {
    title: "Privacy Policy",
    description: `How ${brand} collects, uses, discloses, protects and retains personal data under Singapore’s Personal Data Protection Act (PDPA), and how to contact us.`,
    lastmod: "2025-01-01",
  },
} satisfies { path: string; seo: Seo };
