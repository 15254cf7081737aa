// Each landing page's copy speaks of its own field, not another page's.
import { describe, expect, it } from "vitest";
import { listLandingPages } from "./landing.ts";
import { OVERVIEW_HIGHLIGHT } from "./landing/common.ts";
import { taskTitles } from "./landing/tasks.ts";
import { listPageTexts } from "./page-texts.ts";

const pages = listLandingPages();
const landingTexts = listPageTexts().filter((page) => pages.some((landing) => landing.canonicalPath === page.path));

describe("landing pages speak to their field", () => {
  it("repeats no text of 60 characters or more on more than two landing pages", () => {
    const pagesByText = new Map<string, Set<string>>();
    for (const { path, texts } of landingTexts)
      for (const text of texts.filter((t) => t.length >= 60))
        pagesByText.set(text, (pagesByText.get(text) ?? new Set()).add(path));
    const repeated = [...pagesByText].filter(([, where]) => where.size > 2).map(([text, where]) => [text, [...where]]);
    expect(repeated).toEqual([]);
  });

  it("describes the 12 tasks of the specification in each page's own words", () => {
    const tasks = pages.flatMap((page) => page.sections.filter((section) => section.type === "tasks"));
    expect(tasks.length).toBeGreaterThan(1);
    const descriptions = tasks.flatMap((section) => section.items.map((item) => item.description));
    for (const section of tasks) expect(section.items.map((item) => item.title)).toEqual([...taskTitles]);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("writes the overview line of the common pattern with what it compares (DECISIONS.md)", () => {
    expect(OVERVIEW_HIGHLIGHT).toBe("Save up to 80% on labour costs against local hiring");
    const withTasks = pages.filter((page) => page.sections.some((section) => section.type === "tasks"));
    for (const page of withTasks) {
      const overview = page.sections.find((section) => section.type === "overview");
      expect(overview?.type === "overview" && overview.highlight, page.slug).toBe(OVERVIEW_HIGHLIGHT);
    }
  });
});
