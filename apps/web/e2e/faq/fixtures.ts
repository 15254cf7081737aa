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
 * function trusts the test's JWKS), no CSP violation in any test, and a failed test's trail of presses and submits.
 */
export const test = base.extend<{ cspClean: void; formTrail: void }>({
  // Staff sign-in and FAQ editing run under the build's real headers: any CSP violation fails the test.
  cspClean: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use();
      expect(await violations(), "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  // What the page did with each press, printed for a failed test: where the pointer went down and up, the click, a
  // field the browser's own validation refused, the submit. A save that shows nothing (session 47's lost Save: no
  // "Saving...", no message) then says which step never happened.
  formTrail: [
    async ({ page }, use, testInfo) => {
      const trail: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "debug" && message.text().startsWith("e2e-trail ")) trail.push(message.text().slice(10));
      });
      await page.addInitScript(() => {
        const named = (target: EventTarget | null) => {
          if (!(target instanceof Element)) return String(target);
          const label = target.getAttribute("name") ?? target.getAttribute("aria-label") ?? target.textContent ?? "";
          return `${target.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
        };
        const at = (event: Event) =>
          event instanceof MouseEvent ? ` at ${Math.round(event.clientX)},${Math.round(event.clientY)}` : "";
        for (const type of ["pointerdown", "pointerup", "click", "invalid", "submit"]) {
          document.addEventListener(
            type,
            (event) => console.debug(`e2e-trail ${type} ${named(event.target)}${at(event)}, scrollY ${scrollY}`),
            true,
          );
        }
      });
      await use();
      // Printed, not attached: the list reporter cuts a text attachment at 300 characters.
      if (testInfo.status !== testInfo.expectedStatus && trail.length) {
        console.log([`form trail of "${testInfo.title}" (its last 40 events):`, ...trail.slice(-40)].join("\n  "));
      }
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
