// The site server against a small build folder: routing, caching, headers from `_headers`, redirects that stay on
// this origin, the backend proxy (normalized paths, time limit, a visitor who leaves first) and a file that vanishes
// while it is sent.
import { randomBytes } from "node:crypto";
import { mkdtempSync, mkdirSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, get, request, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatHeadersFile, headerRules, inlineHashes } from "./headers.ts";
import { createSiteServer, listen, parseGonePaths } from "./serve.ts";

let base = "";
let root = "";
let site: Server;
let backend: Server;
let silent: Server;
let slowSite: Server;
let slowBase = "";
let backendPort = 0;
const forwarded: string[] = [];
const aboutHtml = "<h1>About</h1><script>window.ok = 1</script>";

/** A raw request (fetch would normalize the path first), answered without following redirects. */
function raw(url: string, path: string, method = "GET"): Promise<IncomingMessage & { body: string }> {
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

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "serve-test-"));
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
  writeFileSync(join(root, "assets/app-abc123.js"), "console.log('x');".repeat(200));
  writeFileSync(join(root, "assets/app-abc123.js.gz"), gzipSync("console.log('x');".repeat(200)));
  writeFileSync(join(root, "secret.txt"), "outside");
  backend = createServer((req, res) => {
    forwarded.push(req.url ?? "");
    res.end(JSON.stringify({ path: req.url, method: req.method }));
  });
  const backendUrl = await listen(backend, 0);
  backendPort = Number(new URL(backendUrl).port);
  site = createSiteServer({ root: join(root), proxy: { "/functions/v1/": backendUrl } });
  base = await listen(site, 0);
  // A backend that accepts the request and never answers.
  silent = createServer(() => {});
  slowSite = createSiteServer({ root, proxy: { "/functions/v1/": await listen(silent, 0) }, proxyTimeoutMs: 300 });
  slowBase = await listen(slowSite, 0);
});
afterAll(() => {
  site.close();
  backend.close();
  slowSite.close();
  silent.closeAllConnections();
  silent.close();
});

