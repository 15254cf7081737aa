import { describe, expect, it } from "vitest";
import { caseStudyFilters, filterValueOf } from "./case-study-filters.ts";
import { seedCaseStudies } from "./seed-articles.ts";

const row = (slug: string, tags: string[], countries: string[], updatedAt = "2026-11-01T00:00:00Z") => ({
  slug,
  tags,
  team: { countries },
  updatedAt,
});

describe("case study filters", () => {
  it("turns a label into an address segment", () => {
    expect(filterValueOf("Customer Support")).toBe("customer-support");
    expect(filterValueOf("E-commerce")).toBe("e-commerce");
    expect(filterValueOf("  Café & Bar ")).toBe("cafe-bar");
    expect(filterValueOf("!!")).toBe("");
  });

  it("builds one filter per industry and staff country a row has, countries not counted as industries", () => {
    const filters = caseStudyFilters([
      row("a", ["Marketing", "Philippines"], ["Philippines"], "2026-10-01T00:00:00Z"),
      row("b", ["marketing", "Legal"], ["India", "Philippines"], "2026-11-02T08:00:00Z"),
    ]);
    expect(
      filters.map(({ facet, value, label, path, slugs, lastmod }) => [facet, value, label, path, slugs, lastmod]),
    ).toEqual([
      ["industry", "marketing", "Marketing", "/case-studies/industry/marketing", ["a", "b"], "2026-11-02"],
      ["industry", "legal", "Legal", "/case-studies/industry/legal", ["b"], "2026-11-02"],
      ["country", "philippines", "Philippines", "/case-studies/country/philippines", ["a", "b"], "2026-11-02"],
      ["country", "india", "India", "/case-studies/country/india", ["b"], "2026-11-02"],
    ]);
  });

  it("builds no filter without rows, and never one named 404 or empty", () => {
    expect(caseStudyFilters([])).toEqual([]);
    expect(caseStudyFilters([row("a", ["404", "!!"], ["???"])])).toEqual([]);
  });

  it("gives the seed's case studies eight industries and four staff countries", () => {
    const filters = caseStudyFilters(seedCaseStudies.map((study) => ({ ...study, updatedAt: study.updated })));
    expect(filters.filter((f) => f.facet === "country").map((f) => f.label)).toEqual([
      "Philippines",
      "Vietnam",
      "Indonesia",
      "India",
    ]);
    expect(filters.filter((f) => f.facet === "industry")).toHaveLength(8);
    for (const filter of filters) expect(filter.slugs.length).toBeGreaterThan(0);
  });
});
