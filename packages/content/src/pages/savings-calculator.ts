// The open savings calculator (/savings-calculator): its words, and its roles taken from the landing pages' salary tables.
import { z } from "zod";
import { getLandingPage } from "../landing.ts";
import { ctaSectionSchema, heroSectionSchema, paragraphsSchema, type SalaryComparisonSection } from "../sections.ts";
import { routedPageSchema } from "./page-schema.ts";

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const closedRange = z
  .strictObject({ min: z.number().int().positive(), max: z.number().int().positive() })
  .refine((range) => range.max >= range.min, "max must not be below min");

/** One role the calculator offers: its salary ranges exactly as the page named by `source` shows them. */
export const calculatorRoleSchema = z
  .strictObject({
    slug,
    title: text,
    /** Where the local salaries are paid, said beside them. */
    localMarket: text,
    currency: z.enum(["USD", "SGD", "AUD"]),
    period: z.enum(["month", "year"]),
    local: closedRange,
    remote: closedRange,
    /** Where the figures come from: the landing page whose salary table gives them, or the source staff named. */
    source: z.strictObject({
      title: text,
      href: z
        .string()
        .regex(/^\/(industries|sectors)\/[a-z0-9-]+$/)
        .optional(),
    }),
  })
  .refine((role) => role.remote.max < role.local.min, "the remote range sits below the local range");
export type CalculatorRole = z.infer<typeof calculatorRoleSchema>;

export const savingsCalculatorPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  calculator: z.strictObject({
    title: text,
    intro: text,
    legend: text,
    headcount: text,
    results: text,
    empty: text,
    columns: z.strictObject({ role: text, local: text, remote: text, savings: text, percent: text }),
    /** The remote cost and the difference once the fee is in them (never called savings: claims.ts). */
    withFee: z.strictObject({ remote: text, savings: text }),
    /** The currency choice, and what the result says about the rates and the fee. */
    currency: text,
    ratesNote: z.string().includes("{SGD}").includes("{AUD}").includes("{date}"),
    noRates: text,
    feeNote: z.string().includes("{fee}"),
    noFee: text,
    total: text,
    discuss: text,
    reset: text,
    noScript: text,
    /** Shown with the results: what the figures are and are not. */
    caveat: text,
    /** The words of a role's salaries under its name: "USD 75,000–95,000 local in {market}, 12,000–18,000 remote, a year". */
    rates: z.strictObject({ local: z.string().includes("{market}"), remote: text }),
    periods: z.strictObject({ month: text, year: text }),
    /** The headcount buttons' accessible names: "{role}" is the role's title. */
    fewer: z.string().includes("{role}"),
    more: z.string().includes("{role}"),
    /** Said when a headcount above "{max}" is typed. */
    limit: z.string().includes("{max}").includes("{role}"),
    /** Announced as the totals change, one per currency. */
    totalSummary: z.string().includes("{currency}").includes("{savings}").includes("{percent}"),
    feeSummary: z.string().includes("{currency}").includes("{savings}").includes("{percent}"),
    /** "{count}" people of the "{role}": a line of the estimate and of the enquiry message. */
    team: z.string().includes("{count}").includes("{role}"),
    /** What the page says about a team link it had to change. */
    linkNotes: z.strictObject({
      unknownRole: z.string().includes("{value}"),
      repeatedRole: z.string().includes("{role}"),
      headcount: z.string().includes("{role}").includes("{min}").includes("{max}").includes("{count}"),
    }),
    /** The enquiry's first words for a team from the calculator: "{team}" lists its lines. */
    discussMessage: z.string().includes("{team}"),
  }),
  /** The salary tables: one captioned by period (`captions`) per currency and period. */
  table: z.strictObject({ title: text, intro: text, captions: z.strictObject({ year: text, month: text }) }),
  method: z.strictObject({ title: text, steps: paragraphsSchema }),
  roles: z.array(calculatorRoleSchema).length(10),
  cta: ctaSectionSchema,
});

/** Lowercase words joined by hyphens: "Structural Engineer" -> "structural-engineer". */
const toSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Where each currency's salaries are paid, as the pages' figures say: the IT page's SGD salaries are Singapore's; the
 * USD tables name no market (owner-review.ts asks which).
 */
export const localMarkets = { SGD: "Singapore", USD: "market not named in our figures" } as const;

/** The roles of one landing page's salary table, figures unchanged (a table row without an upper bound is a build error). */
function rolesOf(pageSlug: string): CalculatorRole[] {
  const page = getLandingPage(pageSlug);
  const table = page?.sections.find(
    (section): section is SalaryComparisonSection => section.type === "salary-comparison",
  );
  if (!page || !table) throw new Error(`savings calculator: ${pageSlug} has no salary table`);
  return table.rows.map((row) => {
    const { local, remote } = row;
    if (local.max === undefined || remote.max === undefined) {
      throw new Error(`savings calculator: ${row.role} on ${pageSlug} needs closed ranges`);
    }
    return {
      slug: toSlug(row.role),
      title: row.role,
      localMarket: localMarkets[table.currency],
      currency: table.currency,
      period: table.period,
      local: { min: local.min, max: local.max },
      remote: { min: remote.min, max: remote.max },
      source: { title: page.card.title, href: page.canonicalPath },
    };
  });
}

