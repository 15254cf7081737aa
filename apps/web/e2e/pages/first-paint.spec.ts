// The page as React Router writes it, with the whole stylesheet inline: nothing fetched for styles, one preloaded font
// file whose late arrival moves nothing. A page that arrives in parts is painted whole.
import type { Page } from "@playwright/test";
import { expect, test } from "../worker.ts";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { waitForHydration, watchLayoutShifts } from "../helpers.ts";

test("JavaScript on: no stylesheet to fetch, one preloaded font file, and the app starts from the router's own script", async ({
  page,
}) => {
  const path = "/services/talent-outsourcing";
  // The router's module script and its modulepreload links, as it ships them.
  const html = await (await page.request.get(path)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const manifest = /<script type="module" async="">import "(\/assets\/manifest-[^"]+\.js)";/.exec(html)?.[1];
  expect(manifest).toBeDefined();
  expect(preloads).toContain(manifest);
  expect(preloads.filter((href) => href?.includes("/entry.client-"))).toHaveLength(1);
  // The typeface: one file, the one the inline @font-face names, preloaded (in CORS mode, as fonts are fetched).
  const fontFile = /@font-face\{font-family:Figtree;[^}]*src:url\((\/assets\/[^)]+\.woff2)\)/.exec(html)?.[1];
  expect(fontFile).toBeDefined();
  expect(html).toContain(
    `<link rel="preload" href="${fontFile}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
  );
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check("600 1rem Figtree")))).toBe(
    true,
  );
  expect(fonts).toEqual([fontFile]);
});

test("A page that arrives in parts is first painted whole: nothing painted moves when the rest comes", async ({
  page,
  baseURL,
}) => {
  // A proxy in front of the site that sends the page in two parts 600 ms apart, cut at the start of its hero's heading
  // (a slow link, or a busy phone that stops the parser for a frame). Painted as it came, the hero's backdrop moved
  // when the hero's buttons arrived: a layout shift of 0.21 on a phone.
  const path = "/sectors/real-estate";
  const proxy = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? "/", baseURL));
      const dropped = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);
      response.writeHead(upstream.status, [...upstream.headers].filter(([name]) => !dropped.has(name)).flat());
      const body = Buffer.from(await upstream.arrayBuffer());
      if (new URL(request.url ?? "/", baseURL).pathname !== path) return response.end(body);
      const html = body.toString("utf8");
      const heading = html.indexOf("<h1", html.indexOf("<body"));
      if (heading < 0) throw new Error(`${path} has no <h1> to cut the page at`);
      const cut = heading + "<h1".length;
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 600);
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((listening) => proxy.listen(0, "127.0.0.1", listening));
  try {
    const shifts = await watchLayoutShifts(page);
    await page.addInitScript(() => {
      // A frame callback runs before each frame is drawn: the first one sees what the first frame shows.
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: object }).firstFrame = {
          heading: !!document.querySelector("h1"),
          footer: !!document.querySelector("footer"),
        };
      });
    });
    await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}${path}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { firstFrame?: object }).firstFrame)).toEqual({
      heading: true,
      footer: true,
    });
    expect(await shifts()).toEqual([]);
  } finally {
    await new Promise((closed) => proxy.close(closed));
  }
});

/** The families the browser drew the first `<h1>`'s text in (Chromium's own report of the glyphs' fonts). */
async function headingFaces(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    await cdp.send("CSS.enable");
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

// The face's policy is `font-display: optional` (styles.css): the face is used only if it is there within the short
// block period; one that comes later is never swapped in on that page, so its arrival cannot move anything (with
// `swap`, 0.047 on /industries/legal at 390 px, where a heading wrapped one word later). It is preloaded, so a normal
// load has it in time; a late first visit reads in the metric-matched fallback, and the next page has the file from the
// cache.
const fontPages = ["/", "/sectors/real-estate", "/industries/legal", "/pricing"];

for (const path of fontPages) {
  test(`${path}: the typeface is drawn when it is there in time @both-widths`, async ({ page }) => {
    // The visit's first page fetches the file (preloaded); this page has it from the cache, as every later page of a
    // visit does (a first page has it in time unless the link is slow, which the next test takes).
    await page.goto(path === "/" ? "/pricing" : "/");
    await page.evaluate(() => document.fonts.ready);
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check("1rem Figtree")))).toBe(true);
    // Chromium names the variable face by its default instance ("Figtree Light"); the fallback is Arial's metric twin.
    const faces = await headingFaces(page);
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.filter((face) => !face.startsWith("Figtree"))).toEqual([]);
  });

  test(`${path}: a typeface arriving after its block period moves nothing and is not swapped in @both-widths`, async ({
    page,
  }) => {
    // The file is held back until the page has painted in its fallback face and 3 s more have passed on the page's
    // clock (the longest block period of any font-display value), then let through.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.woff2", async (route) => {
      await released;
      await route.continue();
    });
    const shifts = await watchLayoutShifts(page);
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => document.querySelector("footer") !== null);
    const painted = await page.evaluate(
      () => new Promise<number>((twice) => requestAnimationFrame(() => requestAnimationFrame(twice))),
    );
    await page.waitForFunction((after) => performance.now() > after, painted + 3_000, { polling: 100 });
    const fallback = await headingFaces(page);
    expect(fallback.length).toBeGreaterThan(0);
    expect(fallback.filter((face) => face.startsWith("Figtree"))).toEqual([]);
    release();
    await page.evaluate(async () => {
      await document.fonts.load("1rem Figtree");
      await new Promise((twice) => requestAnimationFrame(() => requestAnimationFrame(twice)));
    });
    expect(await page.evaluate(() => document.fonts.check("1rem Figtree"))).toBe(true);
    expect(await headingFaces(page)).toEqual(fallback);
    expect(await shifts()).toEqual([]);
  });
}

// The staff pages' own stylesheet (routes/staff-layout.tsx): linked by the staff pages only, it holds rules only the
// staff room uses (the desks' layouts), which the public pages' inline one lacks.
test("The staff pages link a stylesheet of their own; a public page carries none of the staff room's rules", async ({
  page,
}) => {
  /** The selectors of the page's style rules (inside @layer and @media too), per sheet: inline or linked. */
  const selectors = () =>
    page.evaluate(() => {
      const collect = (rules: CSSRuleList, into: string[]) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) into.push(rule.selectorText);
          if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules, into);
        }
        return into;
      };
      const sheets = Array.from(document.styleSheets);
      return {
        inline: sheets.filter((sheet) => !sheet.href).flatMap((sheet) => collect(sheet.cssRules, [])),
        linked: sheets.filter((sheet) => sheet.href).map((sheet) => new URL(sheet.href ?? "").pathname),
        linkedRules: sheets.filter((sheet) => sheet.href).flatMap((sheet) => collect(sheet.cssRules, [])),
      };
    });
  await page.goto("/staff/sign-in");
  await waitForHydration(page);
  const staff = await selectors();
  expect(staff.linked).toHaveLength(1);
  expect(staff.linked[0]).toMatch(/^\/assets\/styles-[\w-]+\.css$/);
  const inline = new Set(staff.inline);
  const staffOnly = staff.linkedRules.filter((selector) => !inline.has(selector));
  expect(staffOnly.length).toBeGreaterThan(0);
  await page.goto("/pricing");
  await waitForHydration(page);
  const pricing = await selectors();
  expect(pricing.linked).toEqual([]);
  expect(pricing.inline.filter((selector) => staffOnly.includes(selector))).toEqual([]);
});
