// Publishing after saves: the faqs function (and submit-application's positions) under real Deno calls the static host's deploy hook once for a burst of
// edits, on PGlite and on a hosted-like Postgres 15. The static host cannot run here: a local HTTP server stands in
// for its deploy hook (Cloudflare Pages and Netlify both take a bodiless POST) and records each call. Supabase Auth's
// JWKS endpoint is played the same way (as in faqs.test.ts).
import { exportJWK, generateKeyPair, type JWK } from "jose";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "../../local/dev-auth.ts";
import { siteOrigin, startTestStack, waitFor, type TestStack } from "../../tests/helpers.ts";
import { stackTargets } from "../../tests/targets.ts";

const QUIET_MS = 1500;
/** SITE_DEPLOY_HOOK_MIN_INTERVAL_MS: the least time between two calls to the host. */
const MIN_INTERVAL_MS = 3000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

for (const target of stackTargets()) {
  describe.runIf(target.available)(`the deploy hook after FAQ saves on ${target.name}`, () => {
    let stack: TestStack;
    let projectKey: JWK;
    let supabaseUrl: string;
    let jwksServer: Server;
    /** Stand-in for the static host's deploy hook: records when it was called, answers with `answers` in turn. */
    let hookServer: Server;
    const hookCalls: { at: number; method: string }[] = [];
    const answers: number[] = [];

    beforeAll(async () => {
      const { privateKey } = await generateKeyPair("ES256", { extractable: true });
      projectKey = { ...(await exportJWK(privateKey)), kid: "project-key", alg: "ES256" };
      const { d: _d, ...publicKey } = projectKey;
      jwksServer = createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [publicKey] }));
      });
      supabaseUrl = await listenLocally(jwksServer);
      hookServer = createServer((req, res) => {
        hookCalls.push({ at: Date.now(), method: req.method ?? "" });
        req.resume();
        res.writeHead(answers.shift() ?? 200, { "content-type": "application/json" }).end("{}");
      });
      const hookUrl = await listenLocally(hookServer);
      stack = await startTestStack({
        databaseUrl: await target.databaseUrl(),
        functionEnv: {
          SUPABASE_URL: supabaseUrl,
          SITE_DEPLOY_HOOK_URL: `${hookUrl}/build_hooks/stand-in`,
          SITE_DEPLOY_HOOK_QUIET_MS: String(QUIET_MS),
          SITE_DEPLOY_HOOK_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS),
          SITE_PUBLISH_RETRY_BASE_MS: "2000",
        },
      });
    });
    afterAll(async () => {
      await stack?.dispose();
      await new Promise((done) => jwksServer?.close(done));
      await new Promise((done) => hookServer?.close(done));
    });

    const save = async (id: number, appRole: string | null = "editor") => {
      const token = await signToken(projectKey, { appRole, issuer: `${supabaseUrl}/auth/v1` });
      const response = await fetch(`${stack.functionsUrl}/faqs/${id}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: siteOrigin },
        body: JSON.stringify({ question: `Edited question ${id}?`, answer: `Answer ${id}, saved at ${Date.now()}.` }),
      });
      await response.body?.cancel();
      return { status: response.status, at: Date.now() };
    };
    /**
     * The database's own record of the last change and the last claim of a build (private.site_publish, in ms since
     * the epoch): the quiet period and the minimum interval are decided there, so the gaps are checked there, exactly.
     * A gap measured between this process's clock readings would include how late each request and hook call ran,
     * which depends on the machine's load.
     */
    const publishState = async () => {
      const [row] = await stack.db.query<{ changed: number; claimed: number }>(
        `select extract(epoch from changed_at) * 1000 as changed, extract(epoch from requested_at) * 1000 as claimed
           from private.site_publish`,
      );
      return { changed: Number(row?.changed), claimed: Number(row?.claimed) };
    };
    /**
     * The bursts that changes recorded by the database make: a gap of the quiet period or more between two (a machine so
     * busy that saves came that far apart, or an editor pausing that long) ends one there, and the debounce may call
     * once for each: a claim needs the quiet period since the last change, and a claimed version counts as published
     * here (the hook's answer confirms it), so no gap holds two.
     */
    const burstsOf = (changes: number[]) => {
      const gaps = changes.slice(1).map((at, index) => at - changes[index]!);
      return { gaps, bursts: 1 + gaps.filter((gap) => gap >= QUIET_MS).length };
    };
    /** Saves each FAQ in turn; returns when the database recorded each change, and the bursts they make. */
    const saveInTurn = async (ids: number[]) => {
      const changes: number[] = [];
      for (const id of ids) {
        expect((await save(id)).status).toBe(200);
        changes.push((await publishState()).changed);
      }
      return { changes, ...burstsOf(changes) };
    };
    /** Waits until a claim after `lastChange` has called the hook, then as long again as a debounce would need to add one. */
    const settleAfter = async (lastChange: number) => {
      await waitFor(async () => {
        const { claimed } = await publishState();
        return claimed >= lastChange && hookCalls.some((call) => call.at >= claimed - 1);
      });
      await sleep(QUIET_MS + 1500);
    };

    it("calls the hook once for ten quick edits, after they stop", async () => {
      const { changes, gaps, bursts } = await saveInTurn([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      await settleAfter(changes.at(-1)!);
      console.log(
        `deploy hook on ${target.name}: ${hookCalls.length} call(s) for 10 saves over ${Math.round(changes.at(-1)! - changes[0]!)} ms ` +
          `(longest gap ${Math.round(Math.max(...gaps))} ms, ${bursts} burst(s)), ` +
          `${Math.round(hookCalls.at(-1)!.at - changes.at(-1)!)} ms after the last change (quiet period ${QUIET_MS} ms)`,
      );
      // One call for the burst (one was waited for above); at most one for each burst a busy machine made.
      expect(hookCalls.length).toBeLessThanOrEqual(bursts);
      expect(hookCalls.map((call) => call.method)).toEqual(hookCalls.map(() => "POST"));
      // Claimed once the content had been quiet for the whole period after the last save, and called after the claim
      // (1 ms: the two clocks' rounding).
      const { changed, claimed } = await publishState();
      expect(claimed - changed).toBeGreaterThanOrEqual(QUIET_MS);
      expect(hookCalls.at(-1)!.at).toBeGreaterThanOrEqual(claimed - 1);
    });

    it("does not call it for a save that row-level security refused", async () => {
      const before = hookCalls.length;
      expect((await save(3, null)).status).toBe(403);
      await sleep(QUIET_MS + 1500);
      expect(hookCalls).toHaveLength(before);
    });

    it("calls it once for a position added and closed at once, as for FAQ saves (submit-application)", async () => {
      const before = hookCalls.length;
      const token = await signToken(projectKey, { appRole: "positions_editor", issuer: `${supabaseUrl}/auth/v1` });
      const send = async (method: string, path: string, body: object) => {
        const response = await fetch(`${stack.functionsUrl}/submit-application/positions${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: siteOrigin },
          body: JSON.stringify(body),
        });
        await response.body?.cancel();
        return response.status;
      };
      const slug = `hook-analyst-${Date.now()}`;
      expect(
        await send("POST", "", {
          slug,
          title: "Data Analyst",
          location: "Remote",
          type: "Contract",
          description: "Reports and dashboards for staff and clients, from our placement data.",
          tags: ["SQL"],
        }),
      ).toBe(201);
      const added = (await publishState()).changed;
      expect(await send("PATCH", `/${slug}`, { open: false })).toBe(200);
      const closed = (await publishState()).changed;
      await settleAfter(closed);
      // One call (two only if a busy machine left the quiet period between them).
      expect(hookCalls.length - before).toBeLessThanOrEqual(burstsOf([added, closed]).bursts);
    });

    it("calls at most once per minimum interval: the saves in between go into the next call", async () => {
      await sleep(MIN_INTERVAL_MS);
      const before = hookCalls.length;
      expect((await save(12)).status).toBe(200);
      for (let i = 0; i < 600 && hookCalls.length < before + 1; i++) await sleep(50);
      const first = await publishState();
      // Saved right after the call: their quiet period ends before the minimum interval does.
      const { changes, bursts } = await saveInTurn([13, 14, 15]);
      await settleAfter(changes.at(-1)!);
      // One more call (at most one for each burst a busy machine made).
      expect(hookCalls.length - (before + 1)).toBeLessThanOrEqual(bursts);
      // The second claim waited out the interval, and the host heard nothing sooner.
      const second = await publishState();
      expect(second.claimed - first.claimed).toBeGreaterThanOrEqual(MIN_INTERVAL_MS);
      expect(hookCalls[before + 1]!.at).toBeGreaterThanOrEqual(first.claimed + MIN_INTERVAL_MS - 1);
    });

    it("calls again for a later edit, and the scheduled retry path calls once more after the host's error", async () => {
      await sleep(MIN_INTERVAL_MS);
      const before = hookCalls.length;
      answers.push(500);
      const { changes } = await saveInTurn([11]);
      await settleAfter(changes[0]!);
      expect(hookCalls).toHaveLength(before + 1);
      const failed = await publishState();
      // The retry path (pg_cron's, here called by hand) calls again once the back-off (2 s) has passed; then nothing.
      for (let i = 0; i < 100 && hookCalls.length < before + 2; i++) {
        await stack.runRetry();
        await sleep(250);
      }
      await stack.runRetry();
      expect(hookCalls).toHaveLength(before + 2);
      // The retry's claim came after the back-off, which starts when the failure is reported (after the first claim).
      expect((await publishState()).claimed - failed.claimed).toBeGreaterThanOrEqual(2000);
      expect(stack.logs.join("\n")).toMatch(/"event":"site.deploy_hook_failed".*"error":"HTTP 500"/);
    });
  });
}
