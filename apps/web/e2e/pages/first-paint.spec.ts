// Nothing before a page's first paint but the document itself (the whole stylesheet is inline): the app follows that
// paint. Text is drawn in the device's own face: no web font. A page that arrives in parts is painted whole.
import { expect, test } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { waitForHydration, watchLayoutShifts } from "../helpers.ts";

test("JavaScript on: the app starts after the first paint, with no stylesheet to fetch", async ({ page }) => {
  await page.goto("/services/talent-outsourcing");
  await waitForHydration(page);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  // No web font: nothing to fetch, wait for or swap for text.
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);
  // Nothing but the document before the first contentful paint: every module is
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
