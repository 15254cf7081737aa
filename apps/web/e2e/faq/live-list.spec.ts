// While the site is being rebuilt after a save, the prerendered FAQs are older than the database: the live list shows
// the saved rows without a layout shift. A site of its own (its stack saves rows the build does not have, as during a
// rebuild), so the other FAQ suites' rows stay as they expect them.
import { initialFaqs } from "@solvix/content/pages/faqs";
import type { Page } from "@playwright/test";
import type { LocalSite } from "../../server/local-site.ts";
import { waitForHydration, watchLayoutShifts } from "../helpers.ts";
import { expect, startLocalSite, test } from "./fixtures.ts";
import { startTestAuth, testIssuer, type TestAuth } from "./test-auth.ts";

let site: LocalSite;
let auth: TestAuth;

test.beforeAll(async () => {
  auth = await startTestAuth();
  site = await startLocalSite({ SUPABASE_JWKS_URL: auth.jwksUrl, JWT_ISSUER: testIssuer });
});
test.afterAll(async () => {
  await site?.stop();
  await auth?.close();
});

async function save(id: number, answer: string): Promise<void> {
  const response = await fetch(`${site.url}/functions/v1/faqs/${id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${auth.token({ role: "editor" })}`, "content-type": "application/json" },
    body: JSON.stringify({ question: initialFaqs[id - 1]?.question, answer }),
  });
  expect(response.status).toBe(200);
}

const onScreen = (page: Page, id: number) =>
  page.locator(`#faq-${id}`).evaluate((card) => {
    const box = card.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });

test("shows saved rows the build does not have yet, without moving what the visitor sees", async ({ page }) => {
  const longer = (id: number) =>
    `Saved after the build (card ${id}): ${"a much longer answer than the built one, so the card grows, ".repeat(4).trim()}`;
  await save(1, longer(1));
  await save(20, longer(20));

  const shifts = await watchLayoutShifts(page);
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === "/functions/v1/faqs");
  await page.goto(`${site.url}/faqs`);
  await waitForHydration(page);
  expect((await listed).ok()).toBe(true);
  // The first card is on screen when the list arrives, the twentieth far below it.
  expect(await onScreen(page, 1)).toBe(true);
  expect(await onScreen(page, 20)).toBe(false);

  // Below the screen: the saved text at once. On screen: the built text, until the card has left the screen.
  await expect(page.locator("#faq-20")).toContainText(longer(20));
  await expect(page.locator("#faq-1")).toContainText(initialFaqs[0]!.answer);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator("#faq-1")).toContainText(longer(1));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("#faq-1")).toBeInViewport();
  await expect(page.locator("#faq-1")).toContainText(longer(1));

  expect(await shifts(), "layout shifts").toEqual([]);
});
