import type { Seo } from "../sections.ts";
import { site } from "../site.ts";

const brand = site.brandName;

export const aboutPage = {
  path: "/about",
  seo: {
    title: "About Us: Our Mission, Vision and Values",
    description: `Learn how ${brand} connects businesses with pre-vetted remote talent, and the mission, vision and values of excellence, collaboration and innovation behind it.`,
    lastmod: "2025-07-01",
  },
} satisfies { path: string; seo: Seo };
