/**
 * The not-found files of the REAL build (apps/web/build/client, `scripts/pnpm --filter @solvix/web build` first): each
 * landing prefix's (`sectors/404.html`, served for `/sectors/nope`) is the site's not-found page — the same <main>,
 * title and noindex as `404.html` — rendered by the route that matches an unknown slug below that prefix in the
 * browser, so it hydrates there with the route and data it was rendered with (app/routes.ts, `prefixNotFoundPaths`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prefixNotFoundPaths } from "../app/routes.ts";

const client = new URL("../build/client/", import.meta.url).pathname;

function parts(file: string) {
  const html = readFileSync(join(client, file), "utf8");
  return {
    main: /<main[\s\S]*?<\/main>/.exec(html)?.[0],
    title: /<title>[^<]*<\/title>/.exec(html)?.[0],
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
    canonical: html.includes('rel="canonical"'),
    routeIds: Object.keys(
      JSON.parse(
        (/__reactRouterRouteModules = (\{[^;]*\});/.exec(html)?.[1] ?? "{}").replace(/:route\d+/g, ":0"),
      ) as object,
    ),
    policy: /<meta http-equiv="Content-Security-Policy"/.test(html),
  };
}

describe("the not-found files", () => {
  const site = parts("404.html");

  it("404.html is the not-found route's page", () => {
    expect(site.main).toContain("Oops! Page not found");
    expect(site.routeIds).toEqual(["root", "routes/not-found"]);
  });

  it.each(prefixNotFoundPaths)("%s.html: the same page, rendered by its prefix's parameter route", (path) => {
    const prefix = path.slice(0, -"/404".length);
    const page = parts(`${path.slice(1)}.html`);
    expect(page.main).toBe(site.main);
    expect(page.title).toBe(site.title);
    expect(page.robots).toBe("noindex");
    expect(page.canonical).toBe(false);
    expect(page.policy).toBe(true);
    // The parameter route of each prefix: a position, an article, a blog listing, a case study filter, a case study, or
    // a landing page
    // (its id names its prefix).
    const routeOf: Record<string, string> = {
      "/careers": "routes/position",
      "/resources/blog": "routes/blog-article",
      "/resources/blog/page": "blog:page",
      "/resources/blog/tag": "blog:tag",
      "/case-studies/industry": "case-studies:industry",
      "/case-studies/country": "case-studies:country",
      "/case-studies": "routes/case-study",
    };
    expect(page.routeIds).toEqual(["root", routeOf[prefix] ?? `landing:${prefix}`]);
  });
});
