// A careers position as staff write it: shared by the staff page (/staff/positions), the position schema of the
// careers page and the `submit-application` function (Deno), which stores positions in public.positions. Keep this
// module free of imports other than zod: it ships to the browser and is copied into the function.
import { z } from "zod";

export const positionLocations = ["Remote", "Hybrid", "On-site"] as const;
export const positionTypes = ["Full-time", "Part-time", "Contract"] as const;

export const positionFieldLimits = {
  slug: { min: 3, max: 80 },
  title: { min: 3, max: 120 },
  description: { min: 20, max: 2000 },
  tag: { min: 1, max: 40 },
  tags: { min: 1, max: 12 },
} as const;

const limits = positionFieldLimits;
const oneLine = (min: number, max: number, what: string) =>
  z
    .string(`Enter ${what}`)
    .trim()
    .min(min, `Enter ${what} of at least ${min} characters`)
    .max(max, `Keep ${what} to ${max} characters`)
    .regex(/^[^\r\n]*$/, `Keep ${what} on one line`);

/** The URL of a position (/careers/<slug>) and the key its applications are stored under: never changed. */
export const positionSlugSchema = z
  .string("Enter the address")
  .trim()
  .min(limits.slug.min, `Enter an address of at least ${limits.slug.min} characters`)
  .max(limits.slug.max, `Keep the address to ${limits.slug.max} characters`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens, e.g. data-analyst");

/** What staff edit: title, location, type, description, skills, and when it stops taking applications. */
export const positionFieldsSchema = z.strictObject({
  title: oneLine(limits.title.min, limits.title.max, "a title"),
  location: z.enum(positionLocations, "Choose Remote, Hybrid or On-site"),
  type: z.enum(positionTypes, "Choose Full-time, Part-time or Contract"),
  description: z
    .string("Enter a description")
    .trim()
    .min(limits.description.min, `Enter a description of at least ${limits.description.min} characters`)
    .max(limits.description.max, `Keep the description to ${limits.description.max} characters`),
  tags: z
    .array(oneLine(limits.tag.min, limits.tag.max, "a skill"), "List the skills")
    .min(limits.tags.min, "List at least one skill")
    .max(limits.tags.max, `List at most ${limits.tags.max} skills`)
    .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, "List each skill once"),
  /** Until when it takes applications (JobPosting validThrough); null: no closing date. */
  validThrough: z.iso.datetime({ offset: true, message: "Give a date and time" }).nullable().optional(),
});

/** A new position: its address and its fields; it opens at once (datePosted is the time of the save). */
export const newPositionSchema = positionFieldsSchema.extend({ slug: positionSlugSchema });

/** A change: any of the fields, and/or `open` (false closes it, true opens it again). */
export const positionChangeSchema = positionFieldsSchema
  .partial()
  .extend({ open: z.boolean("open is true or false").optional() })
  .refine((change) => Object.keys(change).length > 0, "Send at least one change");

export type PositionFields = z.output<typeof positionFieldsSchema>;

/** A position as the function lists it (and the build reads it). */
export interface StoredPosition extends PositionFields {
  slug: string;
  /** When it opened (JobPosting datePosted). */
  datePosted: string;
  /** When staff closed it; null while open. */
  closedAt: string | null;
  updatedAt: string;
}
