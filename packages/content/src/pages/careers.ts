// The words of the /careers page (schema and data).
import { z } from "zod";
import {
  defaultPositionCountries,
  positionCountries,
  positionLocations,
  positionTypes,
  salarySchema,
  type PositionCountry,
  type StoredPosition,
} from "../position-rules.ts";
import { cardsSectionSchema, heroSectionSchema, linkSchema } from "../sections.ts";
import { site } from "../site.ts";
import { feeWarning, feeWarningSchema } from "./candidate-trust.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

/** ISO 3166-1 alpha-2 codes of the countries a position takes candidates from (staff choose them; JobPosting's
 * applicantLocationRequirements for a remote one), with the sentence the position's page shows. */
export const applicantLocationSchema = z.strictObject({
  countries: z.array(z.enum(Object.keys(positionCountries) as [PositionCountry])).min(1),
  label: z.string().min(1),
});

/** Pay and terms, when staff gave them: each shown only where set. */
export const positionTermsSchema = z.strictObject({
  salary: salarySchema.optional(),
  benefits: z.string().min(1).optional(),
  hours: z.string().min(1).optional(),
  timeZone: z.string().min(1).optional(),
});

export const positionSchema = z.strictObject({
  /** Stable: the position's URL (/careers/<slug>) and the key its applications are stored under. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  location: z.enum(positionLocations),
  type: z.enum(positionTypes),
  description: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1),
  /** Where 'Apply Now' leads: the position's own page. */
  applyHref: z.string().regex(/^\/careers\/[a-z0-9-]+$/),
  /** When the position was posted (JobPosting datePosted): not in the specification, on the owner's list. */
  datePosted: z.iso.datetime({ offset: true }),
  /** Until when it takes applications (JobPosting validThrough), when known. */
  validThrough: z.iso.datetime({ offset: true }).optional(),
  /** Where candidates may live (the application's country must be one of them). */
  applicantLocation: applicantLocationSchema,
  terms: positionTermsSchema,
});
export type Position = z.infer<typeof positionSchema>;

export const careersPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  perks: cardsSectionSchema.refine((s) => s.items.length === 3, "three perks"),
  positions: z.strictObject({
    title: z.string().min(1),
    intro: z.string().min(1),
    /** The seed of public.positions; a build lists the open positions it read from the database. */
    items: z.array(positionSchema).length(3),
    /** Shown in place of the list when staff have closed every position. */
    none: z.string().min(1),
    /** Before the list, so a phone reaches the talent pool within two screens: the lead of its link. */
    poolLead: z.string().min(1),
    /** Each position's link to its page, and the accessible name of its list of skills. */
    applyLabel: z.string().min(1),
    skillsLabel: z.string().min(1),
  }),
  noMatch: z.strictObject({ title: z.string().min(1), body: z.string().min(1), link: linkSchema }),
  /** The word on fees, under the open positions. */
  feeWarning: feeWarningSchema,
});

/** Not in the specification: when the positions were posted (the careers page's date), for the owner to confirm. */
export const positionsPostedAt = "2025-07-01T09:00:00+08:00";

/** A country's name in a sentence ("the Philippines"). */
const inSentence = (code: PositionCountry) => (code === "PH" ? "the Philippines" : positionCountries[code]);

/** Where a position's candidates may live, as codes and as the page's sentence. */
export function applicantLocationOf(countries: readonly PositionCountry[]) {
  const names = countries.map(inSentence);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0];
  return { countries: [...countries], label: `Open to candidates living in ${list}.` };
}

/** The seed positions' eligibility: the four staff countries, as the talent pool's (staff change it per position). */
export const defaultApplicantLocation = applicantLocationOf(defaultPositionCountries);

function position(
  slug: string,
  title: string,
  rest: Pick<Position, "location" | "type" | "description" | "tags">,
): Position {
  return {
    slug,
    title,
    ...rest,
    applyHref: `/careers/${slug}`,
    datePosted: positionsPostedAt,
    applicantLocation: defaultApplicantLocation,
    terms: {},
  };
}

/** A seed position of a slug. */
export function getPosition(slug: string): Position | undefined {
  return careersPage.positions.items.find((item) => item.slug === slug);
}

/**
 * The initial positions (the seed of public.positions), in the order of the careers page. Staff open and close
 * positions at /staff/positions; a build shows the open ones it read from the database (positionFromStored).
 */
export function listPositions(): readonly Position[] {
  return careersPage.positions.items;
}

/** A position as the site shows it, from its stored row: its page's address, where candidates may live, and the pay
 * and terms staff gave. */
