// The page as React Router writes it, with the whole stylesheet inline: nothing fetched for styles or fonts. A page
// that arrives in parts is painted whole.
import { expect, test } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { waitForHydration, watchLayoutShifts } from "../helpers.ts";

test("JavaScript on: no stylesheet or font to fetch, and the app starts from the router's own script", async ({
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
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  // No web font: nothing to fetch, wait for or swap for text.
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);
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
