// The words of the /resources/blog/<slug> page (schema and data).
import { z } from "zod";
import { ctaSectionSchema, paragraphsSchema } from "../sections.ts";
import { site } from "../site.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

export const blogArticlePageSchema = z.strictObject({
  ...routedPageSchema,
  slug: z.string().min(1),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  category: z.string().min(1),
  author: z.string().min(1),
  published: z.iso.date(),
  updated: z.iso.date(),
  /** "{minutes}" is counted from the article's body (its row) when the page is built. */
  readingTime: z.string().includes("{minutes}"),
  intro: paragraphsSchema,
  benefits: z.array(z.strictObject({ title: z.string().min(1), body: paragraphsSchema })).length(5),
  conclusion: z.strictObject({ title: z.string().min(1), body: paragraphsSchema }),
  cta: ctaSectionSchema,
  /** The related articles' heading and the accessible name of their list (no related article: no section). */
  relatedTitle: z.string().min(1),
  relatedListLabel: z.string().min(1),
  backLink: z.strictObject({ label: z.string().min(1), href: z.literal("/resources/blog") }),
  /** The accessible name of the article's tags, each a link to its listing on the blog. */
  tagsLabel: z.string().min(1),
});

const slug = "staff-outsourcing-benefits-singapore";

export const blogArticlePage = {
  path: `/resources/blog/${slug}`,
  seo: {
    title: "5 Benefits of Staff Outsourcing for Singapore Businesses",
    description:
      "No quota worries, labour costs up to 80% lower than hiring locally, productive foreign talent, expert skills and flexible scaling: why Singapore firms outsource staff.",
    lastmod: "2025-07-01",
  },
  slug,
  title: "5 Benefits of Staff Outsourcing for Singapore Businesses",
  excerpt:
    "Quota limits, rising salaries and a tight labour market make hiring in Singapore hard. Here is how staff outsourcing helps businesses grow anyway.",
  category: "Staff Outsourcing",
  author: `The ${brand} Team`,
  published: "2025-01-15",
  updated: "2025-07-01",
  readingTime: "{minutes} min read",
  intro: [
    "Singapore is one of the best places in the world to run a business, and one of the hardest places to hire. Unemployment is low, salaries keep rising and foreign worker quotas limit how many overseas employees a company can bring in.",
    "Staff outsourcing offers a different route: a dedicated professional who works full-time for your business from Southeast Asia, employed and managed by an outsourcing partner. Here are five reasons more Singapore businesses are choosing it.",
  ],
  benefits: [
    {
      title: "1. No Employment Quota Worries",
      body: [
        "Work pass quotas and levies cap how many foreign employees a Singapore company can hire, and tie each hire to your local headcount. Outsourced staff are employed in their own country by your outsourcing partner, so they do not count toward your quota and need no Singapore work pass.",
        "That means you can build the team your business needs without waiting to grow your local headcount first, and without the paperwork of pass applications and renewals.",
      ],
    },
    {
      title: "2. Cost Savings of Up to 80%",
      body: [
        "Salaries for skilled professionals in the Philippines, Indonesia, Vietnam and India are a fraction of Singapore rates. Add the overheads you no longer carry, such as office space and equipment, and total savings reach up to 80% for many roles, compared with hiring locally.",
        "Those savings can fund growth: a bigger team for the same budget, investment in marketing, or a longer runway.",
      ],
    },
    {
      title: "3. Productivity With Foreign Talent",
      body: [
        "Outsourced staff work only for you, on your hours and your priorities. With time zones close to Singapore's, they collaborate in real time with your local team, and you decide their working hours with your partner.",
        "Because your partner handles HR, payroll and equipment, your managers spend their time on work and results rather than administration.",
      ],
    },
    {
      title: "4. Access to Expert Skills",
      body: [
        "Southeast Asia has deep pools of talent in software development, customer support, accounting, design and digital marketing, with strong English and experience serving international clients.",
        "A good outsourcing partner screens and tests candidates for you, so you reach specialists who would take months to find locally, if you could find them at all.",
      ],
    },
    {
      title: "5. Flexible Scaling and Quick Onboarding",
      body: [
        "Business needs change quickly. With outsourcing you can add team members for a new project or season and scale down when demand settles, without long-term contracts.",
        "Pre-vetted candidates can be presented within 1-2 weeks, so new team members start contributing in weeks rather than after a months-long hiring process.",
      ],
    },
  ],
  conclusion: {
    title: "Is Staff Outsourcing Right for Your Business?",
    body: [
      "If you are struggling to hire, watching costs rise or limited by quotas, staff outsourcing lets you grow with skilled people while keeping control of their work.",
      `${brand} builds and manages dedicated remote teams for Singapore businesses. Tell us about the roles you need and we will show you what your team could look like, and what it would cost.`,
    ],
  },
  cta: {
    type: "cta",
    title: "Ready to Explore Staff Outsourcing?",
    body: [
      "Tell us the roles you need. We reply within 24 hours, then prepare a tailored proposal and a cost comparison.",
    ],
    button: { label: "Contact Us", href: "/contact" },
  },
  relatedTitle: "Related Articles",
  relatedListLabel: "Related articles",
  backLink: { label: "Back to Blog", href: "/resources/blog" },
  tagsLabel: "Article tags",
} satisfies z.input<typeof blogArticlePageSchema>;
