// The FAQ suites' fixtures: a site per worker whose faqs function trusts the test's keys, and a staff session put in
// place as supabase-js keeps it.
import { expect, test as base } from "../worker.ts";
import type { Page } from "@playwright/test";
import { watchCspViolations } from "../helpers.ts";

export { startLocalSite, type FaqSite } from "../worker.ts";

/** The supabase-js storage key of the staff session (app/staff/auth/staff-session.ts). */
export const staffSessionKey = "solvix-staff-auth";

/**
 * The FAQ suites' test type: the worker's own site and backend (`faqSite`, a worker fixture of worker.ts, whose faqs
 * function trusts the test's JWKS), and no CSP violation in any test.
 */
export const test = base.extend<{ cspClean: void }>({
  // Staff sign-in and FAQ editing run under the build's real headers: any CSP violation fails the test.
  cspClean: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use();
      expect(await violations(), "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

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
