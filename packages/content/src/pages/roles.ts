// The words of the /roles page (schema and data).
import { z } from "zod";
import { cardsSectionSchema, ctaSectionSchema, heroSectionSchema } from "../sections.ts";
import { routedPageSchema } from "./page-schema.ts";

export const rolesPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  grid: z.strictObject({ title: z.string().min(1), intro: z.string().min(1) }),
  benefits: cardsSectionSchema.refine((s) => s.items.length === 4, "four benefit cards"),
  cta: ctaSectionSchema,
});

/** The line under each role card: 'Specialized remote staffing solutions for {lowercased title} positions'. */
export function roleCardLine(title: string): string {
  return `Specialized remote staffing solutions for ${title.toLowerCase()} positions`;
}

export const rolesPage = {
  path: "/roles",
  seo: {
    title: "Available Roles for Remote Hiring",
    description:
      "Hire pre-vetted remote IT, customer support, creative, marketing and back-office professionals. Save up to 80% on labour costs, compared with hiring locally.",
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    title: "Available Roles",
    tagline: "Pre-vetted remote professionals across five role categories, ready to join your team.",
  },
  grid: {
    title: "Role Categories",
    intro: "Choose a category to see the roles we fill and the work they take on.",
  },
  benefits: {
    type: "cards",
    title: "Why Hire Through Us",
    items: [
      {
        title: "Up to 80% Cost Savings",
        description: "Save up to 80% on labour costs compared with local hiring.",
        icon: "PiggyBank",
        color: "emerald",
      },
      {
        title: "Global Talent Pool",
        description: "Access skilled professionals from the Philippines, Indonesia, Vietnam and India.",
        icon: "Globe",
        color: "blue",
      },
      {
        title: "Fast Deployment",
        description: "Meet pre-vetted candidates within 1-2 weeks and have your team working within weeks, not months.",
        icon: "Rocket",
        color: "orange",
      },
      {
        title: "Dedicated Teams",
        description: "Full-time staff who work only for you, on your hours, tools and priorities.",
        icon: "Users",
        color: "violet",
      },
    ],
  },
  cta: {
    type: "cta",
    title: "Find the Right People for Your Team",
    body: ["Tell us which roles you need and we will present pre-vetted candidates for your review."],
    button: { label: "Get Started Today", href: "/contact" },
  },
} satisfies z.input<typeof rolesPageSchema>;
