// The small build folder the site server's tests serve (pages, a folder's own 404.html, `_headers`, a precompressed
// asset), a site server over it, and a raw request that fetch would normalize first.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { request, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll } from "vitest";
import { formatHeadersFile, headerRules } from "./headers.ts";
import { createSiteServer, listen, type SiteServerOptions } from "./serve.ts";

export const aboutHtml = "<h1>About</h1><script>window.ok = 1</script>";
export const assetText = "console.log('x');".repeat(200);

/** A fresh build folder. */
export function buildFolder(): string {
  const root = mkdtempSync(join(tmpdir(), "serve-test-"));
  mkdirSync(join(root, "about"), { recursive: true });
  mkdirSync(join(root, "404"), { recursive: true });
  mkdirSync(join(root, "assets"), { recursive: true });
  writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(root, "about/index.html"), aboutHtml);
  writeFileSync(join(root, "404/index.html"), "<h1>Oops! Page not found</h1>");
  writeFileSync(join(root, "404.html"), "<h1>Oops! Page not found</h1>");
  mkdirSync(join(root, "sectors"), { recursive: true });
  writeFileSync(join(root, "sectors/404.html"), "<h1>Oops! Page not found</h1><p>sectors</p>");
  writeFileSync(join(root, "_headers"), formatHeadersFile(headerRules([{ path: "/about", html: aboutHtml }])));
  writeFileSync(join(root, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(root, "assets/app-abc123.js"), assetText);
  writeFileSync(join(root, "assets/app-abc123.js.gz"), gzipSync(assetText));
  writeFileSync(join(root, "secret.txt"), "outside");
  return root;
}

/** A site server over `root`, listening on a free port; `close` ends it. */
export async function serveSite(
  root: string,
  options: Omit<SiteServerOptions, "root"> = {},
): Promise<{ base: string; server: Server; close: () => Promise<void> }> {
  const server = createSiteServer({ root, ...options });
  const base = await listen(server, 0);
  const close = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  return { base, server, close };
}

/** A site over a fresh build folder for the tests of one file: `base` is set once it listens, before the tests. */
export function siteForTests(options: Omit<SiteServerOptions, "root"> = {}): { root: string; base: string } {
  const site = { root: buildFolder(), base: "" };
  let close = () => Promise.resolve();
  beforeAll(async () => {
    ({ base: site.base, close } = await serveSite(site.root, options));
  });
  afterAll(() => close());
  return site;
}

/** A raw request (fetch would normalize the path first), answered without following redirects. */
export function raw(url: string, path: string, method = "GET"): Promise<IncomingMessage & { body: string }> {
  return new Promise((done, fail) => {
    const outgoing = request(`${url}/`, { path, method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => done(Object.assign(res, { body })));
    });
    outgoing.on("error", fail);
    outgoing.end();
  });
}
