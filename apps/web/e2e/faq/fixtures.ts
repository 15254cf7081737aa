// The FAQ suites' fixtures: a site per worker whose faqs function trusts the test's keys, and a staff session put in
// place as supabase-js keeps it.
import { test as base, expect, type Page } from "@playwright/test";
import { startLocalSite as startSite, type LocalSite } from "../../server/local-site.ts";
import { watchCspViolations } from "../helpers.ts";
import { startTestAuth, testIssuer, type TestAuth } from "./test-auth.ts";

/** The supabase-js storage key of the staff session (app/staff/auth/staff-session.ts). */
export const staffSessionKey = "solvix-staff-auth";

/** A local site whose faqs function trusts the test's JWKS. */
export interface FaqSite extends LocalSite {
  auth: TestAuth;
}

/**
 * The built site with its own backend on a fresh data folder (PGlite persisted there, so a restarted backend keeps
 * its rows). `functionEnv` tells the faqs function which keys to trust; without SUPABASE_JWKS_URL it trusts the
 * stack's development-only key (LOCAL_JWKS_FILE).
 */
export function startLocalSite(functionEnv: Record<string, string> = {}): Promise<LocalSite> {
  return startSite({ backend: { functionEnv, retryIntervalMs: 0, log: () => {} } });
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
      // Every spec of this worker sends from 127.0.0.1 to this one site: the per-client limit on form attempts (5 in
      // 10 minutes by default) would refuse whichever spec came after the others' sends. The limit has its own tests
      // (backend suites; contact.spec on its own site).
      const site = await startLocalSite({
        SUPABASE_JWKS_URL: auth.jwksUrl,
        JWT_ISSUER: testIssuer,
        RATE_LIMIT_MAX: "1000",
        ANALYTICS_EVENTS_PER_MINUTE: "100000",
      });
      await provide(Object.assign(site, { auth }));
      await site.stop();
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
