// Prices on PGlite and Postgres 15 (issue 49): the seed holds none; visitors read only published rows; editors read,
// write and delete every row and nobody else writes; the rates carry the time staff changed them; a change marks the
// site for publishing. Each test uses its own role family or title (the terms row is one, so its tests run in order).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  presentPricing,
  publishedPricesSql,
  publishedRolesSql,
  publishedTermsSql,
} from "../functions/_shared/published-pricing.ts";
import type { Db } from "../local/db.ts";
import { targets } from "./targets.ts";

const editor = {
  sub: "77777777-7777-4777-8777-777777777777",
  role: "authenticated",
  app_metadata: { roles: ["recruiter", "editor"] },
};
const sales = { sub: "88888888-8888-4888-8888-888888888888", role: "authenticated", app_metadata: { role: "sales" } };

let counter = 0;
const unique = (base: string) => `${base} ${Date.now().toString(36)} ${++counter}`;

for (const target of targets()) {
  describe.runIf(target.available)(`prices on ${target.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = (await target.openPrepared()).db;
    });
    afterAll(async () => {
      await db?.close();
    });

    const as = (claims: object | null, statement: string, params: unknown[] = []) =>
      db.transaction(async (q) => {
        await q("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          claims ? "authenticated" : "anon",
          claims ? JSON.stringify(claims) : "",
        ]);
        return q<Record<string, unknown>>(statement, params);
      });
    const addPrice = (claims: object | null, family: string, published: boolean) =>
      as(
        claims,
        `insert into public.pricing_prices (role_family, country, amount, currency, published)
         values ($1, 'Philippines', 1450.5, 'USD', $2) returning id`,
        [family, published],
      );
    const visitorReads = async () =>
      presentPricing(
        await as(null, publishedPricesSql),
        await as(null, publishedTermsSql),
        await as(null, publishedRolesSql),
      );

    it("holds no price, fee, rate or role until staff enter them", async () => {
      expect(await visitorReads()).toEqual({ prices: [], fee: null, rates: null, roles: [] });
      const counts = await db.query<{ n: number }>(
        `select (select count(*) from public.pricing_prices) + (select count(*) from public.pricing_terms)
              + (select count(*) from public.calculator_roles) as n`,
      );
      expect(Number(counts[0]!.n)).toBe(0);
    });

    it("shows visitors the published prices only; only editors write", async () => {
      const shown = unique("Customer Support");
      const hidden = unique("Accounting");
      await addPrice(editor, shown, true);
      const [draft] = await addPrice(editor, hidden, false);
      const families = (await visitorReads()).prices.map((price) => price.roleFamily);
      expect(families).toContain(shown);
      expect(families).not.toContain(hidden);
      expect((await visitorReads()).prices.find((price) => price.roleFamily === shown)).toMatchObject({
        amount: 1450.5,
        currency: "USD",
        country: "Philippines",
      });
      expect((await as(editor, "select id from public.pricing_prices where id = $1", [draft!.id])).length).toBe(1);
      await expect(addPrice(sales, unique("Sales"), true)).rejects.toThrow(/row-level security/);
      await expect(addPrice(null, unique("Anon"), true)).rejects.toThrow(/permission denied/);
      expect(await as(sales, "delete from public.pricing_prices where id = $1 returning id", [draft!.id])).toEqual([]);
      await expect(
        as(editor, "update public.pricing_prices set updated_by = 'someone' where id = $1", [draft!.id]),
      ).rejects.toThrow(/permission denied/);
      await as(editor, "delete from public.pricing_prices where id = $1", [draft!.id]);
      expect((await as(editor, "select id from public.pricing_prices where id = $1", [draft!.id])).length).toBe(0);
      await expect(addPrice(editor, shown, false)).rejects.toThrow(/duplicate key|unique/);
    });

    it("dates the rates when they change, not when the fee does, and publishes the terms as a whole", async () => {
      await as(
        editor,
        `insert into public.pricing_terms (fee_amount, fee_currency, rate_sgd, rate_aud, published)
         values (null, null, 1.3412, 1.5301, false)`,
      );
      expect((await visitorReads()).rates).toBeNull();
      await as(editor, "update public.pricing_terms set published = true");
      const first = (await visitorReads()).rates;
      expect(first).toMatchObject({ SGD: 1.3412, AUD: 1.5301 });
      await as(editor, "update public.pricing_terms set fee_amount = 300, fee_currency = 'USD'");
      const afterFee = await visitorReads();
      expect(afterFee.fee).toEqual({ amount: 300, currency: "USD" });
      expect(afterFee.rates?.setAt).toBe(first?.setAt);
      const [changed] = await as(
        editor,
        "update public.pricing_terms set rate_sgd = 1.35 returning rates_set_at = now() as dated_now",
      );
      expect(changed!.dated_now).toBe(true);
      await expect(as(sales, "update public.pricing_terms set published = false returning id")).resolves.toEqual([]);
      await expect(as(editor, "update public.pricing_terms set rate_sgd = null")).rejects.toThrow(/check constraint/);
      await expect(as(editor, "insert into public.pricing_terms (published) values (false)")).rejects.toThrow(
        /duplicate key|unique/,
      );
    });

    it("keeps a calculator role's remote salaries below its local ones, and shows it once published", async () => {
      const title = unique("Support Agent");
      const insert = (remoteMax: number) =>
        as(
          editor,
          `insert into public.calculator_roles (title, local_market, currency, period, local_min, local_max,
             remote_min, remote_max, source, published)
           values ($1, 'Sydney, Australia', 'AUD', 'year', 60000, 75000, 12000, $2, 'A salary guide', true)
           returning id`,
          [title, remoteMax],
        );
      await expect(insert(61000)).rejects.toThrow(/check constraint/);
      const [row] = await insert(18000);
      const role = (await visitorReads()).roles.find((shown) => shown.title === title);
      expect(role).toEqual({
        slug: `${title.toLowerCase().replace(/ /g, "-")}-${row!.id}`,
        title,
        localMarket: "Sydney, Australia",
        currency: "AUD",
        period: "year",
        local: { min: 60000, max: 75000 },
        remote: { min: 12000, max: 18000 },
        source: "A salary guide",
      });
    });

    it("marks the site for publishing when a price changes", async () => {
      const before = await db.query<{ changed_at: Date | null }>("select changed_at from private.site_publish");
      await addPrice(editor, unique("Marketing"), true);
      const after = await db.query<{ changed_at: Date | null }>("select changed_at from private.site_publish");
      expect(after[0]!.changed_at).not.toEqual(before[0]!.changed_at);
    });
  });
}
