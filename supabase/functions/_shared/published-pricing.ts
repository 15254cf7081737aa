// The published prices, fee, rates and calculator roles, as a visitor (the anon role) reads them: the same statements
// for the `pricing` function (GET /pricing, what a production build reads) and for the embedded database's read
// (supabase/local/published-pricing.ts). Row-level security leaves unpublished rows out; the statements say so too.

export const publishedPricesSql = `
  select role_family, country, amount, currency, updated_at from public.pricing_prices
   where published order by role_family, country`;

export const publishedTermsSql = `
  select fee_amount, fee_currency, rate_sgd, rate_aud, rates_set_at from public.pricing_terms where published`;

export const publishedRolesSql = `
  select id, title, local_market, currency, period, local_min, local_max, remote_min, remote_max, source
    from public.calculator_roles where published order by title, id`;

type Row = Record<string, unknown>;

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
/** numeric arrives as a string from Postgres. */
const num = (value: unknown) => Number(value);

/** "Customer Support Lead" (id 4) -> "customer-support-lead-4": the calculator's address names a role by it. */
export const roleSlug = (title: string, id: number) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${id}`.replace(/^-/, "role-");

export const presentPrice = (row: Row) => ({
  roleFamily: row.role_family as string,
  country: row.country as string,
  amount: num(row.amount),
  currency: row.currency as string,
  updatedAt: iso(row.updated_at) as string,
});

export const presentRole = (row: Row) => ({
  slug: roleSlug(row.title as string, Number(row.id)),
  title: row.title as string,
  localMarket: row.local_market as string,
  currency: row.currency as string,
  period: row.period as string,
  local: { min: num(row.local_min), max: num(row.local_max) },
  remote: { min: num(row.remote_min), max: num(row.remote_max) },
  source: row.source as string,
});

/** The one terms row (if published) as its fee and its rates, each null while not set. */
export const presentTerms = (row: Row | undefined) => ({
  fee: row && row.fee_amount !== null ? { amount: num(row.fee_amount), currency: row.fee_currency as string } : null,
  rates:
    row && row.rate_sgd !== null
      ? { SGD: num(row.rate_sgd), AUD: num(row.rate_aud), setAt: iso(row.rates_set_at) as string }
      : null,
});

/** The published pricing from the three reads' rows: the answer of GET /pricing. */
export const presentPricing = (prices: Row[], terms: Row[], roles: Row[]) => ({
  prices: prices.map(presentPrice),
  ...presentTerms(terms[0]),
  roles: roles.map(presentRole),
});
