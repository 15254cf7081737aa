// Nothing before a page's first paint but the document itself (the whole stylesheet is inline): the app follows that
// paint. Inter comes by CSS alone (font-display optional). A page that arrives in parts is painted whole.
import { expect, test, type Page } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { waitForHydration, watchLayoutShifts } from "../helpers.ts";

test("JavaScript on: the app starts after the first paint, with no stylesheet to fetch", async ({ page }) => {
  await page.goto("/services/talent-outsourcing");
  await waitForHydration(page);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  // Nothing but the document (and the font its own rules ask for) before the first contentful paint: every module is
  // asked for after it (what Lighthouse's simulation would otherwise count as holding the paint back).
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.(?:js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.requests.length).toBeGreaterThan(10);
  expect(timing.requests.filter((request) => request.start < timing.paint)).toEqual([]);
});

/** The fonts Chrome drew an element's text with, by their own family names (CSS.getPlatformFontsForNode). */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  // The text node inside the element: the element itself reports no fonts.
  const { node } = await cdp.send("DOM.describeNode", { nodeId, depth: 1 });
  const text = node.children?.find((child) => child.nodeType === 3);
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: text?.nodeId ?? nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test("Inter by CSS, font-display optional: a late file leaves the page in the fallback, a cached one draws Inter at once", async ({
  page,
}) => {
  const shifts = await watchLayoutShifts(page);
  // A slow first visit: the font arrives after the browser's short block period.
  await page.route("**/*.woff2", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/about");
  await waitForHydration(page);
  expect(
    await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, "") === "Inter Variable")
        .map((face) => face.display),
    ),
  ).toEqual(["optional"]);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^"Inter Variable", "Inter Fallback"/,
  );
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.status === "loaded" && face.family.includes("Inter Variable")),
      ),
    )
    .toBe(true);
  // Loaded, and still not used on this page: nothing changes face while it is read, so nothing moves.
  expect(await facesOf(page, "main h1")).toEqual([expect.stringMatching(/^(?:Arial|Liberation Sans)/)]);
  await page.waitForTimeout(300);
  expect(await shifts()).toEqual([]);
  // The next page load has the file at hand (immutable caching): Inter from the first frame.
  await page.unroute("**/*.woff2");
  await page.goto("/terms");
  await waitForHydration(page);
  expect(await facesOf(page, "main h1")).toEqual(["Inter"]);
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
