// The savings calculator on the built site: URL state (open, change, share, reload), keyboard use, the contact hand-off,
// the page without JavaScript, and axe at both viewports.
import type { Page } from "@playwright/test";
import { expect, test } from "../worker.ts";
import { collectErrors, expectNoAxeViolations, waitForHydration, waitForReact } from "../helpers.ts";

const results = (page: Page) => page.locator("section[aria-labelledby='calculator-results']");

test.describe("savings calculator", () => {
  test("a shared link shows its team and figures", { tag: "@both-widths" }, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/savings-calculator?role=structural-engineer&count=3");
    await waitForHydration(page);
    await expect(page.getByLabel("Structural Engineer", { exact: true })).toHaveValue("3");
    const panel = results(page);
    await expect(panel.getByText("3 × Structural Engineer")).toBeVisible();
    // 3 × USD 85,000-110,000 local, 3 × 14,000-22,000 remote; like-for-like savings; percentages rounded down.
    await expect(panel.getByText("USD 255,000 – 330,000").first()).toBeVisible();
    await expect(panel.getByText("USD 42,000 – 66,000").first()).toBeVisible();
    await expect(panel.getByText("USD 213,000 – 264,000").first()).toBeVisible();
    await expect(panel.getByText("80–83%").first()).toBeVisible();
    await expect(panel.locator("[aria-live='polite']")).toHaveText(
      "USD total: a salary difference of USD 213,000 – 264,000 a year (80–83% lower).",
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("changing the team rewrites the URL, and the URL restores it", async ({ page }) => {
    await page.goto("/savings-calculator?role=structural-engineer&count=3");
    await waitForHydration(page);
    await page.getByRole("button", { name: "One more CAD Designer" }).click();
    await page.getByRole("button", { name: "One more CAD Designer" }).click();
    await expect(page).toHaveURL(/\?role=structural-engineer&count=3&role=cad-designer&count=2$/);
    // The IT developer is totalled in SGD, apart from the USD roles.
    await page.getByRole("button", { name: "One more Software Developer" }).click();
    const live = results(page).locator("[aria-live='polite']");
    await expect(live).toHaveText(
      "USD total: a salary difference of USD 305,000 – 384,000 a year (80–83% lower). SGD total: a salary difference of SGD 78,000 – 108,000 a year (75–81% lower).",
    );
    const shared = page.url();
    await page.goto("/");
    await page.goto(shared);
    await waitForHydration(page);
    await expect(page.getByLabel("CAD Designer", { exact: true })).toHaveValue("2");
    await expect(page.getByLabel("Software Developer", { exact: true })).toHaveValue("1");
    await expect(live).toContainText("USD 305,000 – 384,000");
    await page.getByRole("button", { name: "One fewer Structural Engineer" }).click();
    await expect(page).toHaveURL(
      /\?role=structural-engineer&count=2&role=cad-designer&count=2&role=software-developer&count=1$/,
    );
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/savings-calculator$/);
    await expect(results(page)).toContainText("Set a headcount for at least one role");
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto("/savings-calculator");
    await waitForHydration(page);
    const input = page.getByLabel("Paralegal", { exact: true });
    // The calculator hydrates from its own chunk, after the page.
    await waitForReact(input);
    await input.focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(input).toHaveValue("2");
    await expect(page).toHaveURL(/\?role=paralegal&count=2$/);
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "One fewer Paralegal" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("1");
    await input.fill("70");
    await expect(input).toHaveValue("50");
    await expect(page.getByText("Up to 50 per role here")).toBeVisible();
  });

  test("says what it changed in a link it cannot follow exactly", async ({ page }) => {
    await page.goto("/savings-calculator?role=bogus&count=2&role=risk-specialist&count=0");
    await waitForHydration(page);
    await expect(page.getByText("(“bogus”); it was left out")).toBeVisible();
    await expect(
      page.getByText("The headcount for Risk Specialist must be a whole number from 1 to 50; it is set to 1."),
    ).toBeVisible();
    await expect(page.getByLabel("Risk Specialist", { exact: true })).toHaveValue("1");
  });

  test("'Discuss this team' writes the team into the enquiry message", async ({ page }) => {
    await page.goto("/savings-calculator?role=structural-engineer&count=3&role=quantity-surveyor&count=1");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Discuss this team" }).click();
    await expect(page).toHaveURL(/\/contact\?role=structural-engineer&count=3&role=quantity-surveyor&count=1$/);
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      "I would like to discuss a remote team of: 3 × Structural Engineer, 1 × Quantity Surveyor (from the savings calculator).",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("shows the full salary table and how savings are worked out", async ({ page }) => {
      await page.goto("/savings-calculator");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local or Remote: What Would Your Team Earn?");
      const yearly = page.getByRole("table", { name: /Yearly salaries/ });
      await expect(yearly.getByRole("row")).toHaveCount(10);
      await expect(yearly.getByRole("row", { name: /Structural Engineer/ })).toContainText("USD 85,000 - 110,000");
      await expect(yearly.getByRole("row", { name: /Paralegal/ })).toContainText("USD 10,000 - 16,000");
      const monthly = page.getByRole("table", { name: /Monthly salaries/ });
      await expect(monthly.getByRole("row", { name: /Software Developer/ })).toContainText("SGD 8,000 - 12,000");
      await expect(page.getByRole("heading", { name: "How the Salary Difference Is Worked Out" })).toBeVisible();
      await expect(page.getByText("rounded down to a whole percent")).toBeVisible();
      // Chromium's script switch does not render <noscript> the way a browser without scripting does: check the markup.
      const html = await (await page.request.get("/savings-calculator")).text();
      expect(html).toMatch(/<noscript>[^]*The interactive calculator needs JavaScript\.[^]*<\/noscript>/);
    });
  });
});

test("the calculator is linked from the home, finance-service and engineering pages", async ({ page }) => {
  for (const path of ["/", "/industries/finance-service", "/industries/engineering-construction"]) {
    await page.goto(path);
    await expect(page.locator("main a[href^='/savings-calculator']").first(), path).toBeAttached();
  }
});
