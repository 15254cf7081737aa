// The inline stylesheet of every page is complete for its HTML: with JavaScript off (the whole stylesheet never
// arrives) each page looks exactly as it does once the whole stylesheet has been applied; with JavaScript on the whole
// stylesheet follows with the app after the first paint, and nothing before that paint but the document itself.
import { expect, test, type Page } from "@playwright/test";
import { listRoutes } from "@solvix/content/routes";
import { join } from "node:path";
import { siteStylesheet } from "../../scripts/critical-css.ts";
import { waitForHydration } from "../helpers.ts";

const client = join(import.meta.dirname, "../..", process.env.WEB_BUILD_DIR ?? "build", "client");
const stylesheet = siteStylesheet(client);
const routes = [
  ...new Set(
    listRoutes()
      .filter((route) => route.kind !== "alias")
      .map((route) => route.path),
  ),
];

/** A full-page screenshot with Inter blocked (both renderings use the fallback face: this compares rules, not fonts). */
async function shot(page: Page): Promise<Buffer> {
  return page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
}

test.describe("JavaScript off: the inline rules alone", () => {
  // Reduced motion: the hero illustrations' endless animations would otherwise be caught at different points.
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

  for (const path of routes) {
    test(`${path} looks the same with the whole stylesheet`, async ({ page }, testInfo) => {
      await page.route("**/*.woff2", (route) => route.abort());
      await page.goto(path);
      expect(await page.locator('link[rel="stylesheet"], link[rel="modulepreload"]').count()).toBe(0);
      const inline = await shot(page);
      // The same page with the whole stylesheet linked at the end of its head, as the bootstrap links it.
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace("</head>", `<link rel="stylesheet" href="${stylesheet}"/></head>`);
        await route.fulfill({ response, body: html });
      });
      await page.goto(path);
      await expect(page.locator(`link[rel="stylesheet"][href="${stylesheet}"]`)).toHaveCount(1);
      const whole = await shot(page);
      if (!inline.equals(whole)) {
        await testInfo.attach("inline rules only", { body: inline, contentType: "image/png" });
        await testInfo.attach("with the whole stylesheet", { body: whole, contentType: "image/png" });
      }
      expect(inline.equals(whole), `${path}: a rule the page uses is missing from its inline stylesheet`).toBe(true);
    });
  }
});

test("JavaScript on: the app starts with the whole stylesheet and Inter", async ({ page }) => {
  await page.goto("/services/employer-of-record");
  await waitForHydration(page);
  await expect(page.locator(`link[rel="stylesheet"][href="${stylesheet}"]`)).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
});
