import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer, listen } from "./serve.ts";
import { createServer, type Server } from "node:http";

let base = "";
let site: Server;
let backend: Server;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "serve-test-"));
  mkdirSync(join(root, "about"), { recursive: true });
  mkdirSync(join(root, "404"), { recursive: true });
  mkdirSync(join(root, "assets"), { recursive: true });
  writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(root, "about/index.html"), "<h1>About</h1>");
  writeFileSync(join(root, "404/index.html"), "<h1>Oops! Page not found</h1>");
  writeFileSync(join(root, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(root, "assets/app-abc123.js"), "console.log('x');".repeat(200));
  writeFileSync(join(root, "assets/app-abc123.js.gz"), gzipSync("console.log('x');".repeat(200)));
  writeFileSync(join(root, "secret.txt"), "outside");
  backend = createServer((req, res) => res.end(JSON.stringify({ path: req.url, method: req.method })));
  const backendUrl = await listen(backend, 0);
  site = createSiteServer({ root: join(root), proxy: { "/functions/v1/": backendUrl } });
  base = await listen(site, 0);
});
afterAll(() => {
  site.close();
  backend.close();
});

describe("site server", () => {
  it("serves /x from /x/index.html with revalidation and security headers", async () => {
    const res = await fetch(`${base}/about`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("About");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("answers unknown paths with the not-found page and HTTP 404", async () => {
    for (const path of ["/nope", "/industries/unknown", "/about/extra", "/robots.txt/x"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain("Oops! Page not found");
    }
  });

  it("never leaves the build folder", async () => {
    const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(res.status).toBe(404);
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const res = await fetch(`${base}/about/?a=1`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?a=1");
  });

  it("serves static files as they are", async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });

  it("sends precompressed gzip and immutable caching for hashed assets", async () => {
    const res = await fetch(`${base}/assets/app-abc123.js`, { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toHaveLength("console.log('x');".length * 200);
  });

  it("compresses with brotli on the fly when no precompressed file exists", async () => {
    const res = await fetch(`${base}/about`, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toContain("About");
  });

  it("answers 304 when the ETag matches", async () => {
    const first = await fetch(`${base}/about`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await fetch(`${base}/about`, { headers: { "if-none-match": etag ?? "" } });
    expect(second.status).toBe(304);
  });

  it("rejects methods other than GET and HEAD", async () => {
    const res = await fetch(`${base}/about`, { method: "POST" });
    expect(res.status).toBe(405);
  });

  it("forwards the backend prefix to the embedded backend", async () => {
    const res = await fetch(`${base}/functions/v1/send-contact-email`, { method: "POST", body: "{}" });
    expect(await res.json()).toEqual({ path: "/functions/v1/send-contact-email", method: "POST" });
  });
});
