import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const staffSignInPage = {
  path: "/staff/sign-in",
  seo: {
    title: "Staff Sign In",
    description: `Sign-in page for ${brand} staff who maintain the frequently asked questions. Not for visitors: there is no client account area on this website.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
