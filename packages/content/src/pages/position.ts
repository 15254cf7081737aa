// The words of a position's own page (/careers/<slug>): one template for every open position of the careers page.
import { z } from "zod";
import type { Salary } from "../position-rules.ts";
import { seoSchema, type Seo } from "../sections.ts";
import { site } from "../site.ts";
import { feeWarning, feeWarningSchema, hiringStages, hiringStagesSchema } from "./candidate-trust.ts";
import { careersPage, listPositions, type Position } from "./careers.ts";
import { textSchema as text } from "./page-schema.ts";

export const positionPageTextsSchema = z.strictObject({
  eyebrow: text,
  /** Accessible name of the location/type line. */
  factsLabel: text,
  aboutTitle: text,
  skillsTitle: text,
  applyTitle: text,
  applyIntro: text,
  backLink: text,
  /** The pay and terms staff gave (each line only when set). */
  terms: z.strictObject({
    title: text,
    salary: text,
    benefits: text,
    hours: text,
    timeZone: text,
    perMonth: text,
    perYear: text,
  }),
  /** What happens next, and the word on fees (pages/candidate-trust.ts). */
  stages: hiringStagesSchema,
  feeWarning: feeWarningSchema,
});

export const positionPageTexts = {
  eyebrow: "Open position",
  factsLabel: "Location and type",
  aboutTitle: "About the role",
  skillsTitle: careersPage.positions.skillsLabel,
  applyTitle: "Apply for this position",
  applyIntro: "Send us your CV and a short note. Every application is read by a person on our team.",
  backLink: "All open positions",
  terms: {
    title: "Pay and terms",
    salary: "Salary",
    benefits: "Benefits",
    hours: "Working hours",
    timeZone: "Time zone",
    perMonth: "a month",
    perYear: "a year",
  },
  stages: hiringStages,
  feeWarning,
} satisfies z.input<typeof positionPageTextsSchema>;

/** A salary range as the page says it: "PHP 60,000 to 90,000 a month" (one figure when both ends are equal). */
export function salaryText(salary: Salary): string {
  const amount = (value: number) => value.toLocaleString("en-US");
  const range = salary.min === salary.max ? amount(salary.min) : `${amount(salary.min)} to ${amount(salary.max)}`;
  const unit = salary.unit === "MONTH" ? positionPageTexts.terms.perMonth : positionPageTexts.terms.perYear;
  return `${salary.currency} ${range} ${unit}`;
}

/** The URL of a position's page. */
export function positionPath(position: Pick<Position, "slug">): string {
  return `/careers/${position.slug}`;
}

/** Title and description of a position's page for search engines and sharing. */
export function positionSeo(position: Position): Seo {
  return seoSchema.parse({
    title: `${position.title} (${position.location}, ${position.type})`,
    description: `Apply for the ${position.title} position at ${site.brandName}: ${position.location.toLowerCase()}, ${position.type.toLowerCase()}, with ${position.tags.join(", ")}.`,
    keywords: [position.title, ...position.tags, "careers", "jobs"],
    lastmod: position.datePosted.slice(0, 10),
  });
}

/** Every open position's page, as routed pages (path and head data): the seed's, or those a build read. */
export function listPositionPages(
  positions: readonly Position[] = listPositions(),
): { path: string; seo: Seo; position: Position }[] {
  return positions.map((position) => ({ path: positionPath(position), seo: positionSeo(position), position }));
}
