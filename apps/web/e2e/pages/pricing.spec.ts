/**
 * The pricing page (issue 49) as a buyer meets it: from the footer, how the fee is made and what it covers, the stages
 * with their times, and, while no "from" prices are published, "prices are quoted per team" with the enquiry form.
 * It is in the sitemap and the site search finds it.
 */
import { expect, test } from "../worker.ts";
import { pricingPage } from "@solvix/content/pages/pricing";
import { collectErrors, expectNoAxeViolations, waitForHydration } from "../helpers.ts";

test(
  "the footer leads to /pricing, which explains the fee and asks for the team",
  { tag: "@both-widths" },
  async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricingPage.hero.title);
    for (const card of pricingPage.fee.items)
      await expect(page.getByRole("heading", { name: card.title })).toBeVisible();
    for (const step of pricingPage.timeline.items) await expect(page.getByText(step.description)).toBeVisible();
    await expect(page.getByText("3-5 business days after the agreement is signed")).toBeVisible();
    const quote = page.getByRole("heading", { name: pricingPage.quote.title });
    await quote.scrollIntoViewIfNeeded();
    await expect(quote).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: pricingPage.quote.button.label }).last().click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(errors).toEqual([]);
  },
);

test("/pricing is in the sitemap and the site search finds it", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/pricing<\/loc>/);
  await page.goto("/search?q=setup%20fee");
  await waitForHydration(page);
  await expect(page.getByRole("list", { name: "Search results" }).locator('a[href="/pricing"]')).toBeVisible();
});
