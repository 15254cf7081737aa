// The faqs function under real Deno on PGlite and Postgres 15. Supabase Auth's hosted JWKS endpoint cannot run here:
// a local HTTP server plays it (serving the public key of a test signing key), and tokens are signed with that key.
import { initialFaqs } from "@solvix/content/pages/faqs";
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from "jose";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDevSigningKey, signToken } from "../../local/dev-auth.ts";
import { siteOrigin, startTestStack, type TestStack } from "../../tests/helpers.ts";
import { stackTargets } from "../../tests/targets.ts";

async function testKey(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: "ES256" };
}

const targets = stackTargets();

for (const target of targets) {
  describe.runIf(target.available)(`faqs function on ${target.name}`, () => {
    let stack: TestStack;
    let jwksServer: Server;
    let projectKey: JWK;
    let url: string;
    /** Stand-in for https://<project>.supabase.co: tokens carry iss = <SUPABASE_URL>/auth/v1, as Supabase Auth's do. */
    let supabaseUrl: string;
    const sign = (claims: Parameters<typeof signToken>[1] = {}, key = projectKey) =>
      signToken(key, { issuer: `${supabaseUrl}/auth/v1`, ...claims });

    beforeAll(async () => {
      projectKey = await testKey("project-key");
      const { d: _d, ...publicKey } = projectKey;
      // Stand-in for https://<project>.supabase.co/auth/v1/.well-known/jwks.json
      jwksServer = createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [publicKey] }));
      });
      await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
      const address = jwksServer.address();
      const port = typeof address === "object" && address ? address.port : 0;
      supabaseUrl = `http://127.0.0.1:${port}`;
      // Only SUPABASE_URL, as on Supabase: the key set and the issuer both derive from it.
      stack = await startTestStack({
        databaseUrl: await target.databaseUrl(),
        functionEnv: { SUPABASE_URL: supabaseUrl },
      });
      url = `${stack.functionsUrl}/faqs`;
    });
    afterAll(async () => {
      await stack?.dispose();
      await new Promise((resolve) => jwksServer?.close(resolve));
    });

    const call = async (method: string, path: string, token: string | null, body?: unknown) => {
      const headers: Record<string, string> = { origin: siteOrigin, apikey: "sb_publishable_test" };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
        headers: response.headers,
      };
    };
    const question = async (id: number) => {
      const [row] = await stack.db.query<{ question: string }>("select question from public.faqs where id = $1", [id]);
      return row?.question;
    };
    const edit = {
      question: "What exactly is remote staffing?",
      answer: "Dedicated full-time professionals working for you from abroad.",
    };

    it("lists the 24 FAQs for a visitor with the publishable key", async () => {
      const answer = await call("GET", "", "sb_publishable_test");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("access-control-allow-origin")).toBe(siteOrigin);
      const faqs = answer.body.faqs as { id: number; question: string }[];
      expect(faqs.map((f) => [f.id, f.question])).toEqual(initialFaqs.map((f) => [f.id, f.question]));
    });

    it("answers the preflight for GET and PATCH", async () => {
      const response = await fetch(`${url}/1`, {
        method: "OPTIONS",
        headers: { origin: siteOrigin, "access-control-request-method": "PATCH" },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-methods")).toBe("GET, PATCH, OPTIONS");
    });

    it("changes nothing for a visitor's key", async () => {
      for (const token of ["sb_publishable_test", null]) {
        const answer = await call("PATCH", "/1", token, edit);
        expect(answer).toMatchObject({ status: 403, body: { error: "Only signed-in editors can change FAQs." } });
      }
      expect(await question(1)).toBe(initialFaqs[0]?.question);
    });

    it("refuses a forged token: another key, a tampered payload, a symmetric or unsigned token, an expired one", async () => {
      const forger = await testKey("project-key");
      const forged = await sign({ appRole: "editor" }, forger);
      const genuine = await sign({ appRole: null });
      const [h, p, s] = genuine.split(".");
      const payload = JSON.parse(Buffer.from(p ?? "", "base64url").toString()) as Record<string, unknown>;
      const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, app_metadata: { role: "editor" } })).toString("base64url")}.${s}`;
      const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${Buffer.from(JSON.stringify({ ...payload, app_metadata: { role: "editor" } })).toString("base64url")}.`;
      const hs256 = `${Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url")}.${Buffer.from(JSON.stringify({ ...payload, app_metadata: { role: "editor" } })).toString("base64url")}.c2ln`;
      const expired = await sign({ appRole: "editor", expiresInSeconds: -120 });
      const otherIssuer = await sign({ appRole: "editor", issuer: "https://other-project.supabase.co/auth/v1" });
      const claims = { role: "authenticated", aud: "authenticated", app_metadata: { role: "editor" } };
      const now = Math.floor(Date.now() / 1000);
      const key = await importJWK(projectKey, "ES256");
      const header = { alg: "ES256", kid: projectKey.kid, typ: "JWT" };
      const noExp = await new SignJWT(claims)
        .setProtectedHeader(header)
        .setSubject("44444444-4444-4444-8444-444444444444")
        .setIssuer(`${supabaseUrl}/auth/v1`)
        .setIssuedAt(now)
        .sign(key);
      const noSub = await new SignJWT(claims)
        .setProtectedHeader(header)
        .setIssuer(`${supabaseUrl}/auth/v1`)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key);
      const noIss = await new SignJWT(claims)
        .setProtectedHeader(header)
        .setSubject("44444444-4444-4444-8444-444444444444")
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key);
      for (const token of [forged, tampered, unsigned, hs256, expired, otherIssuer, noExp, noSub, noIss]) {
        const answer = await call("PATCH", "/1", token, edit);
        expect(answer.status, token.slice(0, 30)).toBe(401);
        expect(answer.body.error).toBe("Your session is invalid or has expired. Please sign in again.");
      }
      expect(await question(1)).toBe(initialFaqs[0]?.question);
    });

    it("tolerates a few seconds of clock difference with Supabase Auth, not minutes", async () => {
      const justExpired = await sign({ appRole: null, expiresInSeconds: -10 });
      expect((await call("GET", "", justExpired)).status).toBe(200);
      const longExpired = await sign({ appRole: null, expiresInSeconds: -90 });
      expect((await call("GET", "", longExpired)).status).toBe(401);
    });

    it("changes nothing for a signed-in user who is not an editor", async () => {
      const token = await sign({ appRole: null });
      const answer = await call("PATCH", "/1", token, edit);
      expect(answer).toMatchObject({ status: 403, body: { error: "Only signed-in editors can change FAQs." } });
      expect(await question(1)).toBe(initialFaqs[0]?.question);
      // Reading still works for them.
      expect((await call("GET", "", token)).status).toBe(200);
    });

    it("lets an editor save, and every visitor then reads the saved text (HTML kept as text)", async () => {
      const token = await sign({ appRole: "editor", sub: "33333333-3333-4333-8333-333333333333" });
      const saved = {
        question: "Is <script>alert(1)</script> shown as text?",
        answer: "Yes: the page renders it as plain text.",
      };
      const answer = await call("PATCH", "/5", token, saved);
      expect(answer.status).toBe(200);
      expect(answer.body.faq).toMatchObject({ id: 5, ...saved });
      const visitor = await call("GET", "", "sb_publishable_test");
      expect((visitor.body.faqs as { id: number; question: string }[]).find((f) => f.id === 5)?.question).toBe(
        saved.question,
      );
      const [row] = await stack.db.query<{ updated_by: string }>("select updated_by from public.faqs where id = 5");
      expect(row?.updated_by).toBe("33333333-3333-4333-8333-333333333333");
    });

    it("validates an editor's text with clear messages and answers 404 for an unknown id", async () => {
      const token = await sign({ appRole: "editor" });
      const empty = await call("PATCH", "/6", token, { question: "   ", answer: "x".repeat(3001), extra: 1 });
      expect(empty.status).toBe(400);
      expect(Object.keys(empty.body.fields as object).sort()).toEqual(["answer", "extra", "question"]);
      expect((await call("PATCH", "/999", token, edit)).status).toBe(404);
      expect((await call("PATCH", "/abc", token, edit)).status).toBe(404);
    });
  });
}

/** PATCH /faqs/7 with an editor token minted with the stack's development-only key. */
async function patchWithDevelopmentKey(stack: TestStack): Promise<Response> {
  const key = await ensureDevSigningKey(stack.dataDir);
  const token = await signToken(key.privateJwk, { appRole: "editor" });
  return fetch(`${stack.functionsUrl}/faqs/7`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: siteOrigin },
    body: JSON.stringify({ question: "Edited locally?", answer: "Yes, with a development-only token." }),
  });
}

for (const target of targets) {
  const embedded = target.name === "PGlite";
  describe.runIf(target.available)(`faqs function and the development-only signing key on ${target.name}`, () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await startTestStack({ databaseUrl: await target.databaseUrl() });
    });
    afterAll(async () => {
      await stack?.dispose();
    });

    it(
      embedded
        ? "accepts an editor token minted with the stack's development key (embedded database)"
        : "does not trust the development key next to an external database: that needs a real project's keys",
      async () => {
        const response = await patchWithDevelopmentKey(stack);
        if (embedded) expect(response.status).toBe(200);
        else {
          expect(response.status).toBe(401);
          expect(await response.json()).toEqual({ error: "Signing in is not configured for this service." });
        }
      },
    );
  });
}
