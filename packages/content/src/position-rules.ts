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
  benefits: { max: 600 },
  hours: { max: 120 },
  timeZone: { max: 80 },
  salary: { max: 1_000_000_000 },
} as const;

/** The countries staff may open a position to (ISO 3166-1 alpha-2 and the name the form and the page use): the four
 * staff countries first, then the client countries where a position may also recruit. */
export const positionCountries = {
  PH: "Philippines",
  ID: "Indonesia",
  VN: "Vietnam",
  IN: "India",
  SG: "Singapore",
  MY: "Malaysia",
  TH: "Thailand",
} as const;
export type PositionCountry = keyof typeof positionCountries;
const countryCodes = Object.keys(positionCountries) as [PositionCountry, ...PositionCountry[]];
/** A new position's countries when staff choose none: where the company's staff come from (as the talent pool). */
export const defaultPositionCountries: readonly PositionCountry[] = ["PH", "ID", "VN", "IN"];

export const salaryCurrencies = ["USD", "SGD", "PHP", "IDR", "VND", "INR", "MYR", "THB"] as const;
/** Per month or per year (schema.org QuantitativeValue unitText). */
export const salaryUnits = ["MONTH", "YEAR"] as const;

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

const amount = (what: string) =>
  z
    .number(`Enter the ${what} as a number`)
    .int(`Enter the ${what} in whole units`)
    .positive(`Enter a ${what} above 0`)
    .max(limits.salary.max, `Keep the ${what} under ${limits.salary.max}`);

/** An optional salary range: currency, minimum, maximum, per month or per year (JobPosting baseSalary). */
export const salarySchema = z
  .strictObject({
    currency: z.enum(salaryCurrencies, `Choose a currency: ${salaryCurrencies.join(", ")}`),
    min: amount("minimum"),
    max: amount("maximum"),
    unit: z.enum(salaryUnits, "Choose per month or per year"),
  })
  .refine((salary) => salary.min <= salary.max, {
    message: "The minimum must not be above the maximum",
    path: ["max"],
  });
export type Salary = z.output<typeof salarySchema>;

/** An optional line of terms: null (or "") is "not given". */
const optionalText = (max: number, what: string, oneLineOnly: boolean) => {
  const text = z.string(`Enter ${what}`).trim().max(max, `Keep ${what} to ${max} characters`);
  return (oneLineOnly ? text.regex(/^[^\r\n]*$/, `Keep ${what} on one line`) : text)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
};

/** Who may apply and on what terms: the countries (at least one), and the pay and terms when staff give them. */
export const positionTermsShape = {
  countries: z
    .array(z.enum(countryCodes, `Choose countries among ${countryCodes.join(", ")}`), "Choose the countries")
    .min(1, "Choose at least one country")
    .refine((codes) => new Set(codes).size === codes.length, "Choose each country once"),
  salary: salarySchema.nullable().optional(),
  benefits: optionalText(limits.benefits.max, "the benefits", false),
  hours: optionalText(limits.hours.max, "the working hours", true),
  timeZone: optionalText(limits.timeZone.max, "the time zone", true),
};

/** A stored position's countries and terms, as the build checks what it read. */
export const storedTermsSchema = z.object(positionTermsShape);

/** What staff edit: title, location, type, description, skills, when it stops taking applications, who may apply
 * and, when given, its pay and terms. */
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
  ...positionTermsShape,
  /** Absent on a new position: the four staff countries (defaultPositionCountries). */
  countries: positionTermsShape.countries.optional(),
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
export interface StoredPosition extends Omit<
  PositionFields,
  "countries" | "salary" | "benefits" | "hours" | "timeZone"
> {
  slug: string;
  countries: PositionCountry[];
  salary: Salary | null;
  benefits: string | null;
  hours: string | null;
  timeZone: string | null;
  /** When it opened (JobPosting datePosted). */
  datePosted: string;
  /** When staff closed it; null while open. */
  closedAt: string | null;
  updatedAt: string;
}
