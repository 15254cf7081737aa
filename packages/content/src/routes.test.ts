// Routes and the sitemap follow from the content: every page once, canonical links only, every internal link and
// anchor resolved, the staff room's pages served. (Navigation: navigation.test.ts; a new landing entry:
// landing-entry.test.ts.)
import { describe, expect, it } from "vitest";
import { listLandingPages } from "./landing.ts";
import { footerColumns, legalLinks, mainMenu } from "./navigation.ts";
import { notFoundPage } from "./pages/not-found.ts";
import { listPositionPages } from "./pages/position.ts";
import { staffRoom } from "./pages/staff-room.ts";
import { contentPages, findRoute, listRoutes, listSitemapEntries, utilityPages } from "./routes.ts";
import { seedCaseStudies } from "./seed-articles.ts";

/** Every string under an `href`/`applyHref` key, anywhere in a value. */
function collectHrefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectHrefs(item, found);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if ((key === "href" || key === "applyHref") && typeof child === "string") found.push(child);
      else collectHrefs(child, found);
    }
  }
  return found;
}

/** Every `id` (anchor) in a value. */
function collectIds(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectIds(item, found);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "id" && typeof child === "string") found.push(child);
      else collectIds(child, found);
    }
  }
  return found;
}

const landingPages = listLandingPages();
const allContent = [
  ...landingPages,
  ...contentPages,
  ...utilityPages,
  notFoundPage,
  mainMenu,
  footerColumns,
  legalLinks,
];

describe("routes", () => {
  const routes = listRoutes();

  it("lists every page once: the route table's pages, every landing page, its aliases and the utility pages", () => {
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    const paths = (kind: string) => routes.filter((route) => route.kind === kind).map((route) => route.path);
    // The fixed pages of the specification's route table; a page added later joins them.
    expect(paths("page")).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/how-it-works",
        "/services",
        "/services/talent-outsourcing",
        "/services/employer-of-record",
        "/industries",
        "/roles",
        "/sectors",
        "/careers",
        "/case-studies",
        "/contact",
        "/faqs",
        "/privacy-policy",
        "/terms",
        "/resources",
        "/resources/blog",
      ]),
    );
    expect(paths("page")).toHaveLength(contentPages.length);
    expect(paths("landing")).toEqual(landingPages.map((page) => page.canonicalPath));
    expect(paths("alias")).toEqual(landingPages.flatMap((page) => page.aliases));
    expect(paths("position")).toEqual([
      "/careers/senior-full-stack-developer",
      "/careers/devops-engineer",
      "/careers/ux-ui-designer",
    ]);
    // The articles are database rows; without a build's rows, the seed's.
    expect(paths("article")).toEqual(["/resources/blog/staff-outsourcing-benefits-singapore"]);
    expect(
      listRoutes(undefined, undefined, [
        { slug: "a-new-article", title: "A new article", updatedAt: "2026-11-29T04:00:00Z" },
      ])
        .filter((route) => route.kind === "article")
        .map((route) => [route.path, route.lastmod, route.sitemap]),
    ).toEqual([["/resources/blog/a-new-article", "2026-11-29", true]]);
    expect(paths("utility")).toEqual(expect.arrayContaining(["/search", "/staff/sign-in", "/contact/sent"]));
    for (const path of ["/", "/about", "/roles", "/faqs", "/industries", "/sectors"]) {
      expect(findRoute(path)?.kind, path).toBe("page");
    }
    expect(findRoute("/search?q=legal")).toMatchObject({ kind: "utility", sitemap: false });
    expect(findRoute("/staff/sign-in")).toMatchObject({ kind: "utility", sitemap: false });
    expect(findRoute("/contact/sent")).toMatchObject({ kind: "utility", sitemap: false });
    expect(findRoute("/industries/health-care")).toMatchObject({
      kind: "alias",
      canonicalPath: "/industries/healthcare",
      sitemap: false,
    });
    expect(findRoute("/industries/unknown")).toBeUndefined();
  });

  it("puts only canonical, indexable URLs in the sitemap, with ISO lastmod dates", () => {
    const sitemap = listSitemapEntries();
    expect(sitemap.map((entry) => entry.path)).toEqual([
      ...contentPages.map((page) => page.path),
      ...landingPages.map((page) => page.canonicalPath),
      ...listPositionPages().map((page) => page.path),
      "/resources/blog/staff-outsourcing-benefits-singapore",
      // The seed's case studies' own pages (issue 48).
      ...seedCaseStudies.map((study) => `/case-studies/${study.slug}`),
      // The seed article's tags' listings (blog-listing.ts).
      "/resources/blog/tag/singapore",
      "/resources/blog/tag/staff-outsourcing",
    ]);
    for (const entry of sitemap) {
      expect(entry.canonicalPath).toBe(entry.path);
      expect(["page", "landing", "position", "article", "case-study", "listing"]).toContain(entry.kind);
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(sitemap.find((entry) => entry.path === "/privacy-policy")?.lastmod).toBe("2025-01-01");
  });

  it("gives every page a unique SEO title and description", () => {
    const seos = [...landingPages, ...contentPages, ...listPositionPages(), ...utilityPages, notFoundPage].map(
      (page) => page.seo,
    );
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(seos.map((seo) => seo.title))).toEqual([]);
    expect(duplicates(seos.map((seo) => seo.description))).toEqual([]);
  });

  it("resolves every internal link of the content to a route, and every anchor to an id on that page", () => {
    const hrefs = collectHrefs(allContent);
    expect(hrefs.length).toBeGreaterThan(150);
    const internal = hrefs.filter((href) => href.startsWith("/"));
    const broken = internal.filter((href) => !findRoute(href));
    expect(broken).toEqual([]);
    for (const href of internal.filter((value) => value.includes("#"))) {
      const [path, anchor] = href.split("#");
      const page = [...contentPages, ...landingPages].find(
        (entry) => ("path" in entry ? entry.path : entry.canonicalPath) === path,
      );
      expect(collectIds(page), href).toContain(anchor);
    }
  });

  it("links internally only to canonical URLs", () => {
    const aliases = new Set(landingPages.flatMap((page) => page.aliases));
    expect(collectHrefs(allContent).filter((href) => aliases.has(href))).toEqual([]);
  });
});

describe("the staff room", () => {
  it("lists pages the site serves, each once; the ones under /staff are noindex utility pages", () => {
    const paths = staffRoom.pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      const route = findRoute(path);
      expect(route, path).toBeDefined();
      if (path.startsWith("/staff/")) expect(route).toMatchObject({ kind: "utility", sitemap: false });
    }
  });
});
