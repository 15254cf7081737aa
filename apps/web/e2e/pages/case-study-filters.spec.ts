// The case studies page's filters by industry and staff country with JavaScript off (issue 48): plain links to
// prerendered pages built from the live rows (the served build's are the seed's), each with its canonical, in the
// sitemap, the current filter marked, a count, and unknown values answering 404. Then with JavaScript, the same links
// work as the router's navigation.
import { expect, test } from "../worker.ts";
import { caseStudyFilters } from "@solvix/content/case-study-filters";
import { caseStudiesPage as page0 } from "@solvix/content/pages/case-studies";
import { seedCaseStudies } from "@solvix/content/seed-articles";
import { absoluteUrl } from "@solvix/content/site";
import { collectErrors, expectNoAxeViolations, waitForHydration } from "../helpers.ts";

const words = page0.filters;
const filters = caseStudyFilters(seedCaseStudies.map((study) => ({ ...study, updatedAt: study.updated })));
const byLabel = (facet: string, label: string) => filters.find((f) => f.facet === facet && f.label === label)!;
const count = (n: number) => (n === 1 ? words.count.one : words.count.other.replace("{count}", String(n)));

test.describe("case study filters, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("filter by staff country, then by industry, then back to all", async ({ page }) => {
    await page.goto("/case-studies");
    const nav = page.getByRole("navigation", { name: words.label });
    const cards = page.locator('main [data-slot="case-study-card"]');
    await expect(cards).toHaveCount(seedCaseStudies.length);
    await expect(page.locator('[data-slot="case-count"]')).toHaveText(count(seedCaseStudies.length));
    await expect(nav.getByRole("link", { name: words.all })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("list", { name: words.country }).getByRole("link")).toHaveText(
      filters.filter((f) => f.facet === "country").map((f) => f.label),
    );

    const philippines = byLabel("country", "Philippines");
    await nav.getByRole("list", { name: words.country }).getByRole("link", { name: "Philippines" }).click();
    await expect(page).toHaveURL(philippines.path);
    await expect(cards).toHaveCount(philippines.slugs.length);
    await expect(page.locator('[data-slot="case-count"]')).toHaveText(count(philippines.slugs.length));
    for (const slug of philippines.slugs) await expect(page.locator(`main li[id="${slug}"]`)).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Philippines");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(philippines.path));
    await expect(page).toHaveTitle(new RegExp(words.countrySeo.title.replace("{label}", "Philippines")));

    const fintech = byLabel("industry", "Fintech");
    await nav.getByRole("list", { name: words.industry }).getByRole("link", { name: "Fintech" }).click();
    await expect(page).toHaveURL(fintech.path);
    await expect(cards).toHaveCount(1);
    await expect(page.locator('[data-slot="case-count"]')).toHaveText(words.count.one);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Fintech");
    await expectNoAxeViolations(page, { scriptsOff: true });

    await nav.getByRole("link", { name: words.all }).click();
    await expect(page).toHaveURL("/case-studies");
    await expect(cards).toHaveCount(seedCaseStudies.length);
  });

  test("every filter page is in the sitemap and never empty; unknown values answer 404", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const filter of filters) {
      expect(sitemap).toContain(`<loc>${absoluteUrl(filter.path)}</loc>`);
      const response = await page.goto(filter.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main [data-slot="case-study-card"]')).toHaveCount(filter.slugs.length);
      await expect(page.getByText(words.none)).toHaveCount(0);
    }
    for (const path of ["/case-studies/industry/no-such-industry", "/case-studies/country/atlantis"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("main")).toContainText("404");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
  });
});

test("with JavaScript the filters navigate in the app, without console errors", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/case-studies");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: words.label });
  const india = byLabel("country", "India");
  await nav.getByRole("link", { name: "India" }).click();
  await expect(page).toHaveURL(india.path);
  await expect(page.locator('main [data-slot="case-study-card"]')).toHaveCount(india.slugs.length);
  await expect(nav.locator('[aria-current="page"]')).toHaveText("India");
  expect(errors).toEqual([]);
});
