// The link crawler on a small site: it follows same-origin links, stylesheets and srcsets, reports a missing
// target or a link to a redirect with the page that links to it, crawls pages no page links to when told to start
// there, and never counts a script's text or an external link as a link.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer, listen } from "../server/serve.ts";
import { crawl, references } from "./crawl.ts";

let site: Server;
let base = "";

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "crawl-test-"));
  mkdirSync(join(root, "about"));
  mkdirSync(join(root, "assets"));
  writeFileSync(
    join(root, "index.html"),
    '<link rel="stylesheet" href="/assets/site.css"><link rel="canonical" href="https://www.example.com/">' +
      '<a href="/about?x=1&amp;y=2#team">About</a><a href="https://elsewhere.example/">Out</a><a href="mailto:a@b.c">Mail</a>' +
      '<img srcset="/assets/a.png 1x, /assets/missing.png 2x" src="/assets/a.png"><script>fetch("/not-a-link")</script>',
  );
  writeFileSync(join(root, "about/index.html"), '<a href="/gone">Gone</a><a href="/">Home</a><a href="/about/">Me</a>');
  mkdirSync(join(root, "unlinked"));
  writeFileSync(join(root, "unlinked/index.html"), '<a href="/gone-too">Gone too</a>');
  writeFileSync(join(root, "assets/site.css"), "body{background:url(/assets/bg.png)}");
  writeFileSync(join(root, "assets/a.png"), "png");
  writeFileSync(join(root, "sitemap.xml"), "<urlset><url><loc>https://www.example.com/about</loc></url></urlset>");
  site = createSiteServer({ root });
  base = await listen(site, 0);
});
afterAll(() => site.close());

describe("crawl", () => {
  it("reads href, src, srcset and CSS url(), not script text", () => {
    expect(
      references('<a href="/a?b=1&amp;c=2">x</a><script>"/s"</script><img srcset="/1.png 1x, /2.png 2x">', "text/html"),
    ).toEqual(["/a?b=1&c=2", "/1.png", "/2.png"]);
    expect(references("a{background:url('/x.png')}", "text/css; charset=utf-8")).toEqual(["/x.png"]);
  });

  it("reports every broken same-origin link with the page it is on", async () => {
    const result = await crawl(base, "https://www.example.com", ["/unlinked"]);
    expect(result.broken.map((link) => `${new URL(link.url, base).pathname} ${link.status}`).sort()).toEqual([
      '/about/ 301 to "/about" (link the target itself)',
      "/assets/bg.png 404",
      "/assets/missing.png 404",
      "/gone 404",
      "/gone-too 404",
    ]);
    expect(result.broken.find((link) => link.url.endsWith("/gone"))?.from).toBe(`${base}/about?x=1&y=2`);
    expect(result.broken.find((link) => link.url.endsWith("/gone-too"))?.from).toBe(`${base}/unlinked`);
    expect(result.external).toBe(1);
    expect(result.pages).toBe(4);
  });
});
