// The words of /staff/pricing (noindex, linked from no public page): editors enter the "from" prices per role family
// and staff country, the monthly fee for each team member with the exchange rates, and calculator roles with their
// sourced salaries (issue 49). The amounts are the owner's (owner-review.ts); this page holds none.
import { z } from "zod";
import { routedPageSchema, textSchema as text } from "./page-schema.ts";

const labels = <Keys extends string>(keys: readonly Keys[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<Keys, typeof text>);

export const staffPricingPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  signIn: z.strictObject({ body: text, link: text }),
  notEditor: text,
  loading: text,
  failure: text,
  /** What a save says for a row saved as published, for one saved unpublished, and for a deletion. */
  published: text,
  savedDraft: text,
  removed: text,
  save: text,
  saving: text,
  cancel: text,
  edit: text,
  remove: text,
  none: text,
  shown: text,
  draft: text,
  perMonth: text,
  perYear: text,
  /** The confirmation before a price or a role is deleted; "{name}" is its name. */
  removeDialog: z.strictObject({
    title: z.string().includes("{name}"),
    description: text,
    confirm: text,
    busy: text,
    cancel: text,
  }),
  prices: z.strictObject({ title: text, intro: text, add: text }),
  terms: z.strictObject({
    title: text,
    intro: text,
    /** "Rates set on {date}". */
    ratesSetOn: z.string().includes("{date}"),
    notSet: text,
  }),
  roles: z.strictObject({ title: text, intro: text, add: text }),
  labels: labels([
    "roleFamily",
    "country",
    "amount",
    "currency",
    "published",
    "feeAmount",
    "feeCurrency",
    "feeHint",
    "rateSgd",
    "rateAud",
    "ratesHint",
    "noFee",
    "roleTitle",
    "localMarket",
    "localMarketHint",
    "period",
    "localMin",
    "localMax",
    "remoteMin",
    "remoteMax",
    "source",
    "sourceHint",
  ] as const),
});

export const staffPricingPage = {
  path: "/staff/pricing",
  seo: {
    title: "Prices (staff)",
    description: "Staff only: the prices, the fee, the exchange rates and the calculator's roles shown on the site.",
    lastmod: "2026-11-29",
  },
  title: "Prices",
  intro:
    "What you publish here appears on /pricing and in the savings calculator with the site's next build, which a save starts. Nothing shows until you publish it: without prices, /pricing says prices are quoted per team.",
  signIn: { body: "Sign in with an editor account to change prices.", link: "Staff sign-in" },
  notEditor: "This account is not an editor: ask an administrator to give it the editor role.",
  loading: "Loading prices...",
  failure: "The prices could not be loaded or saved. Please try again.",
  published: "Saved. The site is rebuilt with it in a few minutes.",
  savedDraft: "Saved, not published. The site shows it once it is published.",
  removed: "Deleted. The site is rebuilt without it in a few minutes.",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  edit: "Edit",
  remove: "Delete",
  none: "None yet.",
  shown: "Published",
  draft: "Not published",
  perMonth: "a month",
  perYear: "a year",
  removeDialog: {
    title: "Delete {name}?",
    description: "It leaves the site with the next build, which this starts. This cannot be undone.",
    confirm: "Delete",
    busy: "Deleting...",
    cancel: "Cancel",
  },
  prices: {
    title: '"From" prices',
    intro:
      "What one team member of a role family from one country costs a month, at least. /pricing lists the published ones.",
    add: "Add a price",
  },
  terms: {
    title: "Fee and exchange rates",
    intro:
      "The monthly fee per team member (the calculator adds it to each remote salary), and what one US dollar buys in Singapore and Australian dollars (the calculator converts with them and shows their date).",
    ratesSetOn: "Rates set on {date}",
    notSet: "Not set",
  },
  roles: {
    title: "Calculator roles",
    intro:
      "Roles the calculator offers besides the ones our pages quote: local and remote salaries from a source you name, which the calculator shows beside them.",
    add: "Add a role",
  },
  labels: {
    roleFamily: "Role family",
    country: "Staff country",
    amount: "From (a month)",
    currency: "Currency",
    published: "Published on the site",
    feeAmount: "Monthly fee per team member",
    feeCurrency: "Fee currency",
    feeHint: "Leave the amount empty while the fee is not to be shown.",
    rateSgd: "SGD per US dollar",
    rateAud: "AUD per US dollar",
    ratesHint: "Both or neither; the date is the day you change them.",
    noFee: "No fee",
    roleTitle: "Role",
    localMarket: "Local market",
    localMarketHint:
      "Where the local salary is paid, as the calculator names it: e.g. Singapore, or Sydney, Australia.",
    period: "Salaries per",
    localMin: "Local salary from",
    localMax: "Local salary to",
    remoteMin: "Remote salary from",
    remoteMax: "Remote salary to",
    source: "Source of the figures",
    sourceHint: "Named beside the role in the calculator: the survey, report or agency and its year.",
  },
} satisfies z.input<typeof staffPricingPageSchema>;
