// The pricing function under real Deno on PGlite and Postgres 15: what a build reads (published rows only), and the
// pricing desk for editors (a save the site could not draw is refused with its field's message; a price, the terms
// and a calculator role saved, published and deleted). The function runs on a stack of its own with a stand-in for
// the project's signing key (tests/function-under-test.ts). Each test writes its own role family or title; the one
// terms row is written by one test.
import { describe, expect, it } from "vitest";
import { functionUnderTest } from "../../tests/function-under-test.ts";
import { stackTargets } from "../../tests/targets.ts";

let counter = 0;
const unique = (base: string) => `${base} ${Date.now().toString(36)} ${++counter}`;

const price = (roleFamily: string, overrides: Record<string, unknown> = {}) => ({
  roleFamily,
  country: "Vietnam",
  amount: 1890,
  currency: "SGD",
  published: false,
  ...overrides,
});

for (const target of stackTargets()) {
  describe.runIf(target.available)(`pricing function on ${target.name}`, () => {
    const fn = functionUnderTest(target, "pricing");
    const { sign, call } = fn;
    const published = async () => (await call("GET", "", null)).body as { prices: { roleFamily: string }[] };

    it("keeps the desk to editors", async () => {
      expect((await call("GET", "/desk", null)).status).toBe(401);
      expect((await call("GET", "/desk", await sign("sales"))).status).toBe(403);
      expect(await call("PUT", "/desk/prices", await sign("recruiter"), price(unique("Support")))).toMatchObject({
        status: 403,
        body: { error: "Only signed-in editors can change prices." },
      });
    });

    it("refuses what the site could not draw, with the field's message", async () => {
      const token = await sign("editor");
      const country = await call("PUT", "/desk/prices", token, price(unique("Support"), { country: "France" }));
      expect(country.status).toBe(400);
      expect((country.body.fields as Record<string, string>).country).toMatch(/Philippines/);
      const amount = await call("PUT", "/desk/prices", token, price(unique("Support"), { amount: -5 }));
      expect((amount.body.fields as Record<string, string>).amount).toBe("The price must be above 0");
      const role = await call("PUT", "/desk/roles", token, {
        title: "Support Agent",
        localMarket: "Singapore",
        currency: "SGD",
        period: "month",
        local: { min: 3000, max: 4000 },
        remote: { min: 800, max: 3500 },
        source: "",
        published: true,
      });
      expect(role.status).toBe(400);
      expect(Object.keys(role.body.fields as object).sort()).toEqual(["remote.max", "source"]);
    });

    it("saves a price as a draft, publishes it, changes it and deletes it", async () => {
      const token = await sign("editor");
      const family = unique("Customer Support");
      const saved = await call("PUT", "/desk/prices", token, price(family));
      expect(saved.status).toBe(201);
      const row = saved.body.row as { id: number; amount: number; published: boolean };
      expect(row).toMatchObject({ amount: 1890, published: false });
      expect((await published()).prices.map((p) => p.roleFamily)).not.toContain(family);
      const changed = await call(
        "PUT",
        "/desk/prices",
        token,
        price(family, { id: row.id, published: true, amount: 1750.5 }),
      );
      expect(changed).toMatchObject({ status: 200, body: { row: { amount: 1750.5, published: true } } });
      expect((await published()).prices).toContainEqual(
        expect.objectContaining({ roleFamily: family, amount: 1750.5, currency: "SGD", country: "Vietnam" }),
      );
      expect((await call("PUT", "/desk/prices", token, price(family))).status).toBe(409);
      expect((await call("DELETE", `/desk/prices/${row.id}`, token)).status).toBe(204);
      expect((await call("DELETE", `/desk/prices/${row.id}`, token)).status).toBe(404);
      expect((await published()).prices.map((p) => p.roleFamily)).not.toContain(family);
    });

    it("publishes the fee and the rates, dated, and a calculator role with its source", async () => {
      const token = await sign("editor");
      const terms = await call("PUT", "/desk/terms", token, {
        fee: { amount: 450, currency: "USD" },
        rates: { SGD: 1.3391, AUD: 1.5324 },
        published: true,
      });
      expect(terms.status).toBe(200);
      const title = unique("Support Agent");
      const role = await call("PUT", "/desk/roles", token, {
        title,
        localMarket: "Sydney, Australia",
        currency: "AUD",
        period: "year",
        local: { min: 60000, max: 75000 },
        remote: { min: 12000, max: 18000 },
        source: "A named salary guide, 2026",
        published: true,
      });
      expect(role.status).toBe(201);
      const body = (await call("GET", "", null)).body as Record<string, unknown>;
      expect(body.fee).toEqual({ amount: 450, currency: "USD" });
      expect(body.rates).toMatchObject({ SGD: 1.3391, AUD: 1.5324 });
      expect(Date.parse((body.rates as { setAt: string }).setAt)).not.toBeNaN();
      expect(body.roles).toContainEqual(
        expect.objectContaining({ title, localMarket: "Sydney, Australia", source: "A named salary guide, 2026" }),
      );
      const desk = (await call("GET", "/desk", token)).body as { terms: { published: boolean } };
      expect(desk.terms.published).toBe(true);
    });
  });
}
