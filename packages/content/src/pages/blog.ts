// The words of the /resources/blog page (schema and data).
import { z } from "zod";
import { heroSectionSchema, linkSchema } from "../sections.ts";
import { site } from "../site.ts";
import { blogArticlePage } from "./blog-article.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

export const blogPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  /** The newest published article's card (its fields come from its row): the reading time's words and the link. */
  featured: z.strictObject({
    /** "{minutes}" is counted from the article's body. */
    readingTime: z.string().includes("{minutes}"),
    linkLabel: z.string().min(1),
  }),
  comingSoon: z.array(z.strictObject({ title: z.string().min(1), description: z.string().min(1) })).length(4),
  comingSoonLabel: z.string().min(1),
  /** The upcoming articles' heading and the accessible name of their list. */
  comingSoonTitle: z.string().min(1),
  comingSoonListLabel: z.string().min(1),
  contact: z.strictObject({ title: z.string().min(1), body: z.string().min(1), link: linkSchema }),
  backLink: z.strictObject({ label: z.string().min(1), href: z.literal("/resources") }),
});

export const blogPage = {
  path: "/resources/blog",
  seo: {
    title: "Blog: Remote Staffing Insights",
    description: `Insights on staff outsourcing, remote team management and hiring in Southeast Asia for Singapore businesses, from the ${brand} team.`,
    lastmod: blogArticlePage.updated,
  },
  hero: {
    type: "hero",
    eyebrow: "Blog",
    title: "Remote Staffing Insights",
    tagline: "Practical advice on outsourcing, hiring and managing remote teams.",
  },
  featured: {
    readingTime: blogArticlePage.readingTime,
    linkLabel: "Read Article",
  },
  comingSoon: [
    {
      title: "The True Cost of Hiring in Singapore",
      description: "Salaries, levies and overheads compared with remote hiring.",
    },
    {
      title: "Choosing Between EOR and Outsourcing",
      description: "Which model fits your business, and when to switch.",
    },
    {
      title: "Building a Remote Customer Support Team",
      description: "Roles, shifts and metrics for round-the-clock service.",
    },
    { title: "Keeping Remote Staff Engaged", description: "Habits that help remote team members stay and grow." },
  ],
  comingSoonLabel: "Coming soon",
  comingSoonTitle: "Upcoming Articles",
  comingSoonListLabel: "Upcoming articles",
  contact: {
    title: "Have a Question We Haven't Covered?",
    body: "Our team is happy to talk through your hiring plans.",
    link: { label: "Contact Us", href: "/contact" },
  },
  backLink: { label: "Back to Resources", href: "/resources" },
} satisfies z.input<typeof blogPageSchema>;
