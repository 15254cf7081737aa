// The landing pages: schema, paths and aliases, and the specification's tasks in order.
import { describe, expect, it } from "vitest";
import {
  getLandingPage,
  listIndustryCards,
  listLandingPages,
  listRoleCards,
  listSectorCards,
  resolveLandingPath,
} from "./landing.ts";
import { landingPageSchema } from "./landing-schema.ts";
import type { SectionOf, SectionType } from "./sections.ts";
import { taskTitles } from "./landing/tasks.ts";
import {
  catalogueHint,
  specifiedIndustryCards,
  specifiedIndustryIds,
  specifiedLandingSlugs,
  specifiedRoleCategories,
  specifiedSectorCards,
  specifiedSubsequence,
} from "./specified.ts";

const pages = listLandingPages();

function sectionsOf<T extends SectionType>(type: T): { slug: string; section: SectionOf<T> }[] {
  return pages.flatMap((page) =>
    page.sections.filter((s): s is SectionOf<T> => s.type === type).map((section) => ({ slug: page.slug, section })),
  );
}

describe("landing pages", () => {
  it.each(pages.map((page) => [page.slug, page] as const))("%s parses against the schema", (_slug, page) => {
    const result = landingPageSchema.safeParse(page);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("has one page per topic with unique slugs and paths, the specification's 20 among them", () => {
    const slugs = pages.map((page) => page.slug);
    expect(specifiedLandingSlugs).toHaveLength(20);
    expect(slugs, catalogueHint).toEqual(expect.arrayContaining([...specifiedLandingSlugs]));
    const paths = pages.flatMap((page) => [page.canonicalPath, ...page.aliases]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(slugs).size).toBe(pages.length);
  });

  it("lists the 14 industry cards of the specification in menu order with canonical hrefs", () => {
    const hrefs = listIndustryCards().map((card) => card.href);
    expect(specifiedSubsequence(hrefs, specifiedIndustryCards), catalogueHint).toEqual(specifiedIndustryCards);
  });

  it("lists the 12 sector cards of the specification in order with canonical hrefs", () => {
    const hrefs = listSectorCards().map((card) => card.href);
    expect(specifiedSubsequence(hrefs, specifiedSectorCards), catalogueHint).toEqual(specifiedSectorCards);
  });

  it("lists the 5 role categories", () => {
    const ids = listRoleCards().map((card) => card.id);
    expect(specifiedSubsequence(ids, specifiedRoleCategories), catalogueHint).toEqual(specifiedRoleCategories);
  });

  // The table of DECISIONS.md, written out: every alias resolves to its canonical page.
  it.each([
    ["/industries/health-care", "/industries/healthcare"],
    ["/sectors/healthcare", "/industries/healthcare"],
    ["/sectors/legal", "/industries/legal"],
    ["/industries/e-commerce", "/sectors/e-commerce"],
    ["/industries/insurance", "/sectors/insurance"],
    ["/industries/telecommunications", "/sectors/telecommunication"],
    ["/industries/utilities-renewable", "/sectors/utility-energy"],
  ])("alias %s resolves to %s", (alias, canonical) => {
    expect(resolveLandingPath(alias)?.canonicalPath).toBe(canonical);
    expect(resolveLandingPath(canonical)?.page).toBe(resolveLandingPath(alias)?.page);
  });

  it("resolves every id of the menus and the sector slugs, and no id of one under the other prefix", () => {
    // The specification's sector slugs (two of them are canonical under /industries/).
    const sectorSlugs = specifiedSectorCards.map((href) => href.split("/").at(-1));
    for (const id of specifiedIndustryIds) expect(resolveLandingPath(`/industries/${id}`), id).toBeDefined();
    for (const slug of sectorSlugs) expect(resolveLandingPath(`/sectors/${slug}`), slug).toBeDefined();
    expect(resolveLandingPath("/industries/travel")).toBeUndefined();
    expect(resolveLandingPath("/sectors/marketing")).toBeUndefined();
    expect(resolveLandingPath("/industries/legal/")?.canonicalPath).toBe("/industries/legal");
  });

  it("has exactly 12 tasks, 4 benefits and 6 outsourcing cards where those sections appear", () => {
    const tasks = sectionsOf("tasks");
    expect(tasks.length).toBeGreaterThanOrEqual(17);
    for (const { slug, section } of tasks) {
      expect(
        section.items.map((item) => item.title),
        `${slug}: the specification's 12 tasks, in order; build the section with taskSection() from landing/tasks.ts`,
      ).toEqual([...taskTitles]);
      expect(section.cta.href).toBe("/contact");
      expect(section.note.length).toBeGreaterThan(20);
    }
    for (const { section } of sectionsOf("benefits")) expect(section.items).toHaveLength(4);
    for (const { section } of sectionsOf("features")) expect(section.items).toHaveLength(6);
  });

  it("ends every page with 'Get Started Today' to /contact", () => {
    for (const { section } of sectionsOf("cta")) {
      expect(section.title).toMatch(/^Ready to Transform Your .+ Operations\?$/);
      expect(section.button).toEqual({ label: "Get Started Today", href: "/contact" });
    }
    expect(sectionsOf("cta")).toHaveLength(pages.length);
  });

  it("gives the legal page its own description for each of the 12 tasks and a hero button to /contact", () => {
    const legal = getLandingPage("legal");
    const tasks = legal?.sections.find((s) => s.type === "tasks");
    const others = sectionsOf("tasks").filter(({ slug }) => slug !== "legal");
    for (const [index, item] of (tasks?.type === "tasks" ? tasks.items : []).entries()) {
      for (const { section } of others) expect(section.items[index]?.description).not.toBe(item.description);
    }
    expect(legal?.sections[0]).toMatchObject({ type: "hero", cta: { href: "/contact" } });
  });

  it("quotes the figures of the specification page by page", () => {
    const text = (slug: string) => JSON.stringify(getLandingPage(slug));
    expect(text("information-technology")).toContain("500+");
    expect(getLandingPage("information-technology")?.sections).toContainEqual(
      expect.objectContaining({
        type: "salary-comparison",
        currency: "SGD",
        period: "month",
        rows: [{ role: "Software Developer", local: { min: 8000, max: 12000 }, remote: { min: 1500, max: 3000 } }],
      }),
    );
    for (const figure of ["25%", "78%", "60%", "55000", "75000", "10000", "16000"])
      expect(text("legal")).toContain(figure);
    for (const figure of ["$58 billion", "50-70%", "40%", "250+", "180+"])
      expect(text("finance-service")).toContain(figure);
    const salaries = (slug: string) => {
      const section = getLandingPage(slug)?.sections.find((s) => s.type === "salary-comparison");
      return section?.type === "salary-comparison"
        ? section.rows.map((row) => [row.role, row.local.min, row.local.max, row.remote.min, row.remote.max])
        : [];
    };
    expect(salaries("finance-service")).toEqual([
      ["Finance Analyst", 75000, 95000, 12000, 18000],
      ["Investment Associate", 85000, 110000, 14000, 20000],
      ["Risk Specialist", 80000, 105000, 13000, 19000],
      ["Compliance Officer", 70000, 90000, 11000, 17000],
    ]);
    expect(salaries("engineering-construction")).toEqual([
      ["CAD Designer", 55000, 75000, 9000, 15000],
      ["Structural Engineer", 85000, 110000, 14000, 22000],
      ["Project Coordinator", 60000, 80000, 10000, 16000],
      ["Quantity Surveyor", 65000, 85000, 11000, 17000],
    ]);
    for (const figure of ["$285 billion", "45%"]) expect(text("engineering-construction")).toContain(figure);
  });

  it("has 12 marketing and 12 engineering roles including the named ones", () => {
    const roles = (slug: string) => {
      const section = getLandingPage(slug)?.sections.find((s) => s.type === "roles");
      return section?.type === "roles" ? section.items.map((item) => item.title) : [];
    };
    expect(roles("marketing")).toHaveLength(12);
    expect(roles("marketing")).toEqual(
      expect.arrayContaining([
        "Digital Marketing Specialists",
        "Social Media Managers",
        "SEO/SEM Specialists",
        "PPC Campaign Managers",
      ]),
    );
    expect(roles("engineering-construction")).toHaveLength(12);
    expect(roles("engineering-construction")).toEqual(
      expect.arrayContaining([
        "CAD Drafters & Designers",
        "Structural Engineers",
        "BIM Specialists",
        "Quantity Surveyors",
      ]),
    );
  });

  it("gives telecommunication its own six cards", () => {
    const features = getLandingPage("telecommunication")?.sections.find((s) => s.type === "features");
    expect(features?.type === "features" && features.items.map((item) => item.title)).toEqual([
      "Access Top Southeast Asian Talent",
      "Cost-Efficient, Scalable Solutions",
      "Full Operational Support",
      "Dedicated Remote Teams Aligned with Your Goals",
      "Cost Transparency",
      "Seamless Communication & Performance Monitoring",
    ]);
  });

  it("links transportation's task section to /contact with a real note", () => {
    const tasks = getLandingPage("transportation")?.sections.find((s) => s.type === "tasks");
    expect(tasks?.type === "tasks" && tasks.cta.href).toBe("/contact");
    expect(tasks?.type === "tasks" && tasks.note).toMatch(/\w+ \w+ \w+ \w+/);
  });
});
