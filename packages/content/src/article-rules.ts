// What an article and a case study are, as staff save them and the build reads them (issue 48): the database rows'
// fields, their limits and their publishing states. It imports nothing but zod, so the backend copies it as it is
// (supabase/scripts/generate-content.ts): the function refuses at save what this refuses, and the build parses the
// rows with the same schemas, so a row that would not build never gets saved.
import { z } from "zod";

/** An address segment: lower-case words joined by hyphens. */
export const articleSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** draft: staff only; scheduled: published by the scheduled job at `publishAt`; published; unpublished: 410. */
export const publishStates = ["draft", "scheduled", "published", "unpublished"] as const;
export type PublishState = (typeof publishStates)[number];

const line = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[^\r\n]*$/, "Use one line.");
const slug = z
  .string()
  .min(3)
  .max(80)
  .regex(articleSlugPattern, "Use lower-case letters, digits and single hyphens (e.g. remote-team-onboarding).");
const tags = z.array(line(2, 40)).max(12, "Use at most 12 tags.");
/** The cover: the id of an image uploaded for this row (the images function), or null for none. Left out of a save,
 * the stored cover stays as it is. */
const coverImageId = z.number().int().positive().nullable().optional();

/** The Markdown body: raw HTML in it is never rendered (markdown.ts drops it), so it needs no rule here. */
export const articleBodyLimits = { min: 20, max: 60_000 } as const;

/** The fields staff write for an article. */
export const articleFieldsSchema = z.strictObject({
  slug,
  title: line(2, 120),
  summary: line(10, 300),
  body: z.string().trim().min(articleBodyLimits.min).max(articleBodyLimits.max),
  category: line(2, 60),
  author: line(2, 80),
  tags,
  coverImageId,
});
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

/** A result figure of a case study ("70%", "Cost reduction"). */
export const caseStudyResultSchema = z.strictObject({ value: line(1, 24), label: line(2, 60) });

/** Addresses below /case-studies that are not a case study's: the filter pages' prefixes (industry, country; the
 * facets of case-study-filters.ts) and the not-found page (404). A case study with one of them would collide. */
export const reservedCaseStudySlugs = ["industry", "country", "404"] as const;
const caseStudySlug = slug.refine(
  (value) => !(reservedCaseStudySlugs as readonly string[]).includes(value),
  "This address is taken by the case studies' own pages (/case-studies/industry, /case-studies/country, /case-studies/404): choose another.",
);

/** The fields staff write for a case study. */
export const caseStudyFieldsSchema = z.strictObject({
  slug: caseStudySlug,
  client: line(2, 80),
  location: line(2, 60),
  /** e.g. "4 staff from the Philippines" */
  focus: line(2, 120),
  team: z.strictObject({
    size: z.number().int().min(1).max(500),
    countries: z.array(line(2, 40)).min(1).max(8),
  }),
  challenge: z.string().trim().min(20).max(1_000),
  solution: z.string().trim().min(20).max(1_000),
  results: z.array(caseStudyResultSchema).min(3).max(6),
  /** Industries and other topics; the staff countries are `team.countries`. */
  tags,
  coverImageId,
});
export type CaseStudyFields = z.infer<typeof caseStudyFieldsSchema>;

const isoTime = z.iso.datetime({ offset: true });

/** What the database adds to a row: its state and its dates. */
const publishing = {
  state: z.enum(publishStates),
  /** When a scheduled row is due (ISO); null for a draft. */
  publishAt: isoTime.nullable(),
  /** When it was first published; the slug is free until then. */
  firstPublishedAt: isoTime.nullable(),
  updatedAt: isoTime,
};

export const storedArticleSchema = articleFieldsSchema.extend(publishing);
export type StoredArticle = z.infer<typeof storedArticleSchema>;
export const storedCaseStudySchema = caseStudyFieldsSchema.extend(publishing);
export type StoredCaseStudy = z.infer<typeof storedCaseStudySchema>;

/** An old address of a published article or case study: moved (301, to the new slug) or gone (410). */
export const retiredAddressSchema = z.strictObject({
  kind: z.enum(["article", "case-study"]),
  slug,
  status: z.union([z.literal(301), z.literal(410)]),
  /** The slug it moved to (301); null when gone. */
  target: slug.nullable(),
});
export type RetiredAddress = z.infer<typeof retiredAddressSchema>;

/** What a save sets besides the fields: the state, and for a scheduled row its time. */
const saving = {
  state: z.enum(publishStates),
  publishAt: isoTime.nullable().default(null),
};
const scheduledHasTime = (save: { state: PublishState; publishAt: string | null }) =>
  save.state !== "scheduled" || save.publishAt !== null;
const scheduledHasTimeMessage = { message: "Give the date and time to publish it.", path: ["publishAt"] };

/** A save of an article from the writing desk (POST, PATCH): the function and the desk's form both parse with it. */
export const articleSaveSchema = articleFieldsSchema.extend(saving).refine(scheduledHasTime, scheduledHasTimeMessage);
export type ArticleSave = z.infer<typeof articleSaveSchema>;
/** A save of a case study from the writing desk. */
export const caseStudySaveSchema = caseStudyFieldsSchema
  .extend(saving)
  .refine(scheduledHasTime, scheduledHasTimeMessage);
export type CaseStudySave = z.infer<typeof caseStudySaveSchema>;

/** What a build reads (GET /articles): the live rows and the retired addresses. */
export const publishedArticlesSchema = z.object({
  articles: z.array(storedArticleSchema),
  caseStudies: z.array(storedCaseStudySchema),
  retired: z.array(retiredAddressSchema),
});
export type PublishedArticleRows = z.infer<typeof publishedArticlesSchema>;
