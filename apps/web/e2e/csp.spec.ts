// The site under its real Content-Security-Policy (hashed inline scripts, no 'unsafe-inline'): none of the
// interactions that load code or styles later (mobile menu, accordions, search, enquiry form) makes the browser report
// a violation. Each route's policy is checked without a browser (scripts/built-headers.test.ts), and each route is
// loaded once per width by site.spec.ts, whose console check fails on a CSP violation; staff sign-in and FAQ editing
// check the same through their fixture (faq/fixtures.ts).
import { expect, test } from "./worker.ts";
import { waitForHydration, watchCspViolations } from "./helpers.ts";

test(
  "the mobile menu is a modal dialog that locks scrolling without an inline style element",
  { tag: "@phone" },
  async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await page.locator("dialog").evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
    expect(await violations()).toEqual([]);
  },
);

test("accordions, search and the enquiry form work without a CSP violation", async ({ page }) => {
  const violations = await watchCspViolations(page);

  // Accordion answers animate through CSS variables set in style attributes (allowed by their hashes).
  await page.goto("/services/talent-outsourcing");
  await waitForHydration(page);
  const trigger = page.locator('main [data-slot="accordion-trigger"]').first();
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(`#${await trigger.getAttribute("aria-controls")}`)).toBeVisible();

  await page.goto("/search");
  await waitForHydration(page);
  await page.getByRole("searchbox").fill("legal");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();

  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");

  expect(await violations()).toEqual([]);
});
