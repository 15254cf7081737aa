// What staff enter at /staff/pricing (issue 49): "from" prices per role family and staff country, the monthly fee for
// each team member (the FAQ's account of costs, `costs.ts`), the exchange rates the calculator converts with, and
// calculator roles with their sourced salaries. The amounts come from the owner (`owner-review.ts`); nothing here
// holds one. This module imports nothing but zod: the `pricing` function uses a generated copy of it, and the build
// parses what it reads with the same schemas, so a row the site cannot draw is refused when it is saved.
import { z } from "zod";

/** The currencies a price, the fee or a salary may be in, and a visitor may choose for the calculator. */
export const pricingCurrencies = ["USD", "SGD", "AUD"] as const;
export type PricingCurrency = (typeof pricingCurrencies)[number];

/** Where the company's staff come from: a "from" price is per role family and one of these. */
export const staffCountries = ["Philippines", "Indonesia", "Vietnam", "India"] as const;

/** The limits the database checks too (supabase/migrations/20261129170000_pricing.sql). */
export const pricingLimits = { amount: 10_000_000, text: { min: 2, max: 80 }, source: { min: 2, max: 200 } } as const;

const text = (what: string, max: number = pricingLimits.text.max) =>
  z
    .string(`Enter ${what}`)
    .trim()
    .min(pricingLimits.text.min, `Enter ${what}`)
    .max(max, `Keep ${what} within ${max} characters`);
const capital = (what: string) => `${what[0]!.toUpperCase()}${what.slice(1)}`;
const amount = (what: string, step = 0.01) =>
  z
    .number(`Enter ${what} as a number`)
    .positive(`${capital(what)} must be above 0`)
    .max(pricingLimits.amount, `${capital(what)} must be below ${pricingLimits.amount}`)
    .multipleOf(step, `Give ${what} to at most ${String(step).length - 2} decimals`);
const currency = z.enum(pricingCurrencies, `Choose ${pricingCurrencies.join(", ")}`);
const id = z.number().int().positive();

/** A "from" price: a team member of this role family from this country, per month. */
export const priceSaveSchema = z.strictObject({
  id: id.optional(),
  roleFamily: text("the role family"),
  country: z.enum(staffCountries, `Choose ${staffCountries.join(", ")}`),
  amount: amount("the price"),
  currency,
  published: z.boolean("Say whether it is published"),
});
export type PriceSave = z.infer<typeof priceSaveSchema>;

const range = (what: string) =>
  z
    .strictObject({ min: amount(`the lower ${what}`), max: amount(`the upper ${what}`) })
    .refine((value) => value.max >= value.min, {
      message: `The upper ${what} must not be below the lower`,
      path: ["max"],
    });

/** A role staff add to the calculator, with the salaries and where they come from. */
export const calculatorRoleSaveSchema = z
  .strictObject({
    id: id.optional(),
    title: text("the role's title"),
    /** Where the local salary is paid: "Singapore", "Sydney, Australia". */
    localMarket: text("the local market"),
    currency,
    period: z.enum(["month", "year"], "Choose per month or per year"),
    local: range("local salary"),
    remote: range("remote salary"),
    /** Who published the figures: a named survey, report or agency. */
    source: text("the source of the figures", pricingLimits.source.max),
    published: z.boolean("Say whether it is published"),
  })
  .refine((role) => role.remote.max < role.local.min, {
    message: "The remote salaries must sit below the local ones",
    path: ["remote", "max"],
  });
export type CalculatorRoleSave = z.infer<typeof calculatorRoleSaveSchema>;

/** The fee and the rates: each is set or not (null); the rates say how many SGD and AUD one USD buys. */
export const pricingTermsSaveSchema = z.strictObject({
  fee: z.strictObject({ amount: amount("the fee"), currency }).nullable(),
  rates: z.strictObject({ SGD: amount("the SGD rate", 0.0001), AUD: amount("the AUD rate", 0.0001) }).nullable(),
  published: z.boolean("Say whether it is published"),
});
export type PricingTermsSave = z.infer<typeof pricingTermsSaveSchema>;

const isoTime = z.iso.datetime({ offset: true });

/** What a build reads (GET /pricing): the published rows only. */
export const publishedPricingSchema = z.strictObject({
  prices: z.array(priceSaveSchema.omit({ id: true, published: true }).extend({ updatedAt: isoTime })),
  /** Null while staff have not published the fee; in `currency` per team member per month. */
  fee: z.strictObject({ amount: z.number().positive(), currency }).nullable(),
  /** Null while staff have not published rates; `setAt` is when staff last changed them. */
  rates: z.strictObject({ SGD: z.number().positive(), AUD: z.number().positive(), setAt: isoTime }).nullable(),
  roles: z.array(
    z.strictObject({
      slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      title: z.string(),
      localMarket: z.string(),
      currency,
      period: z.enum(["month", "year"]),
      local: z.strictObject({ min: z.number().positive(), max: z.number().positive() }),
      remote: z.strictObject({ min: z.number().positive(), max: z.number().positive() }),
      source: z.string(),
    }),
  ),
});
export type PublishedPricing = z.infer<typeof publishedPricingSchema>;

/** Nothing published: what the site shows before staff enter anything (and what the seed holds). */
export const noPublishedPricing: PublishedPricing = { prices: [], fee: null, rates: null, roles: [] };
