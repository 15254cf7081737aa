import type { Seo } from "../sections.ts";


export const howItWorksPage = {
  path: "/how-it-works",
  seo: {
    title: "How It Works: Build Your Remote Team in 4 Steps",
    description: `Share your requirements, meet candidates we source and vet, work with them directly while we handle payroll, HR and compliance. See the four steps.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