export function positionFromStored(row: StoredPosition): Position {
  return positionSchema.parse({
    slug: row.slug,
    title: row.title,
    location: row.location,
    type: row.type,
    description: row.description,
    tags: row.tags,
    applyHref: `/careers/${row.slug}`,
    datePosted: row.datePosted,
    ...(row.validThrough ? { validThrough: row.validThrough } : {}),
    applicantLocation: applicantLocationOf(row.countries),
    terms: {
      ...(row.salary ? { salary: row.salary } : {}),
      ...(row.benefits ? { benefits: row.benefits } : {}),
      ...(row.hours ? { hours: row.hours } : {}),
      ...(row.timeZone ? { timeZone: row.timeZone } : {}),
    },
  });
}

/** The open positions of the stored rows (a build's read), in their order: what /careers lists and has pages for. */
export function openPositionsOf(rows: readonly StoredPosition[]): Position[] {
  return rows.filter((row) => row.closedAt === null).map(positionFromStored);
}

/** The addresses of the closed positions: their pages answer 404 (410 where the host allows). */
export function closedPositionPaths(rows: readonly StoredPosition[]): string[] {
  return rows.filter((row) => row.closedAt !== null).map((row) => `/careers/${row.slug}`);
}

/** The careers page's head for the open positions a build read: their titles and skills, so a search for a skill
 * ("Kubernetes") finds the page. */
export function careersSeo(positions: readonly Position[]) {
  const titles = positions.map((item) => item.title);
  const list = titles.length > 1 ? `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}` : (titles[0] ?? "");
  return {
    ...careersPage.seo,
    description: list
      ? `Join ${brand}: open positions for ${list}, remote or from our Singapore office.`
      : `Join ${brand}: no position is open just now. Join our talent pool and we will contact you when one opens.`,
    keywords: ["careers", "remote jobs", ...positions.flatMap((item) => [item.title, ...item.tags])],
  };
}

const openPositions: Position[] = [
  position("senior-full-stack-developer", "Senior Full Stack Developer", {
    location: "Remote",
    type: "Full-time",
    description:
      "Design and build the web applications behind our client and talent platforms, from React front ends to Node.js services on AWS, and mentor other developers.",
    tags: ["React", "Node.js", "TypeScript", "AWS"],
  }),
  position("devops-engineer", "DevOps Engineer", {
    location: "Hybrid",
    type: "Full-time",
    description:
      "Own our build pipelines, container platform and infrastructure as code, and keep our systems secure, observable and fast to deploy.",
    tags: ["Docker", "Kubernetes", "Terraform", "Jenkins"],
  }),
  position("ux-ui-designer", "UX/UI Designer", {
    location: "Remote",
    type: "Full-time",
    description:
      "Research user needs and design clear, accessible interfaces for clients, candidates and our internal teams, from first sketch to tested prototype.",
    tags: ["Figma", "Adobe Creative Suite", "User Research", "Prototyping"],
  }),
];

export const careersPage = {
  path: "/careers",
  seo: {
    title: "Careers: Join Our Team",
    description: `Join ${brand}: open remote and hybrid positions for a senior full stack developer, a DevOps engineer and a UX/UI designer.`,
    // The open roles and their skills, so a search for a skill ("Kubernetes") finds the job that asks for it.
    keywords: ["careers", "remote jobs", ...openPositions.flatMap((item) => [item.title, ...item.tags])],
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "Careers",
    title: "Join Our Team",
    tagline:
      "Build the technology and teams that connect great companies with great people. Work remotely or from our Singapore office.",
  },
  perks: {
    type: "cards",
    title: "Why Work With Us",
    items: [
      {
        title: "Innovation First",
        description: "Work with modern tools on products that change how companies hire and manage remote teams.",
        icon: "Lightbulb",
        color: "amber",
      },
      {
        title: "Growth Opportunities",
        description: "Mentoring, new skills learned on real projects and room to grow as the company grows.",
        icon: "TrendingUp",
        color: "emerald",
      },
      {
        title: "Work-Life Balance",
        description: "Remote-first teams and a 5-day work week that respects your time.",
        icon: "Sun",
        color: "sky",
      },
    ],
  },
  positions: {
    title: "Open Positions",
    intro:
      "We are hiring for the roles below. Each role says which countries it is open to; hybrid roles work partly, and on-site roles fully, from our Singapore office.",
    items: openPositions,
    none: "No position is open just now. Join our talent pool below and we will contact you when one opens.",
    poolLead: "None of these for you? Send us your CV once:",
    applyLabel: "Apply Now",
    skillsLabel: "Skills",
  },
  noMatch: {
    title: "Don't See the Right Role?",
    body: "We are always glad to meet talented people. Send us a note about yourself and the work you want to do.",
    link: { label: "Get In Touch", href: "/contact" },
  },
  feeWarning,
} satisfies z.input<typeof careersPageSchema>;
