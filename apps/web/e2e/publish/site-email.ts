/**
 * A site built with its own e-mail address shows it everywhere and never the placeholder: in every prerendered page,
 * after hydration, and on /faqs after the live list (stored rows with an {email} token) has replaced the cards. Run on
 * the site publish-on-save.spec.ts rebuilds with SITE_EMAIL set (that rebuild is a whole build: a build of its own
 * here cost a build's CPU time and a backend's start).
 */
import { expect, type test as base } from "../worker.ts";
import { listRoutes } from "@solvix/content/routes";
import { waitForHydration } from "../helpers.ts";

export const EMAIL = "enquiries@harbour-remote.test";
const PLACEHOLDER = "hello@example.com";

/**
 * Hydrated, the pages whose own code or content writes the address: the footer and structured data of every page
 * (the home page stands for them), the contact page's details, the legal pages' text. Hydration renders the HTML's
 * own tree from the same route data (a difference is a hydration error, which the site sweep catches on every route).
 */
const hydratedSample = ["/", "/contact", "/terms", "/privacy-policy"];

/** The two tests, on the site at `origin()` (built with SITE_EMAIL = EMAIL). */
export function siteEmailChecks(test: typeof base, origin: () => string): void {
  test("no page carries the placeholder address, before or after hydration", async ({ page, request }) => {
    const site = origin();
    let shown = 0;
    for (const route of listRoutes()) {
      const html = await (await request.get(`${site}${route.path}`)).text();
      expect(html.includes(PLACEHOLDER), `${route.path} as prerendered`).toBe(false);
      if (html.includes(EMAIL)) shown += 1;
    }
    // The address is in every page's footer: the setting did reach the build.
    expect(shown).toBe(listRoutes().length);
    for (const path of hydratedSample) {
      await page.goto(`${site}${path}`);
      await waitForHydration(page);
      const hydrated = await page.content();
      expect(hydrated.includes(PLACEHOLDER), `${path} after hydration`).toBe(false);
      expect(hydrated.includes(EMAIL), `${path} after hydration`).toBe(true);
    }
  });

  test("/faqs: the live list's stored {email} is filled with the setting", async ({ page }) => {
    const live = page.waitForResponse((response) => response.url().endsWith("/functions/v1/faqs") && response.ok());
    await page.goto(`${origin()}/faqs`);
    const rows = (await (await live).json()) as { faqs: { id: number; answer: string }[] };
    // The stored row keeps the token; the page shows the address.
    expect(rows.faqs.find((row) => row.id === 24)?.answer).toContain("{email}");
    await waitForHydration(page);
    const answer = page.locator("main").getByText(/Send us a message through our contact page/);
    await expect(answer).toContainText(EMAIL);
    expect((await page.content()).includes(PLACEHOLDER), "placeholder in the page").toBe(false);
    // Tokens travel in the route data (the stored text) but never reach the words on the page.
    const text = await page.locator("body").innerText();
    expect(text.match(/\{(email|phone|brand)\}/g) ?? []).toEqual([]);
  });
}
