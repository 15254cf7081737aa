// Site configuration: brand, contact details and deployment settings. Every value can be overridden at build time
// through a `SITE_*` environment variable; the defaults are obvious placeholders on reserved domains, so a missing
// setting is never mistaken for real data.
import { z } from "zod";

const weekdaySchema = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are written HH:MM (24-hour clock)");

export const openingHoursSchema = z.strictObject({
  days: z.array(weekdaySchema).min(1),
  /** schema.org style, e.g. "09:00" */
  opens: timeSchema,
  closes: timeSchema,
  /** What a visitor reads, e.g. "Monday - Friday" */
  label: z.string().min(1),
  /** e.g. "9:00 AM to 6:00 PM" */
  display: z.string().min(1),
});

export const closedDaysSchema = z.strictObject({
  days: z.array(weekdaySchema).min(1),
  label: z.string().min(1),
  display: z.literal("Closed"),
});

export const siteConfigSchema = z.strictObject({
  brandName: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  /** Absolute origin without a trailing slash, used for canonical URLs and the sitemap. */
  origin: z.url({ protocol: /^https?$/ }).refine((value) => !value.endsWith("/"), "origin has no trailing slash"),
  email: z.email(),
  phone: z.string().min(6),
  address: z.strictObject({
    street: z.string().min(1),
    city: z.string().min(1),
    postalCode: z.string().min(1),
    /** ISO 3166-1 alpha-2 */
    country: z.string().length(2),
    countryName: z.string().min(1),
  }),
  businessHours: z.strictObject({
    timeZone: z.string().min(1),
    open: openingHoursSchema,
    closed: closedDaysSchema,
  }),
  /** Reply promise shown after an enquiry is sent. */
  replyWithin: z.string().min(1),
  socials: z.strictObject({
    instagram: z.url(),
    linkedin: z.url(),
    facebook: z.url(),
  }),
  foundingYear: z.number().int().min(1900),
  /** ISO 3166-1 alpha-2 codes, for structured data. */
  areaServed: z.array(z.string().length(2)).min(1),
  /** The company's own scheduling page (SITE_BOOKING_URL): when set, "Book a call" appears beside "Get Started" in
   * the header and on /contact; empty, nothing changes. */
  bookingUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
  /** Empty string means "use the local Supabase stack". */
  supabaseUrl: z.union([z.literal(""), z.url()]),
  supabaseAnonKey: z.string(),
  /** Company blurb of the footer. */
  blurb: z.string().min(1),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

type Env = Record<string, string | undefined>;

const DEFAULT_BRAND = "Solvix";

/** Reads a setting, treating unset and blank values alike. */
function setting(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

export function getSiteConfig(env: Env = {}): SiteConfig {
  const brandName = setting(env, "SITE_BRAND_NAME", DEFAULT_BRAND);
  const config = {
    brandName,
    legalName: setting(env, "SITE_LEGAL_NAME", `${brandName} Pte. Ltd.`),
    tagline: "Talent and Technology in perfect harmony",
    origin: setting(env, "SITE_ORIGIN", "https://www.example.com").replace(/\/+$/, ""),
    email: setting(env, "SITE_EMAIL", "hello@example.com"),
    phone: setting(env, "SITE_PHONE", "+65 0000 0000"),
    address: {
      street: "1 North Bridge Road, #08-08",
      city: "Singapore",
      postalCode: "179094",
      country: "SG",
      countryName: "Singapore",
    },
    businessHours: {
      timeZone: "Asia/Singapore",
      open: {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
        label: "Monday - Friday",
        display: "9:00 AM to 6:00 PM",
      },
      closed: { days: ["Saturday", "Sunday"], label: "Saturday - Sunday", display: "Closed" },
    },
    replyWithin: "24 hours",
    socials: {
      instagram: setting(env, "SITE_INSTAGRAM_URL", "https://www.instagram.com/example"),
      linkedin: setting(env, "SITE_LINKEDIN_URL", "https://www.linkedin.com/company/example"),
      facebook: setting(env, "SITE_FACEBOOK_URL", "https://www.facebook.com/example"),
    },
    foundingYear: 2020,
    areaServed: ["SG", "MY", "PH", "TH", "VN", "ID"],
    bookingUrl: setting(env, "SITE_BOOKING_URL", ""),
    supabaseUrl: setting(env, "SITE_SUPABASE_URL", ""),
    supabaseAnonKey: setting(env, "SITE_SUPABASE_ANON_KEY", ""),
    blurb:
      `${brandName} connects growing businesses with pre-vetted remote professionals from Southeast Asia and India. ` +
      "We source, hire and manage dedicated teams for you, so you save up to 80% on labour costs against local hiring, without long-term contracts.",
  } satisfies SiteConfig;
  const parsed = siteConfigSchema.safeParse(config);
  if (!parsed.success) {
    throw new Error(
      `Invalid site configuration (check the SITE_* environment variables):\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** The process environment where there is one (Node at build time, Deno), an empty one elsewhere. */
function processEnv(): Env {
  const runtime = globalThis as { process?: { env?: Env } };
  return runtime.process?.env ?? {};
}

export const site: SiteConfig = getSiteConfig(processEnv());

/** Absolute URL of a site path, e.g. absoluteUrl("/about") -> "https://www.example.com/about". */
export function absoluteUrl(path: string, config: SiteConfig = site): string {
  return path === "/" ? `${config.origin}/` : `${config.origin}${path}`;
}