describe("site server", () => {
  it("serves /x from /x/index.html with revalidation and security headers", async () => {
    const res = await fetch(`${base}/about`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("About");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    // The page's one inline script, by its SHA-256 (`printf 'window.ok = 1' | openssl dgst -sha256 -binary | base64`).
    expect(csp).toContain("'sha256-lpVfbDflKNQ8vDZT4DLb1PZ8meiNzatAAYj/uG8vpbM='");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("applies a new build's _headers once it replaces the served one (a rebuild after a save)", async () => {
    const page = "<h1>Fresh</h1><script>window.fresh = 1</script>";
    const dir = mkdtempSync(join(tmpdir(), "serve-rebuild-"));
    mkdirSync(join(dir, "fresh"));
    writeFileSync(join(dir, "fresh/index.html"), "<h1>Old</h1><script>window.old = 1</script>");
    writeFileSync(
      join(dir, "_headers"),
      formatHeadersFile(headerRules([{ path: "/fresh", html: "<script>window.old = 1</script>" }])),
    );
    const server = createSiteServer({ root: dir });
    const url = await listen(server, 0);
    try {
      const hash = inlineHashes(page).scriptHashes[0] ?? "";
      expect(hash).not.toBe("");
      expect((await fetch(`${url}/fresh`)).headers.get("content-security-policy")).not.toContain(hash);
      // As the local publisher puts a rebuild in place: whole files renamed over the old ones.
      writeFileSync(join(dir, "fresh/index.html.new"), page);
      writeFileSync(join(dir, "_headers.new"), formatHeadersFile(headerRules([{ path: "/fresh", html: page }])));
      renameSync(join(dir, "fresh/index.html.new"), join(dir, "fresh/index.html"));
      renameSync(join(dir, "_headers.new"), join(dir, "_headers"));
      const res = await fetch(`${url}/fresh`);
      expect(await res.text()).toBe(page);
      expect(res.headers.get("content-security-policy")).toContain(hash);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it("answers unknown paths with the not-found page and HTTP 404", async () => {
    for (const path of ["/nope", "/industries/unknown", "/about/extra", "/robots.txt/x"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain("Oops! Page not found");
    }
  });

  it("answers a closed position's address (a _redirects status) with the not-found page and 410, once a build says so", async () => {
    expect((await fetch(`${base}/careers/data-analyst`)).status).toBe(404);
    writeFileSync(
      join(root, "_redirects"),
      "# Closed careers positions: gone (410).\n/careers/data-analyst /404.html 410\n/old /new 301\n",
    );
    const gone = await fetch(`${base}/careers/data-analyst`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("Oops! Page not found");
    // Only the not-found page's statuses are ours; a page that exists is served whatever the file says.
    expect((await fetch(`${base}/old`)).status).toBe(404);
    expect(parseGonePaths("/careers/a /404.html 410\n/careers/b /elsewhere 410\n/careers/c /404.html 302")).toEqual(
      new Map([["/careers/a", 410]]),
    );
    unlinkSync(join(root, "_redirects"));
    expect((await fetch(`${base}/careers/data-analyst`)).status).toBe(404);
  });

  it("answers an unknown path with the nearest 404.html above it, as Cloudflare Pages does", async () => {
    for (const path of ["/sectors/nope", "/sectors/nope/deeper", "/sectors/%6eope"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("<p>sectors</p>");
    }
    for (const path of ["/sectorsnope", "/industries/nope", "/sectors%2fnope"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("<p>sectors</p>");
    }
  });

  it("never leaves the build folder", async () => {
    const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(res.status).toBe(404);
  });

  it("redirects a trailing slash to the canonical path, the query exactly as sent", async () => {
    const res = await fetch(`${base}/about/?a=1`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?a=1");
    const search = await raw(base, "/search/?q=employer%20of%20record&x=%2F");
    expect(search.headers.location).toBe("/search?q=employer%20of%20record&x=%2F");
  });

  it("redirects only to paths of this site: never //host, whatever the encoding", async () => {
    const cases: [string, string | undefined][] = [
      ["//evil.example/", "/evil.example"],
      ["///evil.example//", "/evil.example"],
      ["/\\evil.example/", "/evil.example"],
      ["/%2Fevil.example/", "/%2Fevil.example"],
      ["/%5Cevil.example/", "/%5Cevil.example"],
      ["/./evil.example/", "/evil.example"],
      ["/.//evil.example/", "/evil.example"],
      ["/%2e%2e/%2e%2e/evil.example/", "/evil.example"],
      ["/about/%2E%2E/%2e/evil.example/?next=//x", "/evil.example?next=//x"],
      ["//", "/"],
      ["///?a", "/?a"],
      ["/%2F", undefined],
      ["/%2F/", "/%2F"],
    ];
    for (const [path, location] of cases) {
      const res = await raw(base, path);
      expect(res.headers.location, path).toBe(location);
      if (location) {
        expect(res.statusCode, path).toBe(301);
        // A browser resolving it stays on this origin.
        expect(new URL(location, "https://site.example/some/page").origin, path).toBe("https://site.example");
      } else expect(res.statusCode, path).toBe(404);
    }
  });

  it("serves static files as they are", async () => {
    expect((await fetch(`${base}/`)).status).toBe(200);
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
    const res = await fetch(`${base}/functions/v1/send-contact-email?x=1`, { method: "POST", body: "{}" });
    expect(await res.json()).toEqual({ path: "/functions/v1/send-contact-email?x=1", method: "POST" });
  });

  it("matches the backend prefix on the normalized path: encoded dots never reach the backend's root", async () => {
    forwarded.length = 0;
    const escaped = await raw(base, "/functions/v1/%2e%2e/%2e%2e/x", "POST");
    expect(escaped.statusCode).toBe(405);
    const dots = await raw(base, "/functions/v1/faqs/%2E%2E/../../x");
    expect(dots.statusCode).toBe(404);
    const inside = await raw(base, "/functions/v1/faqs/%2e%2e/send-contact-email");
    expect(JSON.parse(inside.body)).toMatchObject({ path: "/functions/v1/send-contact-email" });
    const slash = await raw(base, "/functions/v1/faqs%2F..%2F..%2Fx");
    expect(slash.statusCode).toBe(400);
    expect(forwarded).toEqual(["/functions/v1/send-contact-email"]);
  });

  it("holds a request for a backend still starting, forwards it (body included) once its address is known", async () => {
    let ready: (url: string) => void = () => {};
    const starting = createSiteServer({ root, proxy: { "/functions/v1/": new Promise<string>((r) => (ready = r)) } });
    const startingBase = await listen(starting, 0);
    try {
      expect((await fetch(`${startingBase}/about`)).status).toBe(200);
      const answer = fetch(`${startingBase}/functions/v1/faqs?x=2`, { method: "POST", body: '{"a":1}' });
      const early = await Promise.race([answer.then(() => "answered"), new Promise((r) => setTimeout(r, 200, "held"))]);
      expect(early).toBe("held");
      ready(`http://127.0.0.1:${backendPort}`);
      expect(await (await answer).json()).toEqual({ path: "/functions/v1/faqs?x=2", method: "POST" });
    } finally {
      starting.close();
    }
  });

  it("answers 502 with a clear message when the backend failed to start", async () => {
    const failed = createSiteServer({ root, proxy: { "/functions/v1/": Promise.reject(new Error("no Deno")) } });
    const failedBase = await listen(failed, 0);
    try {
      const res = await fetch(`${failedBase}/functions/v1/send-contact-email`, { method: "POST", body: "{}" });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: "The server is not reachable right now. Please try again in a few minutes.",
      });
    } finally {
      failed.close();
    }
  });

  it("answers 504 with a clear message when the backend does not answer in time", async () => {
    const started = Date.now();
    const res = await fetch(`${slowBase}/functions/v1/send-contact-email`, { method: "POST", body: "{}" });
    expect(res.status).toBe(504);
    expect((await res.json()) as { error: string }).toEqual({
      error: "The server took too long to answer. Please try again in a few minutes.",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("survives a visitor who leaves before the backend answers (a cancelled or double-clicked submit)", async () => {
    const late = createServer((_req, res) => setTimeout(() => res.end("{}"), 300));
    const lateSite = createSiteServer({ root, proxy: { "/functions/v1/": await listen(late, 0) } });
    const lateBase = await listen(lateSite, 0);
    try {
      await new Promise<void>((done) => {
        const leaving = request(`${lateBase}/functions/v1/send-contact-email`, { method: "POST" });
        leaving.on("error", () => done());
        leaving.end("{}");
        setTimeout(() => leaving.destroy(), 100);
      });
      // The backend's answer arrives for a visitor who is gone: it is dropped, and the server goes on serving.
      await new Promise((r) => setTimeout(r, 400));
      expect((await fetch(`${lateBase}/about`)).status).toBe(200);
      expect((await fetch(`${lateBase}/functions/v1/faqs`)).status).toBe(200);
    } finally {
      lateSite.close();
      late.closeAllConnections();
      late.close();
    }
  });

  it("survives a file that vanishes while it is being sent", async () => {
    const big = randomBytes(8 * 1024 * 1024);
    writeFileSync(join(root, "assets/big-abc123.png"), big);
    const received = await new Promise<number>((done, fail) => {
      get(`${base}/assets/big-abc123.png`, (res) => {
        expect(res.statusCode).toBe(200);
        unlinkSync(join(root, "assets/big-abc123.png"));
        let length = 0;
        res.on("data", (chunk: Buffer) => (length += chunk.length));
        res.on("end", () => done(length));
        res.on("error", fail);
      }).on("error", fail);
    });
    // The file was opened before the answer started: the whole file arrives, and the server goes on serving.
    expect(received).toBe(big.length);
    expect((await fetch(`${base}/assets/big-abc123.png`)).status).toBe(404);
    expect((await fetch(`${base}/about`)).status).toBe(200);
  });
});
