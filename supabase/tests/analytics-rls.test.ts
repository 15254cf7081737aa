// The analytics tables on PGlite and Postgres 15: the flood bound per visitor and minute, the daily salt (one a day,
// yesterday's deleted), the roll-up by day (landing, source, conversions), the report (past days from the roll-up,
// today from its raw events) and who reads what: marketing reads the figures, nobody else reads anything, and nobody
// but the function's role reads the raw events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../local/db.ts";
import { targets } from "./targets.ts";

const marketing = {
  sub: "77777777-7777-4777-8777-777777777777",
  role: "authenticated",
  app_metadata: { role: "marketing" },
};
const recruiter = {
  sub: "66666666-6666-4666-8666-666666666666",
  role: "authenticated",
  app_metadata: { role: "recruiter" },
};

for (const target of targets()) {
  describe.runIf(target.available)(`analytics tables on ${target.name}`, () => {
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
    const visitor = () => crypto.randomUUID().replace(/-/g, "");
    const collect = async (
      who: string,
      name: string,
      path: string,
      extra: { landing?: boolean; referrer?: string; utm?: object; limit?: number; place?: string } = {},
    ) =>
      (
        await db.query<{ stored: boolean }>(
          "select private.analytics_collect($1, $2, $3, $4, $5, $6::text::jsonb, 'phone', $7::text::jsonb, $8) as stored",
          [
            who,
            name,
            path,
            extra.landing ?? false,
            extra.referrer ?? null,
            JSON.stringify(extra.utm ?? {}),
            JSON.stringify(extra.place ? { place: extra.place } : {}),
            extra.limit ?? 60,
          ],
        )
      )[0]!.stored;

    it("stores events up to the bound per visitor and minute, then refuses them", async () => {
      const who = visitor();
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await collect(who, "pageview", "/about", { limit: 3 }));
      expect(results).toEqual([true, true, true, false, false]);
      // Another visitor has its own bound.
      expect(await collect(visitor(), "pageview", "/about", { limit: 3 })).toBe(true);
    });

    it("refuses a path that is not a path of the site and a name it does not know", async () => {
      await expect(collect(visitor(), "pageview", "https://evil.example/x")).rejects.toThrow(/check constraint/);
      await expect(collect(visitor(), "purchase", "/about")).rejects.toThrow(/check constraint/);
    });

    it("keeps one salt, today's: a salt of a past day is deleted when today's is taken", async () => {
      await db.query(
        "insert into private.analytics_salts values (private.analytics_today() - 1, decode(repeat('ab', 32), 'hex'))",
      );
      const [first] = await db.query<{ salt: string }>("select encode(private.analytics_salt(), 'hex') as salt");
      const [again] = await db.query<{ salt: string }>("select encode(private.analytics_salt(), 'hex') as salt");
      expect(first!.salt).toMatch(/^[0-9a-f]{64}$/);
      expect(again!.salt).toBe(first!.salt);
      expect(await db.query("select day from private.analytics_salts")).toHaveLength(1);
    });

    it("rolls a day up by landing page and source, with its conversions, for marketing only", async () => {
      const campaign = `spring-${visitor().slice(0, 8)}`;
      const a = visitor();
      await collect(a, "pageview", "/services", {
        landing: true,
        utm: { utm_source: "linkedin", utm_campaign: campaign },
      });
      await collect(a, "pageview", "/contact");
      await collect(a, "cta", "/services", { place: "hero" });
      await collect(a, "enquiry_sent", "/contact");
      const b = visitor();
      await collect(b, "pageview", "/services", {
        landing: true,
        utm: { utm_source: "linkedin", utm_campaign: campaign },
      });
      await db.query("select private.analytics_catch_up(30)");

      const read = async (claims: object | null) =>
        (
          await as(
            claims,
            "select public.analytics_report(private_today, private_today) as r from (select $1::date as private_today) d",
            [(await db.query<{ d: string }>("select private.analytics_today()::text as d"))[0]!.d],
          )
        )[0]!.r as {
          campaigns: { key: string; visitors: number; contacts: number; enquiries: number }[];
          events: { name: string; detail: string; events: number }[];
        };
      const report = await read(marketing);
      expect(report.campaigns.find((row) => row.key === campaign)).toMatchObject({
        visitors: 2,
        contacts: 1,
        enquiries: 1,
      });
      expect(report.events).toContainEqual(expect.objectContaining({ name: "cta", detail: "hero" }));
      expect((await read(recruiter)).campaigns).toEqual([]);
      await expect(as(null, "select public.analytics_report(current_date, current_date)")).rejects.toThrow(
        /permission denied/,
      );
      await expect(as(marketing, "select * from public.analytics_events")).rejects.toThrow(/permission denied/);
    });

    it("reports today and a day not yet rolled up from raw events, and rolled-up days from the roll-up", async () => {
      const campaign = `live-${visitor().slice(0, 8)}`;
      const [{ today }] = (await db.query<{ today: string }>("select private.analytics_today()::text as today")) as [
        { today: string },
      ];
      // A visit of yesterday, not yet rolled up (as if the day had just ended), and one of today.
      await db.query(
        `insert into public.analytics_events (day, visitor, name, path, landing, utm_source, utm_campaign, device)
         values ($1::date - 1, $2, 'pageview', '/services', true, 'linkedin', $3, 'desktop')`,
        [today, visitor(), campaign],
      );
      await collect(visitor(), "pageview", "/services", { landing: true, utm: { utm_campaign: campaign } });
      const visitors = async (claims: object) => {
        const [row] = await as(claims, "select public.analytics_report($1::date - 1, $1::date) as r", [today]);
        const report = row!.r as { campaigns: { key: string; visitors: number }[] };
        return report.campaigns.find((entry) => entry.key === campaign)?.visitors ?? 0;
      };
      expect(await visitors(marketing)).toBe(2);
      // Once the catch-up has rolled yesterday up, the report reads it from the roll-up, not from its raw events.
      await db.query("select private.analytics_catch_up(30)");
      await db.query("delete from public.analytics_events where day = $1::date - 1 and utm_campaign = $2", [
        today,
        campaign,
      ]);
      expect(await visitors(marketing)).toBe(2);
      // Today's figures never wait for a catch-up.
      await collect(visitor(), "pageview", "/services", { landing: true, utm: { utm_campaign: campaign } });
      expect(await visitors(marketing)).toBe(3);
      expect(await visitors(recruiter)).toBe(0);
    });
  });
}
