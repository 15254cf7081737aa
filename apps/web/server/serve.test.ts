// The site server's routing against a small build folder (test-site.ts): `/x` from `/x/index.html`, the nearest
// not-found page, a closed position's 410, redirects that stay on this origin, and the methods it answers.
import { unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseGonePaths } from "./host-rules.ts";
import { raw, siteForTests } from "./test-site.ts";

const site = siteForTests();

describe("site server routing", () => {
  it("serves /x from /x/index.html and static files as they are", async () => {
    const about = await fetch(`${site.base}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("About");
    expect(about.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect((await fetch(`${site.base}/`)).status).toBe(200);
    const res = await fetch(`${site.base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });

  it("answers unknown paths with the not-found page and HTTP 404", async () => {
    for (const path of ["/nope", "/industries/unknown", "/about/extra", "/robots.txt/x"]) {
      const res = await fetch(`${site.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain("Oops! Page not found");
    }
  });

  it("answers a closed position's address (a _redirects status) with the not-found page and 410, once a build says so", async () => {
    expect((await fetch(`${site.base}/careers/data-analyst`)).status).toBe(404);
    writeFileSync(
      join(site.root, "_redirects"),
      "# Closed careers positions: gone (410).\n/careers/data-analyst /404.html 410\n/old /new 301\n",
    );
    const gone = await fetch(`${site.base}/careers/data-analyst`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("Oops! Page not found");
    // Only the not-found page's statuses are ours; a page that exists is served whatever the file says.
    expect((await fetch(`${site.base}/old`)).status).toBe(404);
    expect(parseGonePaths("/careers/a /404.html 410\n/careers/b /elsewhere 410\n/careers/c /404.html 302")).toEqual(
      new Map([["/careers/a", 410]]),
    );
    unlinkSync(join(site.root, "_redirects"));
    expect((await fetch(`${site.base}/careers/data-analyst`)).status).toBe(404);
  });

  it("answers an unknown path with the nearest 404.html above it, as Cloudflare Pages does", async () => {
    for (const path of ["/sectors/nope", "/sectors/nope/deeper", "/sectors/%6eope"]) {
      const res = await fetch(`${site.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("<p>sectors</p>");
    }
    for (const path of ["/sectorsnope", "/industries/nope", "/sectors%2fnope"]) {
      const res = await fetch(`${site.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("<p>sectors</p>");
    }
  });

  it("never leaves the build folder", async () => {
    const res = await fetch(`${site.base}/..%2f..%2fetc%2fpasswd`);
    expect(res.status).toBe(404);
  });

  it("redirects a trailing slash to the canonical path, the query exactly as sent", async () => {
    const res = await fetch(`${site.base}/about/?a=1`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?a=1");
    const search = await raw(site.base, "/search/?q=employer%20of%20record&x=%2F");
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
      const res = await raw(site.base, path);
      expect(res.headers.location, path).toBe(location);
      if (location) {
        expect(res.statusCode, path).toBe(301);
        // A browser resolving it stays on this origin.
        expect(new URL(location, "https://site.example/some/page").origin, path).toBe("https://site.example");
      } else expect(res.statusCode, path).toBe(404);
    }
  });

  it("rejects methods other than GET and HEAD", async () => {
    const res = await fetch(`${site.base}/about`, { method: "POST" });
    expect(res.status).toBe(405);
  });
});
