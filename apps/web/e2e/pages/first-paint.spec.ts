// The inline stylesheet of every page is complete for its HTML: with JavaScript off (the rest of the stylesheet never
// arrives) each page looks exactly as it does once the whole stylesheet has been applied; with JavaScript on the rest
// follows with the app after the first paint, and nothing before that paint but the document itself.
import { expect, test, type Page } from "@playwright/test";
import { listRoutes } from "@solvix/content/routes";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { siteStylesheet } from "../../scripts/critical-css.ts";
import { waitForHydration, watchLayoutShifts } from "../helpers.ts";

const client = join(import.meta.dirname, "../..", process.env.WEB_BUILD_DIR ?? "build", "client");
const stylesheet = siteStylesheet(client);
const routes = [
  ...new Set(
    listRoutes()
      .filter((route) => route.kind !== "alias")
      .map((route) => route.path),
  ),
];

/** A full-page screenshot with Inter blocked (both renderings use the fallback face: this compares rules, not fonts). */
async function shot(page: Page): Promise<Buffer> {
  return page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
}

test.describe("JavaScript off: the inline rules alone", () => {
  // Reduced motion: the hero illustrations' endless animations would otherwise be caught at different points.
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

  for (const path of routes) {
    test(`${path} looks the same with the whole stylesheet`, async ({ page }, testInfo) => {
      await page.route("**/*.woff2", (route) => route.abort());
      await page.goto(path);
      expect(await page.locator('link[rel="stylesheet"], link[rel="modulepreload"]').count()).toBe(0);
      const inline = await shot(page);
      // The same page with the whole stylesheet linked at the end of its head, as the bootstrap links it.
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace("</head>", `<link rel="stylesheet" href="${stylesheet}"/></head>`);
        await route.fulfill({ response, body: html });
      });
      await page.goto(path);
      await expect(page.locator(`link[rel="stylesheet"][href="${stylesheet}"]`)).toHaveCount(1);
      const whole = await shot(page);
      if (!inline.equals(whole)) {
        await testInfo.attach("inline rules only", { body: inline, contentType: "image/png" });
        await testInfo.attach("with the whole stylesheet", { body: whole, contentType: "image/png" });
      }
      expect(inline.equals(whole), `${path}: a rule the page uses is missing from its inline stylesheet`).toBe(true);
    });
  }
});

test("JavaScript on: the app starts with the rest of the stylesheet, then Inter, added once loaded", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/services/talent-outsourcing");
  await waitForHydration(page);
  const rest = page.locator('link[rel="stylesheet"][data-rest]');
  await expect(rest).toHaveCount(1);
  expect(await rest.getAttribute("href")).toMatch(/^\/assets\/rest\/[\w-]+\.css$/);
  // The whole stylesheet is not loaded as well: its Inter faces would lay the page out again.
  await expect(page.locator(`link[href="${stylesheet}"]`)).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("data-web-fonts", "added");
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, "") === "Inter Variable" && face.status === "loaded",
        ),
      ),
    )
    .toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  // Every part of the page has taken Inter, and nothing the script set on the way is left behind.
  expect(await page.locator("html").getAttribute("data-inter")).toBeNull();
  expect(
    await page.evaluate(
      () =>
        [...document.querySelectorAll("body *")].filter(
          (element) =>
            element.checkVisibility() && !getComputedStyle(element).fontFamily.startsWith('"Inter Variable"'),
        ).length,
    ),
  ).toBe(0);
  await expect(page.locator('[style*="font-family"]')).toHaveCount(0);
  // Nothing but the document before the first contentful paint: every module, stylesheet and font is asked for after
  // it (what Lighthouse's simulation would otherwise count as holding the paint back).
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.(?:js|css|woff2)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.requests.length).toBeGreaterThan(10);
  expect(timing.requests.filter((request) => request.start < timing.paint)).toEqual([]);
  // An English page needs the Latin file alone.
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
});

test("JavaScript on: Inter never moves what is on screen; where it would, it waits for the visitor's next link", async ({
  page,
}) => {
  // On a phone the About hero's heading takes one line more in Inter than in the fallback, which would push the
  // section below it down.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const section = document.querySelector("main > section:nth-of-type(2)");
      (window as unknown as { firstTop: number }).firstTop = section?.getBoundingClientRect().top ?? Number.NaN;
    });
  });
  await page.goto("/about");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-web-fonts", "held");
  // What is on screen keeps the fallback together (no mixed faces in view); the page below it may take Inter.
  const heading = () => page.evaluate(() => getComputedStyle(document.querySelector("main h1") as Element).fontFamily);
  expect(await heading()).toMatch(/^"Inter Fallback"/);
  const top = await page.evaluate(() => ({
    first: (window as unknown as { firstTop: number }).firstTop,
    now: document.querySelector("main > section:nth-of-type(2)")?.getBoundingClientRect().top,
  }));
  expect(top.first).toBeGreaterThan(0);
  expect(top.now).toBe(top.first);

  // The visitor follows a link: Inter is added then (a shift right after an input is not counted; the page changes).
  await page.locator("main").getByRole("link").first().click();
  await expect(page.locator("html")).toHaveAttribute("data-web-fonts", "added");
  expect(await heading()).toMatch(/^"Inter Variable"/);
  expect(await page.locator("html").getAttribute("data-inter")).toBeNull();

  // Where Inter moves nothing on screen, it is added as soon as it is in.
  await page.goto("/services/talent-outsourcing");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-web-fonts", "added");
});

test("JavaScript on: Inter moves no text within its box either", async ({ page }) => {
  // On a phone a line of the calculator page moves by 3 px inside a box that stays where it is: Chrome counts that as
  // a shift (0.002), so the faces are held there.
  await page.setViewportSize({ width: 412, height: 823 });
  const shifts = await watchLayoutShifts(page);
  await page.goto("/savings-calculator");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-web-fonts", /^(?:added|held)$/);
  await page.waitForTimeout(500);
  expect(await shifts()).toEqual([]);
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
