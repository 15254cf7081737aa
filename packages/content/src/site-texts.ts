// The words every page shares (skip link, header, footer, breadcrumb, error page) and those of the design system's
// components wherever a page shows them; a page's own words live in pages/ and the landing entries.
import { z } from "zod";

const text = z.string().min(1);
/** The logo link's accessible name, in the header and the footer: "{brand}" is the brand name. */
const homeLink = "{brand} home";

export const siteTextsSchema = z.strictObject({
  /** The first link of every page, to its main content. */
  skipLink: text,
  /** The header and both phone menus. `menuTitle` follows the logo in the phone menu's title (read, not shown). */
  header: z.strictObject({
    homeLink: z.string().includes("{brand}"),
    navLabel: text,
    search: text,
    searchLink: text,
    openMenu: text,
    closeMenu: text,
    menuTitle: text,
    /** The header's call to action, at every width (beside the menu button on a phone), to the contact page. */
    action: z.strictObject({ label: text, href: z.string().startsWith("/") }),
    /** The link to the company's scheduling page, shown only when SITE_BOOKING_URL is set. */
    booking: text,
  }),
  footer: z.strictObject({ homeLink: z.string().includes("{brand}"), navLabel: text, rights: text }),
  /** The page shown for an error other than an unknown path (the not-found page has its own words). */
  errorPage: z.strictObject({ title: text, body: text }),
  breadcrumb: z.strictObject({
    /** The accessible name of the trail. */
    label: text,
    /** The first crumb of every trail. */
    home: text,
    /** The name of an ancestor page in a trail, by its path. */
    names: z.record(z.string().regex(/^\/[a-z0-9/-]*$/), text),
  }),
  /** The privacy policy's and terms' frame: "{date}" is the last update; `contentsLabel` names the contents list. */
  legalDocument: z.strictObject({ lastUpdated: z.string().includes("{date}"), contents: text, contentsLabel: text }),
  /** A notification's close button. */
  toast: z.strictObject({ dismiss: text }),
  /** A case study's parts; `tags` names the list of tags. */
  caseStudy: z.strictObject({ challenge: text, solution: text, results: text, tags: text }),
  /** The words of content sections wherever they are drawn (landing template, fixed pages). */
  sections: z.strictObject({
    /** The accessible name of a band without a title (a row of figures). */
    untitledBand: text,
    /** A step's number: "{number}" counts from 1. */
    step: z.string().includes("{number}"),
    /** The accessible name of a role's list of skills: "{role}" is its title. */
    roleSkills: z.string().includes("{role}"),
    /** The salary tables' column headers and the period in their captions. */
    salaryTable: z.strictObject({
      role: text,
      local: text,
      remote: text,
      periods: z.strictObject({ year: text, month: text }),
    }),
  }),
  /** The call to action at the foot of each industry and sector card (the whole card is the link). */
  landingCards: z.strictObject({ action: text }),
  /** The role strip's pause toggle (aria-pressed says whether it is paused). */
  roleStrip: z.strictObject({ pause: text }),
});

export type SiteTexts = z.infer<typeof siteTextsSchema>;

export const siteTexts = {
  skipLink: "Skip to content",
  header: {
    homeLink,
    navLabel: "Main",
    search: "Search the site",
    searchLink: "Search",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "menu",
    action: { label: "Get Started", href: "/contact" },
    booking: "Book a call",
  },
  footer: { homeLink, navLabel: "Footer", rights: "All rights reserved." },
  errorPage: {
    title: "Something went wrong",
    body: "Please reload the page. If the problem persists, write to us from the contact page.",
  },
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
    names: {
      "/services": "Services",
      "/services/talent-outsourcing": "Full Suite Talent Outsourcing",
      "/services/employer-of-record": "Employer of Record",
      "/resources": "Resources",
      "/resources/blog": "Blog",
      "/industries": "Industries",
      "/sectors": "Sectors",
      "/careers": "Careers",
    },
  },
  legalDocument: { lastUpdated: "Last updated {date}", contents: "Contents", contentsLabel: "Sections" },
  toast: { dismiss: "Dismiss notification" },
  caseStudy: { challenge: "Challenge", solution: "Solution", results: "Results", tags: "Tags" },
  sections: {
    untitledBand: "Key figures",
    step: "Step {number}",
    roleSkills: "{role} skills",
    salaryTable: {
      role: "Role",
      local: "Local salary",
      remote: "Remote salary",
      periods: { year: "per year", month: "per month" },
    },
  },
  landingCards: { action: "Explore" },
  roleStrip: { pause: "Pause scrolling" },
} satisfies z.input<typeof siteTextsSchema>;
