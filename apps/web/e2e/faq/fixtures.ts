import { test as base, expect, type Page } from "@playwright/test";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSiteServer, listen } from "../../server/serve.ts";
import { watchCspViolations } from "../helpers.ts";
import { startTestAuth, testIssuer, type TestAuth } from "./test-auth.ts";

/** The supabase-js storage key of the staff session (features/faq-editing/staff-session.ts). */
export const staffSessionKey = "solvix-staff-auth";

/** The part of the embedded stack's API (supabase/local/stack.ts) these tests use. */
interface Stack {
  functionsUrl: string;
  stop(): Promise<void>;
}
interface StackOptions {
  dataDir: string;
  ports: { functions: number; db: number; mail: number; smtp: number };
  allowedOrigins: string[];
  retryIntervalMs: number;
  functionEnv: Record<string, string>;
  log: (line: string) => void;
}

/** Loaded at run time, so the site's type-check does not take in the backend's sources. */
async function startStack(options: StackOptions): Promise<Stack> {
  const url = new URL("../../../../supabase/local/stack.ts", import.meta.url).href;
  const stack = (await import(url)) as { startStack: (options: StackOptions) => Promise<Stack> };
  return stack.startStack(options);
}

/** A local site whose faqs function trusts the test's JWKS. */
export interface FaqSite extends LocalSite {
  auth: TestAuth;
}

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  return typeof address === "object" && address ? address.port : 0;
}

export interface LocalSite {
  url: string;
  /** The backend's data folder (PGlite, the development signing key). */
  dataDir: string;
  stack: Stack;
  /** Stops the backend (the site keeps serving); `startBackend` brings a new one up on the same port and data. */
  stopBackend(): Promise<void>;
  startBackend(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The built site on its own server with its own backend (faqs function under Deno, PGlite on a fresh data folder),
 * wired as `npm start` wires them: the backend proxied at /functions/v1/. `functionEnv` tells the faqs function which
 * keys to trust; without SUPABASE_JWKS_URL it trusts the stack's development-only key (LOCAL_JWKS_FILE).
 */
export async function startLocalSite(functionEnv: Record<string, string> = {}): Promise<LocalSite> {
  const dataDir = await mkdtemp(join(tmpdir(), "solvix-e2e-faq-"));
  const functionsPort = await freePort();
  const site = createSiteServer({ proxy: { "/functions/v1/": `http://127.0.0.1:${functionsPort}/functions/v1` } });
  const url = await listen(site, 0);
  const start = () =>
    startStack({
      dataDir,
      ports: { functions: functionsPort, db: 0, mail: 0, smtp: 0 },
      allowedOrigins: [url],
      retryIntervalMs: 0,
      functionEnv,
      log: () => {},
    });
  let stack: Stack | undefined = await start();
  return {
    url,
    dataDir,
    get stack() {
      if (!stack) throw new Error("The backend is stopped");
      return stack;
    },
    async stopBackend() {
      await stack?.stop();
      stack = undefined;
    },
    async startBackend() {
      stack ??= await start();
    },
    async close() {
      await stack?.stop();
      stack = undefined;
      await new Promise<void>((done) => site.close(() => done()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Each worker gets its own site and backend whose faqs function trusts the test's JWKS — so edits in one worker never
 * race the other's checks, and a test may stop the backend. The server the Playwright config starts is not told about
 * the test key.
 */
export const test = base.extend<{ cspClean: void }, { faqSite: FaqSite }>({
  // Staff sign-in and FAQ editing run under the build's real headers: any CSP violation fails the test.
  cspClean: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use();
      expect(await violations(), "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  faqSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, provide) => {
      const auth = await startTestAuth();
      const site = await startLocalSite({ SUPABASE_JWKS_URL: auth.jwksUrl, JWT_ISSUER: testIssuer });
      await provide(Object.assign(site, { auth }));
      await site.close();
      await auth.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect } from "@playwright/test";

/** Puts a staff session into the page's local storage as supabase-js keeps it, before any page script runs. */
export async function signInAs(page: Page, accessToken: string): Promise<void> {
  const [, payload = ""] = accessToken.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
    sub: string;
    exp: number;
    email: string;
    app_metadata: object;
  };
  const session = {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: claims.exp - Math.floor(Date.now() / 1000),
    expires_at: claims.exp,
    // Not refreshable: there is no auth server here (the test plays only its JWKS endpoint).
    refresh_token: "e2e-test-no-refresh",
    user: {
      id: claims.sub,
      aud: "authenticated",
      role: "authenticated",
      email: claims.email,
      app_metadata: claims.app_metadata,
      user_metadata: {},
    },
  };
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: staffSessionKey,
    value: JSON.stringify(session),
  });
}
