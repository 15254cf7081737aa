// Generic checks of every prerendered route, at both viewports (projects "desktop" and "mobile").
import { expect, test } from "@playwright/test";
import { listRoutes, listSitemapEntries } from "@solvix/content/routes";
import { absoluteUrl } from "@solvix/content/site";
import { collectErrors, expectNoAxeViolations, waitForHydration } from "./helpers.ts";

const routes = listRoutes();

for (const route of routes) {
  test(`${route.path} renders hydrated, accessible and error-free`, async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors, "console errors").toEqual([]);
  });
}

test.describe("prerendered HTML", () => {
  test.skip(({ isMobile }) => isMobile, "HTML is the same for every viewport: checked once");

  for (const route of routes) {
    test(`${route.path} has its h1, title, description and canonical without JavaScript`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
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
    });
  }

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

  test("no internal link leads to a 404", async ({ request }) => {
    const targets = new Map<string, string>();
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) {
        const href = match[1] ?? "/";
        if (!targets.has(href)) targets.set(href, route.path);
      }
    }
    expect(targets.size).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const [href, from] of targets) {
      const status = (await request.get(href, { maxRedirects: 0 })).status();
      if (status !== 200) broken.push(`${href} (${status}) linked from ${from}`);
    }
    expect(broken).toEqual([]);
  });

  test("sitemap.xml lists every canonical page once, and nothing else", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      listSitemapEntries()
        .map((e) => absoluteUrl(e.path))
        .sort(),
    );
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
      await expectNoAxeViolations(page);
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

test("every page is complete with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of routes.slice(0, 12)) {
    await page.goto(route.path);
    await expect(page.locator("h1"), route.path).toBeVisible();
    await expect(page.locator("footer"), route.path).toBeVisible();
  }
  await context.close();
});
