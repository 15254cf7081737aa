// The words of the /case-studies page (schema and data).
import { z } from "zod";
import { ctaSectionSchema, heroSectionSchema, statSchema } from "../sections.ts";
import { site } from "../site.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

export const caseStudySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  client: z.string().min(1),
  location: z.string().min(1),
  /** e.g. "4 staff from the Philippines" */
  focus: z.string().min(1),
  team: z.strictObject({ size: z.number().int().positive(), countries: z.array(z.string().min(1)).min(1) }),
  challenge: z.string().min(1),
  solution: z.string().min(1),
  results: z.array(statSchema).min(3),
  tags: z.array(z.string().min(1)).min(1),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const caseStudiesPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  cases: z.array(caseStudySchema).length(3),
  cta: ctaSectionSchema,
  /** A call to action right after the first case study (issue 49: the form within reach on a phone). */
  inlineCta: z.strictObject({
    text: z.string().min(1),
    link: z.strictObject({ label: z.string().min(1), href: z.literal("/contact") }),
  }),
  /** The filters by industry and staff country (issue 48): links to prerendered pages, no JavaScript. "{label}" is the
   * filter's value, "{count}" a number of case studies. */
  filters: z.strictObject({
    /** The accessible name of the filters' navigation. */
    label: z.string().min(1),
    all: z.string().min(1),
    industry: z.string().min(1),
    country: z.string().min(1),
    count: z.strictObject({ one: z.string().min(1), other: z.string().includes("{count}") }),
    /** Shown only when no case study is live (a filter page is built only for values with rows). */
    none: z.string().min(1),
    industrySeo: z.strictObject({ title: z.string().includes("{label}"), description: z.string().includes("{label}") }),
    countrySeo: z.strictObject({ title: z.string().includes("{label}"), description: z.string().includes("{label}") }),
  }),
  /** On a landing page (issue 49: the field's own case study): the band of the live case studies tagged with the
   * page's field ("{field}" is the page's card title), and the link to that field's filter page. */
  onLanding: z.strictObject({ heading: z.string().includes("{field}"), more: z.string().min(1) }),
  /** A case study's own page (/case-studies/<slug>) and the cards' link to it. "{client}", "{location}" and "{focus}"
   * are the row's; "{results}" its first two results ("70% cost reduction, 3 weeks to hire the full team"). */
  study: z.strictObject({
    read: z.string().min(1),
    seoTitle: z.string().includes("{client}"),
    seoDescription: z.string().includes("{results}"),
    backLink: z.strictObject({ label: z.string().min(1), href: z.literal("/case-studies") }),
  }),
});

export const caseStudiesPage = {
  path: "/case-studies",
  seo: {
    title: "Case Studies: Results From Remote Teams",
    description: `How an Australian marketing agency, a Singapore fintech and a US e-commerce company cut costs by 65% to 75% with remote teams built by ${brand}.`,
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "Case Studies",
    title: "Real Teams, Real Results",
    tagline: "How growing companies built dedicated remote teams with us, and what changed for their business.",
  },
  cases: [
    {
      slug: "marketing-agency-australia",
      client: "Marketing agency",
      location: "Australia",
      focus: "4 staff from the Philippines",
      team: { size: 4, countries: ["Philippines"] },
      challenge:
        "A growing digital marketing agency could not hire content and social media talent fast enough in Australia, and rising salaries were squeezing margins on client retainers.",
      solution:
        "We recruited a dedicated team of four from the Philippines for content and social media work, inside the agency's own tools.",
      results: [
        { value: "70%", label: "Cost reduction" },
        { value: "3 weeks", label: "To hire the full team" },
        { value: "150%", label: "More content output" },
        { value: "$240K", label: "Annual savings" },
      ],
      tags: ["Marketing", "Content", "Philippines"],
    },
    {
      slug: "fintech-startup-singapore",
      client: "Fintech startup",
      location: "Singapore",
      focus: "6 staff from Vietnam and Indonesia",
      team: { size: 6, countries: ["Vietnam", "Indonesia"] },
      challenge:
        "A Singapore fintech needed to ship its platform faster and answer its customers at any hour, but competition for engineers in Singapore made local hiring slow and costly.",
      solution:
        "We built a team of six from Vietnam and Indonesia, software engineers and customer support specialists, whose support shifts were planned with the client's own team so that customers reach someone 24/7.",
      results: [
        { value: "65%", label: "Cost reduction" },
        { value: "4 weeks", label: "To onboard the team" },
        { value: "200%", label: "Faster delivery" },
        { value: "24/7", label: "Customer support" },
        { value: "$420K", label: "Savings" },
      ],
      tags: ["Fintech", "Engineering", "Customer Support", "Vietnam", "Indonesia"],
    },
    {
      slug: "e-commerce-company-us",
      client: "E-commerce company",
      location: "United States",
      focus: "6 staff from India and the Philippines",
      team: { size: 6, countries: ["India", "Philippines"] },
      challenge:
        "A US online retailer was losing time to manual order processing, inventory reconciliation and reporting errors as it expanded to new marketplaces.",
      solution:
        "We staffed a team of six from India and the Philippines covering order processing, inventory management, data analysis and reporting.",
      results: [
        { value: "75%", label: "Cost reduction" },
        { value: "2 weeks", label: "To staff the team" },
        { value: "99.8%", label: "Reporting accuracy" },
        { value: "$315K", label: "Savings" },
      ],
      tags: ["E-commerce", "Operations", "Data", "India", "Philippines"],
    },
  ],
  inlineCta: {
    text: "Want a team like this? Tell us the roles you need and we reply within 24 hours.",
    link: { label: "Start Your Team", href: "/contact" },
  },
  filters: {
    label: "Filter case studies",
    all: "All case studies",
    industry: "Industry",
    country: "Staff country",
    count: { one: "One case study", other: "{count} case studies" },
    none: "No case studies are published yet. Tell us about your team and we will show you what others achieved.",
    industrySeo: {
      title: "{label} Case Studies: Results From Remote Teams",
      description: `Case studies in {label}: what clients achieved with dedicated remote teams built by ${brand}.`,
    },
    countrySeo: {
      title: "Case Studies: Remote Teams From {label}",
      description: `Case studies of remote teams with staff from {label}: what clients achieved with ${brand}.`,
    },
  },
  onLanding: { heading: "{field} Teams We Built", more: "More case studies in this field" },
  study: {
    read: "Read the case study",
    seoTitle: "Case Study: {client}, {location}",
    seoDescription: `{client} in {location}: {focus}, a remote team built by ${brand}. {results}.`,
    backLink: { label: "Back to Case Studies", href: "/case-studies" },
  },
  cta: {
    type: "cta",
    title: "Your Success Story Starts Here",
    body: ["Tell us what you want to achieve and we will show you the team that can get you there."],
    button: { label: "Start Your Outsourcing Journey", href: "/contact" },
  },
} satisfies z.input<typeof caseStudiesPageSchema>;
