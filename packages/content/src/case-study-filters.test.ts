import { describe, expect, it } from "vitest";
import { caseStudiesOfField, caseStudyFilters, filterValueOf } from "./case-study-filters.ts";
import { resolveLandingPath } from "./landing.ts";
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

  it("gives a landing page the case studies tagged with its field, by its slug or its title", () => {
    const rows = [
      row("a", ["Marketing", "Content"], ["Philippines"]),
      row("b", ["Fintech", "Customer Support"], ["India"]),
    ];
    const of = (slug: string, title: string) =>
      caseStudiesOfField(rows, { slug, title }).map(({ study, filterPath }) => [study.slug, filterPath]);
    expect(of("marketing", "Marketing")).toEqual([["a", "/case-studies/industry/marketing"]]);
    expect(of("customer-support", "Customer Service")).toEqual([["b", "/case-studies/industry/customer-support"]]);
    expect(of("legal", "Legal")).toEqual([]);
  });

  it("puts each of the seed's case studies on the landing page of its field", () => {
    const shown = (path: string) => {
      const page = resolveLandingPath(path)?.page;
      if (!page) throw new Error(`no landing page at ${path}`);
      return caseStudiesOfField(seedCaseStudies, { slug: page.slug, title: page.card.title }).map(
        ({ study }) => study.slug,
      );
    };
    expect(shown("/industries/marketing")).toEqual(["marketing-agency-australia"]);
    expect(shown("/industries/customer-support")).toEqual(["fintech-startup-singapore"]);
    expect(shown("/sectors/e-commerce")).toEqual(["e-commerce-company-us"]);
    expect(shown("/industries/legal")).toEqual([]);
  });
});
