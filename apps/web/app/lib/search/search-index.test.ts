/**
 * The search over the REAL build: the index is built here from the prerendered pages in apps/web/build/client
 * exactly as postbuild builds it, serialised to JSON and loaded as the browser loads it. Build the site first
 * (`scripts/pnpm --filter @solvix/web build`).
 */
import { existsSync } from "node:fs";
import { searchPage } from "@solvix/content/pages/search";
import { listRoutes } from "@solvix/content/routes";
import { beforeAll, describe, expect, it } from "vitest";
import { collectDocuments } from "../../../scripts/search-index.ts";
import { loadIndex, toIndexFile, type SearchHit, type SiteSearch } from "./engine.ts";
import { MAX_QUERY_LENGTH } from "./terms.ts";

const client = new URL("../../../build/client/", import.meta.url).pathname;

let search: SiteSearch;
let indexedUrls: string[];

beforeAll(async () => {
  if (!existsSync(`${client}index.html`))
    throw new Error(`No build in ${client}: run \`scripts/pnpm --filter @solvix/web build\` first.`);
  const { documents } = collectDocuments(client);
  indexedUrls = documents.map((document) => document.url);
  search = await loadIndex(JSON.parse(JSON.stringify(toIndexFile(documents))), searchPage.indexErrors);
});

const marked = (hit: SearchHit) =>
  [...hit.title, ...hit.excerpt].filter((s) => s.match).map((s) => s.text.toLowerCase());

describe("known answers rank first", () => {
  const cases: [query: string, url: string][] = [
    ["employer of record", "/services/employer-of-record"],
    ["EOR in Vietnam", "/services/employer-of-record"],
    ["paralegal", "/industries/legal"],
    ["parale", "/industries/legal"],
    ["Kubernetes", "/careers/devops-engineer"],
    ["kubernets", "/careers/devops-engineer"],
    // The case study whose savings these are (its own page, issue 48), before the page of all case studies.
    ["$420K", "/case-studies/fintech-startup-singapore"],
    ["PDPA", "/privacy-policy"],
    ["quantity surveyor", "/industries/engineering-construction"],
    ["quantity surveyer", "/industries/engineering-construction"],
    ["medical billing", "/industries/healthcare"],
    ["freight", "/sectors/logistics"],
    ["frieght", "/sectors/logistics"],
    ["contact number", "/contact"],
    ["Figma", "/careers/ux-ui-designer"],
    ["employment quota", "/resources/blog/staff-outsourcing-benefits-singapore"],
  ];
  it.each(cases)("%s → %s", (query, url) => {
    expect(
      search.search(query)[0]?.url,
      `top results: ${search
        .search(query)
        .slice(0, 3)
        .map((h) => h.url)
        .join(", ")}`,
    ).toBe(url);
  });
});

describe("what is indexed", () => {
  it("holds every canonical page and no alias or utility URL", () => {
    const routes = listRoutes();
    const excluded = routes
      .filter((route) => route.kind === "alias" || route.kind === "utility")
      .map((route) => route.path);
    const canonical = routes
      .filter((route) => route.kind === "page" || route.kind === "landing")
      .map((route) => route.path);
    expect(excluded.length).toBeGreaterThan(0);
    expect(indexedUrls.filter((url) => excluded.includes(url))).toEqual([]);
    expect(
      canonical.filter((url) => !indexedUrls.includes(url)),
      "canonical pages missing from the index",
    ).toEqual([]);
  });

  it("never returns an alias URL, even for a topic served at several URLs", () => {
    const aliases = new Set(
      listRoutes()
        .filter((route) => route.kind === "alias")
        .map((route) => route.path),
    );
    for (const query of [
      "healthcare",
      "health care",
      "telecommunications",
      "utilities renewable",
      "e-commerce",
      "insurance",
      "legal",
    ]) {
      const urls = search.search(query).map((hit) => hit.url);
      expect(urls.length, query).toBeGreaterThan(0);
      expect(
        urls.filter((url) => aliases.has(url)),
        query,
      ).toEqual([]);
    }
  });
});

describe("results", () => {
  it("highlight the matched words in title and excerpt", () => {
    const [hit] = search.search("paralegal");
    expect(marked(hit!)).toContain("paralegals");
    expect(hit!.excerpt.length).toBeGreaterThan(1);
  });

  it("highlight the word found through a typo", () => {
    expect(marked(search.search("kubernets")[0]!)).toContain("kubernetes");
  });

  it("are empty for a query of stop words or symbols only, and for a word found nowhere", () => {
    expect(search.search("the of and")).toEqual([]);
    expect(search.search("<>!?")).toEqual([]);
    expect(search.search("xylophonequartz")).toEqual([]);
  });

  it("handle a 1,000-character query and a query with markup", () => {
    // Only the first MAX_QUERY_LENGTH characters are searched, so a long query costs what a short one does: the words
    // past the limit (a page of their own) change nothing.
    const long = `${"legal outsourcing ".repeat(7)}`.padEnd(MAX_QUERY_LENGTH) + " kubernetes".repeat(80);
    expect(long.length).toBeGreaterThanOrEqual(1000);
    expect(search.search(long)).toEqual(search.search(long.slice(0, MAX_QUERY_LENGTH)));
    expect(search.search("kubernetes").length).toBeGreaterThan(0);
    expect(search.search("<script>alert(1)</script> legal")[0]?.url).toBe("/industries/legal");
  });
});
