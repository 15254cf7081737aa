/**
 * A way to act from every screen, as a buyer meets it: the header's "Get Started" at a phone's and a desktop's width
 * (beside the menu button on a phone), a button in the first screen of every landing page, and the form linked from
 * the FAQ page. The first screen at both widths (390 and 1440 px); the FAQ page's links once.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../worker.ts";
import { listLandingPages } from "@solvix/content/landing";
import { waitForHydration } from "../helpers.ts";

const headerAction = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Get Started", exact: true });

test(
  "the header's call to action is on the first screen of every template, one tap from the form",
  { tag: "@both-widths" },
  async ({ page, isMobile }) => {
    for (const path of ["/", "/about", "/industries/legal", "/faqs"]) {
      await page.goto(path);
      const action = headerAction(page);
      await expect(action).toBeVisible();
      await expect(action).toHaveAttribute("href", "/contact");
      const box = (await action.boundingBox())!;
      const viewport = page.viewportSize()!;
      // Inside the view, and the header does not overflow it.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(64);
      expect(await page.getByRole("banner").evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(true);
      if (isMobile) {
        // Beside the menu button: on the same row, just to its left.
        const menu = (await page.getByRole("banner").getByRole("button", { name: "Open menu" }).boundingBox())!;
        expect(Math.abs(box.y + box.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(4);
        expect(menu.x - (box.x + box.width)).toBeGreaterThanOrEqual(0);
        expect(menu.x - (box.x + box.width)).toBeLessThan(24);
      }
    }
    await waitForHydration(page);
    await headerAction(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch");
  },
);

test(
  "at 320 px (the reflow width) the header keeps its action and the menu button on screen",
  { tag: "@phone" },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/", "/sectors/telecommunication"]) {
      await page.goto(path);
      const banner = page.getByRole("banner");
      for (const control of [headerAction(page), banner.getByRole("button", { name: "Open menu" })]) {
        await expect(control).toBeVisible();
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(320);
      }
      expect(await banner.evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(true);
      // The logo link keeps its name when its wordmark gives way.
      await expect(banner.getByRole("link", { name: /home/i })).toBeVisible();
    }
  },
);

test.describe("the prerendered first screen", () => {
  // The hero is prerendered and nothing moves it once scripts run (CLS 0): its HTML alone shows where the button is,
  // and the 27 pages at two widths load without hydrating each.
  test.use({ javaScriptEnabled: false });

  test(
    "every landing page has a button to the form in its hero, on the first screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      for (const landing of listLandingPages()) {
        await page.goto(landing.canonicalPath);
        const hero = page.locator("main section").first();
        await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
        const button = hero.locator('a[href="/contact"]').first();
        await expect(button, landing.canonicalPath).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(
          box.y + box.height,
          `${landing.canonicalPath}: the hero button is on the first screen`,
        ).toBeLessThanOrEqual(page.viewportSize()!.height);
      }
    },
  );
});

test("the FAQ page links to the enquiry form beside its e-mail and phone links", async ({ page }) => {
  await page.goto("/faqs");
  const card = page.getByRole("complementary", { name: "Still Have Questions?" });
  await expect(card.getByRole("link", { name: "Send Us a Message" })).toHaveAttribute("href", "/contact");
  await expect(card.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(card.locator('a[href^="tel:"]')).toBeVisible();
});
