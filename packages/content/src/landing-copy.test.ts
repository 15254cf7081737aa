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

  it("says the savings line only on pages that show their own cost figures (issue 49)", () => {
    expect(OVERVIEW_HIGHLIGHT).toBe("Save up to 80% on labour costs against local hiring");
    // A page's own cost figures: a local-versus-remote salary table, or cards that name what the roles earn locally.
    const ownFigures = (page: (typeof pages)[number]) =>
      page.sections.some(
        (section) =>
          section.type === "salary-comparison" ||
          (section.type === "cards" && section.items.some((item) => /\$\d/.test(item.description))),
      );
    const saying = pages.filter((page) =>
      page.sections.some((section) => section.type === "overview" && /\d+%/.test(section.highlight ?? "")),
    );
    expect(saying.length).toBeGreaterThan(0);
    for (const page of pages) {
      const overview = page.sections.find((section) => section.type === "overview");
      const line = overview?.type === "overview" ? overview.highlight : undefined;
      if (line && /save up to/i.test(line))
        expect(ownFigures(page), `${page.slug}: "${line}" without its figures`).toBe(true);
      if (!ownFigures(page)) expect(line, `${page.slug} has no cost figures of its own`).toBeUndefined();
    }
  });

  it("orders the bands of each family its own way: sector pages as the specification lists them, industry pages with the tasks first", () => {
    const band = (page: (typeof pages)[number]) =>
      page.sections.map((section) => section.type).filter((type) => type !== "salary-comparison");
    const order = {
      sector: ["hero", "overview", "benefits", "features", "tasks", "cta"],
      industry: ["hero", "overview", "tasks", "benefits", "features", "cta"],
    };
    const common = pages.filter((page) => page.sections.some((section) => section.type === "tasks"));
    expect(common.filter((page) => page.kind === "industry").length).toBeGreaterThan(0);
    for (const page of common) expect(band(page), page.slug).toEqual(order[page.kind]);
  });
});
