// The collect function under real Deno on PGlite and Postgres 15: what a page sends is stored without the address
// (UTM, referrer origin, device class), robots, headless browsers and Sec-GPC: 1 are not counted, bad input gets its
// 4xx, one visitor is bounded per minute, and only marketing reads the report.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteOrigin, startTestStack, visitor, type TestStack } from "../../tests/helpers.ts";
import { stackTargets } from "../../tests/targets.ts";
import { startTestProjectKey, type TestProjectKey } from "../../tests/test-project-key.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const headless = browser.replace("Chrome/", "HeadlessChrome/");
const perMinute = 5;

for (const target of stackTargets()) {
  describe.runIf(target.available)(`collect on ${target.name}`, () => {
    let stack: TestStack;
    let url: string;
    let projectKey: TestProjectKey;

    beforeAll(async () => {
      projectKey = await startTestProjectKey();
      stack = await startTestStack({
        databaseUrl: await target.databaseUrl(),
        functionEnv: { SUPABASE_URL: projectKey.supabaseUrl, ANALYTICS_EVENTS_PER_MINUTE: String(perMinute) },
      });
      url = `${stack.functionsUrl}/collect`;
    });
    afterAll(async () => {
      await stack?.dispose();
      await projectKey?.close();
    });

    const send = (events: unknown[] | string, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "user-agent": browser,
          origin: siteOrigin,
          ...visitor(),
          ...headers,
        },
        body: typeof events === "string" ? events : JSON.stringify({ e: events }),
      });
    const rowsOf = (campaign: string) =>
      stack.db.query<Record<string, unknown>>(
        "select * from public.analytics_events where utm_campaign = $1 order by id",
        [campaign],
      );

    it("stores a page view with its campaign, the referrer's origin and the device class, never the address", async () => {
      const campaign = `c-${crypto.randomUUID().slice(0, 8)}`;
      const client = visitor();
      const response = await send(
        [
          {
            n: "pageview",
            p: "/services",
            l: 1,
            r: "https://www.linkedin.com/feed/?x=1",
            q: `?utm_source=LinkedIn&utm_campaign=${campaign}&email=jane@example.com`,
            w: 390,
          },
          { n: "cta", p: "/services", q: `?utm_campaign=${campaign}`, w: 390, x: { place: "hero" } },
        ],
        client,
      );
      expect(response.status).toBe(204);
      const rows = await rowsOf(campaign);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        name: "pageview",
        path: "/services",
        landing: true,
        referrer: "https://www.linkedin.com",
        utm_source: "linkedin",
        device: "phone",
      });
      expect(rows[1]).toMatchObject({ name: "cta", props: { place: "hero" }, landing: false });
      expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
      expect(JSON.stringify(rows)).not.toContain(client["x-forwarded-for"]);
      expect(JSON.stringify(rows)).not.toContain("jane@example.com");
    });

    it("does not count robots, headless browsers or a request with Sec-GPC: 1", async () => {
      const campaign = `c-${crypto.randomUUID().slice(0, 8)}`;
      const event = [{ n: "pageview", p: "/", q: `?utm_campaign=${campaign}`, w: 1440 }];
      for (const headers of <Record<string, string>[]>[
        { "user-agent": headless },
        { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
        { "sec-gpc": "1" },
      ]) {
        expect((await send(event, headers)).status).toBe(204);
      }
      expect(await rowsOf(campaign)).toEqual([]);
      expect((await send(event)).status).toBe(204);
      expect(await rowsOf(campaign)).toHaveLength(1);
    });

    it("refuses bad input with a 4xx and a sentence, storing nothing of the batch", async () => {
      const campaign = `c-${crypto.randomUUID().slice(0, 8)}`;
      const ok = { n: "pageview", p: "/", q: `?utm_campaign=${campaign}`, w: 800 };
      const cases: [unknown[] | string, number, RegExp, Record<string, string>?][] = [
        [[ok, { ...ok, n: "purchase" }], 422, /Unknown event name/],
        [[ok, { ...ok, p: "https://evil.example/" }], 422, /not a path of this site/],
        [[ok, { ...ok, p: "/wp-admin/../x?y" }], 422, /not a path of this site/],
        [[ok, { ...ok, n: "cta", x: { place: "footer" } }], 422, /place/],
        [[{ ...ok, cookie: "1" }], 400, /Unknown event field/],
        [JSON.stringify({ e: [{ ...ok, q: "x".repeat(5000) }] }), 413, /at most 4 KB/],
        [Array.from({ length: 11 }, () => ok), 413, /at most 10 events/],
        ["{", 400, /not valid JSON/],
        [[ok], 403, /not allowed/, { origin: "https://evil.example" }],
      ];
      for (const [body, status, message, headers] of cases) {
        const response = await send(body, headers);
        expect(response.status, String(message)).toBe(status);
        expect(((await response.json()) as { error: string }).error).toMatch(message);
      }
      expect(await rowsOf(campaign)).toEqual([]);
    });

    it("bounds one visitor's events per minute with 429", async () => {
      const campaign = `c-${crypto.randomUUID().slice(0, 8)}`;
      const client = visitor();
      const event = [{ n: "pageview", p: "/about", q: `?utm_campaign=${campaign}`, w: 800 }];
      const statuses = [];
      // Within one minute: a minute boundary between the sends starts a new count, so send until one is refused.
      for (let i = 0; i < 2 * perMinute + 1; i++) statuses.push((await send(event, client)).status);
      expect(statuses).toContain(429);
      expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(2 * perMinute);
      // Another visitor is not bounded by the first one's count.
      expect((await send(event)).status).toBe(204);
    });

    it("reports to marketing only, with the previous period beside the range", async () => {
      const campaign = `c-${crypto.randomUUID().slice(0, 8)}`;
      const client = visitor();
      await send(
        [{ n: "pageview", p: "/contact", l: 1, q: `?utm_source=news&utm_campaign=${campaign}`, w: 1200 }],
        client,
      );
      await send([{ n: "enquiry_sent", p: "/contact", w: 1200 }], client);
      const [{ today }] = (await stack.db.query<{ today: string }>(
        "select private.analytics_today()::text as today",
      )) as [{ today: string }];
      const report = (token: string | null) =>
        fetch(`${url}/report?from=${today}&to=${today}`, {
          headers: { origin: siteOrigin, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
      expect((await report(null)).status).toBe(401);
      expect((await report(await projectKey.sign("recruiter"))).status).toBe(403);
      const response = await report(await projectKey.sign("marketing"));
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        range: { previousFrom: string; previousTo: string };
        current: {
          daily: { day: string; visitors: number; pageviews: number }[];
          campaigns: { key: string; visitors: number; contacts: number; enquiries: number }[];
        };
      };
      expect(body.range.previousTo < today).toBe(true);
      // Each day is a date, as the range and the page's address are (the chart's labels and the CSV show it).
      expect(body.current.daily.map((row) => row.day)).toEqual([today]);
      expect(body.current.daily[0]?.visitors).toBeGreaterThanOrEqual(1);
      expect(body.current.campaigns.find((row) => row.key === campaign)).toMatchObject({
        visitors: 1,
        contacts: 1,
        enquiries: 1,
      });
      const bad = await fetch(`${url}/report?from=${today}&to=2000-01-01`, {
        headers: { origin: siteOrigin, authorization: `Bearer ${await projectKey.sign("marketing")}` },
      });
      expect(bad.status).toBe(400);
    });
  });
}
