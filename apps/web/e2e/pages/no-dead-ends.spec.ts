/**
 * No dead ends (issue 49): the not-found page offers the site search and the main pages grouped as the footer groups
 * them, with and without JavaScript; its search is a plain GET form to /search. The FAQ list offers the form after
 * every few answers.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../worker.ts";
import { footerColumns } from "@solvix/content/navigation";
import { caseStudiesPage } from "@solvix/content/pages/case-studies";
import { faqsPage } from "@solvix/content/pages/faqs";
import { notFoundDirectory } from "@solvix/content/pages/not-found-directory";
import { collectErrors, waitForHydration } from "../helpers.ts";

async function expectWayOn(page: Page) {
  const directory = page.getByRole("navigation", { name: notFoundDirectory.title });
  await expect(directory.getByRole("heading", { level: 3 })).toHaveText(footerColumns.map((column) => column.title));
  await expect(directory.getByRole("link")).toHaveCount(footerColumns.flatMap((column) => column.links).length);
  await expect(directory.locator('a[href="/contact"]')).toBeVisible();
  const search = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
  await search.fill("paralegal");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=paralegal$/);
}

test("the not-found page offers the search and the main pages", { tag: "@both-widths" }, async ({ page }) => {
  const errors = collectErrors(page, { expectDocument404: true });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expectWayOn(page);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the not-found page's search and main pages work as plain HTML", async ({ page }) => {
    const response = await page.goto("/industries/no-such-industry");
    expect(response?.status()).toBe(404);
    await expectWayOn(page);
  });
});

test("the FAQ list has a call to action after every few answers", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/faqs");
  const ctas = page.locator('[data-slot="faq-inline-cta"]');
  const { every } = faqsPage.inlineCta;
  await expect(ctas).toHaveCount(Math.ceil(faqsPage.items.length / every) - 1);
  for (const cta of await ctas.all()) {
    await expect(cta.getByRole("link", { name: faqsPage.inlineCta.link.label })).toHaveAttribute("href", "/contact");
  }
  // The first one follows the card it comes after, in the same list item (the list stays 24 questions long).
  await expect(page.locator(`#faq-${every} [data-slot="faq-inline-cta"]`)).toHaveCount(1);
});

test("the case studies offer the form right after the first case", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/case-studies");
  const cta = page.locator('[data-slot="case-inline-cta"]');
  await expect(cta).toHaveCount(1);
  // Inside the first case's item (the seeded cases, in their order).
  const first = caseStudiesPage.cases[0]!.slug;
  await expect(page.locator(`[id="${first}"] [data-slot="case-inline-cta"]`)).toHaveCount(1);
  await cta.getByRole("link", { name: caseStudiesPage.inlineCta.link.label }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
