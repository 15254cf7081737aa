// Generic checks of every prerendered route. Each route is loaded in a browser once (at the phone width, the site's
// first audience): its status, the head and body of the HTML as served, hydration, one h1, and no console error — a
// Content-Security-Policy violation is one. Axe runs on one page of every template and landing colour tone (a later
// colour in its hero, the only part it colours), with JavaScript (in that visit) and without it (at the desktop
// width). A page another spec checks whole with axe at the phone width with JavaScript is not checked again here
// (one pass per page and width): the pages of pages/drawn-whole.spec.ts, and the savings calculator
// (calculator/savings-calculator.spec.ts, with a team in its results). Links are checked by the crawl gate
// (apps/web/scripts/crawl.ts), each route's policy header without a browser (scripts/built-headers.test.ts). The pages
// are read in one tab per worker (reader.ts).
import { caseStudyFilters } from "@solvix/content/case-study-filters";
import { listLandingPages } from "@solvix/content/landing";
import { listRoutes, listSitemapEntries } from "@solvix/content/routes";
import { seedCaseStudies } from "@solvix/content/seed-articles";
import { absoluteUrl } from "@solvix/content/site";
import { collectErrors, drawnWholePaths, expectNoAxeViolations, waitForHydration } from "./helpers.ts";
import { expect, test } from "./reader.ts";

const routes = listRoutes();

/**
 * One page of every template and colour tone: each fixed page (each has its own route module), one open position
 * (they share a template), and one landing page per card colour. Aliases render their canonical page. The landing
 * template draws only its hero in the page's colour (the hero art): the first landing page is checked whole, the
 * other colours in their hero (`[data-slot="hero"]`), which is where a colour can fail.
 */
function templateSample(): string[] {
  const colourOf = new Map(listLandingPages().map((page) => [page.canonicalPath, page.card.color]));
  const seen = new Set<string>();
  return routes
    .filter((route) => {
      if (route.kind === "alias") return false;
      const key =
        route.kind === "landing"
          ? `landing:${colourOf.get(route.path)}`
          : route.kind === "position"
            ? "position"
            : route.path;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((route) => route.path);
}

const sample = new Set(templateSample());
/** Sampled pages whose axe pass at the phone width with JavaScript another spec makes (see the opening comment). */
const axedElsewhere = new Set([...drawnWholePaths, "/savings-calculator"]);
const firstLanding = routes.find((route) => route.kind === "landing")?.path;
/** What axe examines on a sampled route: the whole page, or a later landing colour's hero. */
const axeScope = (path: string) =>
  routes.find((route) => route.path === path)?.kind === "landing" && path !== firstLanding
    ? '[data-slot="hero"]'
    : undefined;

for (const route of routes) {
  const axe = sample.has(route.path) && !axedElsewhere.has(route.path);
  test(
    `${route.path}: served with its head, hydrated${axe ? ", accessible" : ""} and error-free`,
    { tag: "@phone" },
    async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      // The HTML as served, before any script ran.
      const html = (await response?.text()) ?? "";
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(route.canonicalPath)}"/>`);
      expect(html, "no content hidden until JavaScript runs").not.toMatch(/style="[^"]*opacity:\s*0/);
      // Parts that hydrate from their own chunk are inline too, never script-revealed fragments (entry.server.tsx).
      expect(html, "no outlined Suspense boundary").not.toMatch(/<template id="B:|\$RC\(/);
      expect(html, "every icon has its glyph (collected by the route loader)").not.toMatch(
        /data-icon="[^"]+"[^>]*><\/svg>/,
      );
      await waitForHydration(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      if (axe) await expectNoAxeViolations(page, { include: axeScope(route.path) });
      expect(errors, "console errors").toEqual([]);
    },
  );
}

test.describe("JavaScript off", () => {
  test.use({ scripts: false });

  for (const path of [...sample, "/no-such-page"]) {
    test(`${path} is complete and accessible without JavaScript`, async ({ page }) => {
      const notFound = path === "/no-such-page";
      const errors = collectErrors(page, { expectDocument404: notFound });
      const response = await page.goto(path);
      expect(response?.status()).toBe(notFound ? 404 : 200);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      await expectNoAxeViolations(page, { scriptsOff: true, include: axeScope(path) });
      expect(errors, "console errors").toEqual([]);
    });
  }
});

test.describe("prerendered HTML", () => {
  test("titles and descriptions are unique per canonical page", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const route of routes.filter((r) => r.kind !== "alias")) {
      const html = await (await request.get(route.path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      for (const key of [`title:${title}`, `description:${description}`]) {
        expect(seen.get(key), `${route.path} repeats ${key} of ${seen.get(key)}`).toBeUndefined();
        seen.set(key, route.path);
      }
    }
  });

  test("sitemap.xml lists every canonical page once, and nothing else", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The case studies page's filter pages: one per industry and staff country of the seeded case studies.
    const filters = caseStudyFilters(seedCaseStudies.map((study) => ({ ...study, updatedAt: study.updated })));
    expect(locs.sort()).toEqual([...listSitemapEntries(), ...filters].map((e) => absoluteUrl(e.path)).sort());
    for (const alias of routes.filter((r) => r.kind === "alias" || r.kind === "utility")) {
      expect(locs).not.toContain(absoluteUrl(alias.path));
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  test("robots.txt names the sitemap and favicon.ico is a real icon", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
    const icon = await request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toBe("image/x-icon");
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  test("responses carry compression, caching and security headers", async ({ request }) => {
    const page = await request.get("/", { headers: { "accept-encoding": "br" } });
    expect(page.headers()["content-encoding"]).toBe("br");
    expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(page.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(page.headers()["content-security-policy"]).not.toContain("unsafe-inline");
    expect(page.headers()["x-frame-options"]).toBe("DENY");
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset ?? "", { headers: { "accept-encoding": "gzip" } });
    expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers()["content-encoding"]).toBe("gzip");
  });
});

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/industries/no-such-industry", "/sectors/unknown", "/about/extra"]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      const errors = collectErrors(page, { expectDocument404: true });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
      expect(warnings.join("\n")).toContain(path);
      expect(errors).toEqual([]);
      // One template: axe once (and without JavaScript above).
      if (path === "/no-such-page") await expectNoAxeViolations(page);
    });
  }

  // An unknown slug below /sectors or /industries matches that prefix's parameter route in the browser: the page it
  // is served (sectors/404.html) was rendered by that route, so it hydrates without a mismatch and navigates on.
  for (const path of ["/no-such-page", "/sectors/nope", "/industries/nope", "/careers/nope"]) {
    test(`Return to Home leads home from ${path}`, async ({ page }) => {
      const errors = collectErrors(page, { expectDocument404: true });
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.locator("h1")).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
