// The build's `_headers` as the site server applies them: every matching rule's headers on a page, and a rebuild's
// rules once they replace the served ones. (`_redirects` statuses: serve.test.ts.)
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatHeadersFile, headerRules, inlineHashes } from "./headers.ts";
import { serveSite, siteForTests } from "./test-site.ts";

const site = siteForTests();

describe("the host's rules", () => {
  it("serves a page with revalidation and security headers", async () => {
    const res = await fetch(`${site.base}/about`);
    expect(res.status).toBe(200);
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
    const rebuilt = await serveSite(dir);
    try {
      const hash = inlineHashes(page).scriptHashes[0] ?? "";
      expect(hash).not.toBe("");
      expect((await fetch(`${rebuilt.base}/fresh`)).headers.get("content-security-policy")).not.toContain(hash);
      // As the local publisher puts a rebuild in place: whole files renamed over the old ones.
      writeFileSync(join(dir, "fresh/index.html.new"), page);
      writeFileSync(join(dir, "_headers.new"), formatHeadersFile(headerRules([{ path: "/fresh", html: page }])));
      renameSync(join(dir, "fresh/index.html.new"), join(dir, "fresh/index.html"));
      renameSync(join(dir, "_headers.new"), join(dir, "_headers"));
      const res = await fetch(`${rebuilt.base}/fresh`);
      expect(await res.text()).toBe(page);
      expect(res.headers.get("content-security-policy")).toContain(hash);
    } finally {
      await rebuilt.close();
    }
  });
});
