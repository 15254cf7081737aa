// A case study's slug is its page's address below /case-studies (issue 48), beside the filter pages' prefixes and the
// not-found page: those slugs are refused at save, with a message that says why.
import { describe, expect, it } from "vitest";
import { caseStudyFieldsSchema, caseStudySaveSchema, reservedCaseStudySlugs } from "./article-rules.ts";
import { caseStudyFacets, caseStudyPath } from "./case-study-filters.ts";
import { seedCaseStudies } from "./seed-articles.ts";

const [seed] = seedCaseStudies;
if (!seed) throw new Error("the seed has no case study");
const { published: _published, updated: _updated, ...fields } = seed;

describe("a case study's slug", () => {
  it("reserves the filter pages' prefixes and the not-found page", () => {
    expect([...reservedCaseStudySlugs].sort()).toEqual([...caseStudyFacets, "404"].sort());
  });

  it.each(reservedCaseStudySlugs)("refuses %s at save, on the slug, saying why", (slug) => {
    const result = caseStudySaveSchema.safeParse({ ...fields, slug, state: "draft" });
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toEqual(["slug"]);
    expect(issues[0]?.message).toMatch(/taken by the case studies' own pages.*choose another/);
  });

  it("accepts a slug that only starts like one of them", () => {
    for (const slug of ["industry-leaders-sg", "country-club-group", "404-agency"]) {
      expect(caseStudyFieldsSchema.safeParse({ ...fields, slug }).success, slug).toBe(true);
    }
  });

  it("accepts the seed's slugs, whose pages are below /case-studies", () => {
    for (const study of seedCaseStudies) {
      const { published: _p, updated: _u, ...row } = study;
      expect(caseStudyFieldsSchema.safeParse(row).success, study.slug).toBe(true);
      expect(caseStudyPath(study.slug)).toBe(`/case-studies/${study.slug}`);
    }
  });
});
