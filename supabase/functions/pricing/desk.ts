// The pricing desk's reads and saves (editors): every price, the terms row and every calculator role with whether it
// is published; a save inserts (no id) or changes (an id) one row, a delete removes one. Bodies are parsed with the
// content package's schemas (../_shared/content/pricing-rules.ts) before they reach here; row-level security decides
// who may write.
import type postgres from "postgres";
import type { CalculatorRoleSave, PriceSave, PricingTermsSave } from "../_shared/content/pricing-rules.ts";
import { presentPrice, presentRole, presentTerms } from "../_shared/published-pricing.ts";

export type Kind = "prices" | "roles";

const tables: Record<Kind, string> = { prices: "pricing_prices", roles: "calculator_roles" };
const columns: Record<Kind, string> = {
  prices: "id, role_family, country, amount, currency, published, updated_at",
  roles:
    "id, title, local_market, currency, period, local_min, local_max, remote_min, remote_max, source, published, updated_at",
};
const termsColumns = "fee_amount, fee_currency, rate_sgd, rate_aud, rates_set_at, published, updated_at";

type Row = Record<string, unknown>;

/** A row as the desk shows it: its id, fields, whether it is published and when it last changed. */
export const presentDeskRow = (kind: Kind, row: Row) => ({
  id: Number(row.id),
  ...(kind === "prices" ? presentPrice(row) : presentRole(row)),
  published: row.published as boolean,
  updatedAt: new Date(row.updated_at as string).toISOString(),
});

const presentDeskTerms = (row: Row | undefined) => ({
  ...presentTerms(row),
  published: row?.published === true,
  updatedAt: row ? new Date(row.updated_at as string).toISOString() : null,
});

export async function listDesk(tx: postgres.TransactionSql) {
  const read = (kind: Kind) =>
    tx.unsafe(
      `select ${columns[kind]} from public.${tables[kind]} order by ${kind === "prices" ? "role_family, country" : "title"}, id`,
    );
  const [prices, roles, terms] = await Promise.all([
    read("prices"),
    read("roles"),
    tx.unsafe(`select ${termsColumns} from public.pricing_terms`),
  ]);
  return {
    prices: prices.map((row) => presentDeskRow("prices", row)),
    terms: presentDeskTerms(terms[0]),
    roles: roles.map((row) => presentDeskRow("roles", row)),
  };
}

function values(kind: Kind, save: PriceSave | CalculatorRoleSave) {
  if (kind === "prices") {
    const { roleFamily, country, amount, currency, published } = save as PriceSave;
    return { role_family: roleFamily, country, amount, currency, published };
  }
  const { title, localMarket, currency, period, local, remote, source, published } = save as CalculatorRoleSave;
  return {
    title,
    local_market: localMarket,
    currency,
    period,
    local_min: local.min,
    local_max: local.max,
    remote_min: remote.min,
    remote_max: remote.max,
    source,
    published,
  };
}

/** Inserts (no id) or changes a row; returns it, or null when no row has that id (or the policies hid it). */
export async function save(tx: postgres.TransactionSql, kind: Kind, parsed: PriceSave | CalculatorRoleSave) {
  const row = values(kind, parsed);
  const table = tx(`public.${tables[kind]}`);
  const written =
    parsed.id === undefined
      ? await tx`insert into ${table} ${tx(row)} returning ${tx.unsafe(columns[kind])}`
      : await tx`update ${table} set ${tx(row)} where id = ${parsed.id} returning ${tx.unsafe(columns[kind])}`;
  return written[0] ? presentDeskRow(kind, written[0]) : null;
}

/** Deletes a row; false when there was none to delete. */
export async function remove(tx: postgres.TransactionSql, kind: Kind, id: number): Promise<boolean> {
  const deleted = await tx`delete from ${tx(`public.${tables[kind]}`)} where id = ${id} returning id`;
  return deleted.length === 1;
}

/** Writes the one terms row (the fee, the rates, published); the database dates a change of the rates. */
export async function saveTerms(tx: postgres.TransactionSql, parsed: PricingTermsSave) {
  const row = {
    fee_amount: parsed.fee?.amount ?? null,
    fee_currency: parsed.fee?.currency ?? null,
    rate_sgd: parsed.rates?.SGD ?? null,
    rate_aud: parsed.rates?.AUD ?? null,
    published: parsed.published,
  };
  const [written] = await tx`
    insert into public.pricing_terms ${tx({ id: true, ...row })}
    on conflict (id) do update set ${tx(row)}
    returning ${tx.unsafe(termsColumns)}`;
  return presentDeskTerms(written);
}
