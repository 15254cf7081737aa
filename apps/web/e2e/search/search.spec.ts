// The site search page against the built site: results after hydration from a plain GET, live results as the
// visitor types with the URL in step, Back, the empty and no-results states, hostile input, accessibility,
// the header entry, and that nothing of the search loads on other pages. Prints the index size and timings.
import type { Page } from "@playwright/test";
import { expect, test } from "../worker.ts";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { searchPage } from "@solvix/content/pages/search";
import { getSiteDirectory } from "@solvix/content/site-directory";
import { collectErrors, expectNoAxeViolations, waitForHydration } from "../helpers.ts";

const searchbox = (page: Page) => page.getByRole("searchbox", { name: searchPage.label });
const status = (page: Page) => page.locator("#search-status");
const results = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("link");

/** Requests for the search engine chunk or the index. */
function watchSearchLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/search-index.json" || /\/assets\/engine-[\w-]+\.js$/.test(url.pathname))
      loads.push(url.pathname);
  });
  return loads;
}

test.describe("site search", () => {
  test("GET /search?q=legal shows ranked results after hydration", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/search?q=legal");
    await waitForHydration(page);
    await expect(searchbox(page)).toHaveValue("legal");
    await expect(status(page)).toHaveText(/^\d+ results? for "legal"$/);
    await expect(results(page).first()).toHaveAttribute("href", "/industries/legal");
    const first = results(page).first();
    await expect(first.locator("mark").first()).toHaveText(/legal/i);
    await expect(first).toContainText("/industries/legal");
    expect(errors, "console errors").toEqual([]);
  });

  test("typing shows results as you type and keeps the URL in step; prints the timings", async ({ page }, testInfo) => {
    await page.goto("/search");
    await waitForHydration(page);
    await searchbox(page).click();
    // Time from each keydown to the moment the status line changes, and from the first keydown (the index starts
    // loading when the field is focused, just before) to the first results.
    await page.evaluate(() => {
      const marks = { firstKey: NaN, key: 0, shown: [] as number[], firstResults: NaN };
      Object.assign(window, { __searchTiming: marks });
      document.addEventListener(
        "keydown",
        () => {
          marks.key = performance.now();
          if (Number.isNaN(marks.firstKey)) marks.firstKey = marks.key;
        },
        { capture: true },
      );
      const target = document.getElementById("search-status");
      if (!target) throw new Error("no #search-status");
      new MutationObserver(() => {
        marks.shown.push(performance.now() - marks.key);
        if (Number.isNaN(marks.firstResults) && /results? for/.test(target.textContent ?? "")) {
          marks.firstResults = performance.now() - marks.firstKey;
        }
      }).observe(target, { childList: true, characterData: true, subtree: true });
    });
    type Marks = { shown: number[]; firstResults: number };
    const marks = () => page.evaluate(() => (window as unknown as { __searchTiming: Marks }).__searchTiming);
    const timing = async () => (await marks()).shown.at(-1) ?? NaN;

    await page.keyboard.type("paralegal", { delay: 40 });
    await expect(page).toHaveURL(/\/search\?q=paralegal$/);
    await expect(status(page)).toHaveText(/results? for "paralegal"/);
    await expect(results(page).first()).toHaveAttribute("href", "/industries/legal");
    // The directory stays in the page, hidden while results show (not unmounted at the first key).
    await expect(page.locator("#search-directory-heading")).toBeAttached();
    await expect(page.getByRole("navigation", { name: searchPage.directoryTitle })).toBeHidden();
    const firstQuery = await timing();
    const { firstResults } = await marks();

    await page.keyboard.press("Control+A");
    await page.keyboard.type("frieght");
    await expect(page).toHaveURL(/\/search\?q=frieght$/);
    await expect(results(page).first(), "a typo still finds the page").toHaveAttribute("href", "/sectors/logistics");
    await page.keyboard.press("Backspace");
    await expect(status(page)).toHaveText(/results? for "friegh"/);
    await page.keyboard.press("t");
    await expect(status(page)).toHaveText(/results? for "frieght"/);
    await expect(results(page).first()).toHaveAttribute("href", "/sectors/logistics");
    const warm = await timing();
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await expect(page.getByRole("navigation", { name: searchPage.directoryTitle })).toBeVisible();

    const searchCalls = await page.evaluate(() =>
      performance.getEntriesByName("site-search").map((entry) => entry.duration),
    );
    // The first calls run cold (the engine's code is not yet optimised), so the check is on the median.
    const sorted = [...searchCalls].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    const slowest = sorted.at(-1) ?? NaN;
    const index = readFileSync(new URL("../../build/client/search-index.json", import.meta.url));
    const sizes = { raw: index.length, gzip: gzipSync(index, { level: 9 }).length };
    const report = [
      `[${testInfo.project.name}] search index: ${(sizes.raw / 1024).toFixed(1)} KB raw, ${(sizes.gzip / 1024).toFixed(1)} KB gzip`,
      `[${testInfo.project.name}] search call (${searchCalls.length} calls): median ${median.toFixed(2)} ms, slowest ${slowest.toFixed(2)} ms`,
      `[${testInfo.project.name}] keypress → results shown: ${warm.toFixed(1)} ms (index loaded), last key of the first query ${firstQuery.toFixed(1)} ms; first key → first results (index loading) ${firstResults.toFixed(1)} ms`,
    ].join("\n");
    console.log(report);
    // Printed, not asserted: how fast a search runs is the machine's as much as the code's (a limit here failed under
    // load); the interactions bench measures speed.
    testInfo.annotations.push({ type: "timing", description: report });
  });

  test("Back returns to the results the visitor left", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await searchbox(page).fill("quantity surveyor");
    await expect(page).toHaveURL(/\/search\?q=quantity\+surveyor$/);
    await results(page).first().click();
    await expect(page).toHaveURL(/\/industries\/engineering-construction$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=quantity\+surveyor$/);
    await expect(searchbox(page)).toHaveValue("quantity surveyor");
    await expect(results(page).first()).toHaveAttribute("href", "/industries/engineering-construction");
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an empty query shows guidance, not an error, and loads nothing", async ({ page }) => {
    const errors = collectErrors(page);
    const loads = watchSearchLoads(page);
    for (const path of ["/search", "/search?q=", "/search?q=%20%20"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByText("Type a word or two")).toBeVisible();
      await expect(page.locator("#search-status")).toHaveText("");
      await expect(
        page.getByRole("navigation", { name: searchPage.directoryTitle }).getByRole("link", { name: "Contact" }),
      ).toBeVisible();
    }
    expect(loads, "the index loads only when a query is typed or the field is focused").toEqual([]);
    expect(errors).toEqual([]);
  });

  test("no results: a clear message and the site's pages by topic", async ({ page }) => {
    await page.goto("/search?q=xylophonequartz");
    await waitForHydration(page);
    await expect(status(page)).toHaveText('0 results for "xylophonequartz"');
    await expect(page.getByText(searchPage.noResults)).toBeVisible();
    const directory = page.getByRole("navigation", { name: searchPage.directoryTitle });
    for (const { label, href } of getSiteDirectory().flatMap((group) => group.links))
      await expect(directory.locator(`a[href="${href}"]`).first()).toHaveText(label);
    await expect(results(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a 1,000-character query and markup are shown as text and run no script", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const errors = collectErrors(page);
    const long = `legal ${"x".repeat(994)}`;
    await page.goto(`/search?q=${encodeURIComponent(long)}`);
    await waitForHydration(page);
    await expect(searchbox(page)).toHaveValue(long);
    await expect(status(page)).toHaveText(/^\d+ results? for "legal x+…"$/);

    const markup = "<script>alert(1)</script><img src=x onerror=alert(2)>";
    await searchbox(page).fill(markup);
    await expect(status(page)).toContainText(markup.slice(0, 60));
    await expect(page.locator("#main img[src='x'], #main script:not([type])")).toHaveCount(0);
    await searchbox(page).fill(`${markup} legal`);
    await expect(results(page).first()).toHaveAttribute("href", "/industries/legal");
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("accessible: labelled field, live status, keyboard-reachable results, no axe violations", async ({ page }) => {
    await page.goto("/search?q=employer%20of%20record");
    await waitForHydration(page);
    await expect(results(page).first()).toHaveAttribute("href", "/services/employer-of-record");
    await expect(page.locator("#search-status")).toHaveAttribute("role", "status");
    await expectNoAxeViolations(page);
    await searchbox(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#search-results-heading")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/employer-of-record$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the field is a plain GET form to /search?q=, and every page is listed by topic", async ({ page }) => {
    await page.goto("/search");
    await searchbox(page).fill("legal");
    await searchbox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=legal$/);
    // (Playwright's text search skips <noscript>; a CSS locator reaches the parsed content.)
    await expect(page.locator("#main noscript > p")).toContainText("every page of the site is listed by topic below");
    await expect(page.locator("#main noscript > p")).toBeVisible();
    const directory = page.getByRole("navigation", { name: searchPage.directoryTitle });
    const groups = getSiteDirectory();
    await expect(directory.getByRole("heading", { level: 4 })).toHaveText(groups.map((group) => group.title));
    await expect(directory.getByRole("link")).toHaveCount(groups.flatMap((group) => group.links).length);
    await directory.locator('a[href="/industries/legal"]').first().click();
    await expect(page).toHaveURL(/\/industries\/legal$/);
  });
});

test.describe("search entry and cost", () => {
  test("the header links to the search page at every viewport", { tag: "@both-widths" }, async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const link = page.getByRole("banner").getByRole("link", { name: "Search the site" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/search");
  });

  test("the mobile menu panel has a search entry", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog");
    await expect(panel.getByRole("link", { name: /search/i })).toHaveAttribute("href", "/search");
  });

  test("other pages load neither the index nor the search engine", async ({ page }) => {
    const loads = watchSearchLoads(page);
    for (const path of ["/", "/industries/legal", "/careers", "/contact"]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
    await expect(searchbox(page)).toBeVisible();
    expect(loads).toEqual([]);
    await searchbox(page).focus();
    await expect
      .poll(() => [...loads].sort())
      .toEqual(["/assets/engine", "/search-index.json"].map((p) => expect.stringContaining(p)));
  });
});
