// The words of the /about page (schema and data).
import { z } from "zod";
import { supportHours } from "../claims.ts";
import { cardsSectionSchema, ctaSectionSchema, heroSectionSchema, statsSectionSchema } from "../sections.ts";
import { site } from "../site.ts";
import { proseSchema, routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

export const aboutPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  story: proseSchema,
  stats: statsSectionSchema,
  mission: proseSchema,
  vision: proseSchema,
  values: cardsSectionSchema.refine(
    (s) => s.items.map((item) => item.title).join() === "Excellence,Collaboration,Innovation",
    "the three core values",
  ),
  cta: ctaSectionSchema,
});

export const aboutPage = {
  path: "/about",
  seo: {
    title: "About Us: Our Mission, Vision and Values",
    description: `Learn how ${brand} connects businesses with pre-vetted remote talent, and the mission, vision and values of excellence, collaboration and innovation behind it.`,
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: `About ${brand}`,
    title: "Talent and Technology in Perfect Harmony",
    tagline:
      "We help businesses grow by connecting them with exceptional remote professionals from Southeast Asia, and by taking care of everything it takes to employ them well.",
  },
  story: {
    title: "Who We Are",
    body: [
      `${brand} was founded in Singapore in ${site.foundingYear} by a team with over 8 years in the HR industry. We saw growing companies struggle to hire locally while talented professionals across Southeast Asia looked for meaningful international careers.`,
      "Today we build and manage dedicated remote teams for clients in Singapore, Australia, the United States and across Southeast Asia, with staff from the Philippines, Indonesia, Vietnam and India.",
    ],
  },
  stats: {
    type: "stats",
    items: [
      { value: String(site.foundingYear), label: "Founded in Singapore" },
      { value: "8+ years", label: "Experience in the HR industry" },
      { value: "Up to 80%", label: "Savings on labour costs against local hiring" },
      { value: "24/7", label: supportHours.staff },
    ],
  },
  mission: {
    title: "Our Mission",
    body: [
      "To give every business access to world-class talent by building remote teams that are pre-vetted, well supported and seamlessly integrated, at a cost that lets companies grow.",
    ],
  },
  vision: {
    title: "Our Vision",
    body: [
      "A world where great work is not limited by geography: where companies hire the best person for the job, and talented professionals in Southeast Asia build international careers without leaving home.",
    ],
  },
  values: {
    type: "cards",
    title: "Our Core Values",
    intro: "The principles behind every hire we make and every team we support.",
    items: [
      {
        title: "Excellence",
        description:
          "We hold every candidate, process and deliverable to a high standard, because our clients trust us with their business.",
        icon: "Award",
        color: "amber",
      },
      {
        title: "Collaboration",
        description: "We work as one team with our clients and our staff, with open communication and shared goals.",
        icon: "Handshake",
        color: "blue",
      },
      {
        title: "Innovation",
        description:
          "We look for better ways to find, develop and support talent, using technology to make remote work feel local.",
        icon: "Lightbulb",
        color: "violet",
      },
    ],
  },
  cta: {
    type: "cta",
    title: "Let's Build Your Team Together",
    body: ["Tell us about your goals and the roles you need. We will reply within 24 hours."],
    button: { label: "Get In Touch", href: "/contact" },
  },
} satisfies z.input<typeof aboutPageSchema>;