export type SavingsCalculatorPage = z.infer<typeof savingsCalculatorPageSchema>;
/** The calculator's own words: everything of `calculator` but what the page around it shows. */
export type CalculatorTexts = Omit<SavingsCalculatorPage["calculator"], "title" | "intro" | "noScript">;

export const savingsCalculatorPage = {
  path: "/savings-calculator",
  seo: {
    title: "Remote Team Savings Calculator",
    description:
      "Pick roles and a headcount to compare local and remote salary ranges a month and a year, in US, Singapore or Australian dollars, from our pages' figures.",
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "Savings Calculator",
    title: "Local or Remote: What Would Your Team Earn?",
    tagline:
      "Choose roles and a headcount to compare typical local and remote salaries a month and a year, in the currency you choose. No sign-up, no e-mail: share the link with your team.",
  },
  calculator: {
    title: "Build Your Team",
    intro:
      "Set a headcount for each role you need. The figures update as you go and the page address keeps your choice.",
    legend: "Roles and headcount",
    headcount: "Headcount",
    results: "Your estimate",
    empty: "Set a headcount for at least one role to see the estimate.",
    columns: {
      role: "Role",
      local: "Local salaries",
      remote: "Remote salaries",
      savings: "Salary difference",
      percent: "Difference",
    },
    withFee: { remote: "Remote salaries and our fee", savings: "Cost difference" },
    currency: "Show figures in",
    ratesNote: "Converted at {SGD} SGD and {AUD} AUD per US dollar, the rates we set on {date}.",
    noRates:
      "No exchange rates are set yet: figures are in US dollars, and a role quoted in another currency is totalled in its own.",
    feeNote: "Remote figures include our monthly fee of {fee} for each team member.",
    noFee: "Salaries only: our monthly fee for each team member is not in these figures.",
    total: "Total",
    discuss: "Discuss this team",
    reset: "Clear all",
    noScript:
      "The interactive calculator needs JavaScript. Every figure it uses is in the salary table below, with how the salary difference is worked out.",
    caveat:
      "Typical salary ranges, not a quote: what a team costs you is the monthly fee for each member and the other terms in our FAQ, with amounts set in your agreement.",
    rates: { local: "local in {market}", remote: "remote" },
    periods: { month: "a month", year: "a year" },
    fewer: "One fewer {role}",
    more: "One more {role}",
    limit: "Up to {max} per role here; for a larger {role} team, discuss it with us.",
    totalSummary: "{currency} total: a salary difference of {savings} a year ({percent} lower).",
    feeSummary: "{currency} total with our fee: a cost difference of {savings} a year ({percent} lower).",
    team: "{count} × {role}",
    linkNotes: {
      unknownRole: "The link names a role the calculator does not list (“{value}”); it was left out.",
      repeatedRole: "{role} appears twice in the link; the first headcount is used.",
      headcount: "The headcount for {role} must be a whole number from {min} to {max}; it is set to {count}.",
    },
    discussMessage: "I would like to discuss a remote team of: {team} (from the savings calculator).",
  },
  table: {
    title: "The Salaries Behind the Figures",
    intro:
      "Typical local and remote salaries as our finance, engineering, IT and legal pages quote them: our own figures for each role, not a market survey. Each is in its own currency and period.",
    captions: { year: "Yearly salaries", month: "Monthly salaries" },
  },
  method: {
    title: "How the Salary Difference Is Worked Out",
    steps: [
      "A month and a year: a monthly salary is multiplied by 12 for the year, a yearly one divided by 12 for the month. Both ends of the range are multiplied by the headcount.",
      "Salary difference: the lower local salary minus the lower remote salary, and the upper local salary minus the upper remote salary, so like is compared with like.",
      "Percentage: each end's difference divided by the local salaries at that end, rounded down to a whole percent, so the page never overstates.",
      "Totals: every role is converted into the currency you choose, at the exchange rates we set (their date is shown with the result); without rates, each currency is totalled on its own.",
      "Our fee: once we publish the monthly fee for each team member, it is added to the remote salaries and the result is the cost difference; until then it is the salary difference alone.",
    ],
  },
  roles: [
    ...rolesOf("finance-service"),
    ...rolesOf("engineering-construction"),
    ...rolesOf("information-technology"),
    ...rolesOf("legal"),
  ],
  cta: {
    type: "cta",
    title: "Want Exact Figures for Your Team?",
    body: [
      "Tell us the roles, seniority and working hours you need. We reply within 24 hours to talk through the timeline for candidates and the costs of your team.",
    ],
    button: { label: "Get Started", href: "/contact" },
  },
} satisfies z.input<typeof savingsCalculatorPageSchema>;
