// The feed and the _redirects lines of the articles (issue 48): every live article, newest first, its text escaped; a
// renamed article's 301 and an unpublished one's 410.
import type { StoredArticle } from "@solvix/content/article-rules";
import { describe, expect, it } from "vitest";
import { articleRedirectLines, feedXml } from "./articles-output.ts";

const article = (slug: string, firstPublishedAt: string, title = `Title of ${slug}`): StoredArticle => ({
  slug,
  title,
  summary: "A summary with <b>markup</b> & an ampersand.",
  body: "Body text of twenty characters or more.",
  category: "News",
  author: "The Team",
  tags: ["Hiring"],
  state: "published",
  publishAt: null,
  firstPublishedAt,
  updatedAt: firstPublishedAt,
});

describe("articles output", () => {
  it("lists every live article in the RSS feed, newest first, escaped", () => {
    const feed = feedXml([
      article("older", "2026-01-01T00:00:00.000Z"),
      article("newer", "2026-11-01T00:00:00.000Z", "Fish & <Chips>"),
    ]);
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links.slice(1)).toEqual([
      expect.stringMatching(/\/resources\/blog\/newer$/),
      expect.stringMatching(/\/resources\/blog\/older$/),
    ]);
    expect(feed).toContain("<title>Fish &amp; &lt;Chips&gt;</title>");
    expect(feed).toContain("<description>A summary with &lt;b&gt;markup&lt;/b&gt; &amp; an ampersand.</description>");
    expect(feed).toContain("<pubDate>Sun, 01 Nov 2026 00:00:00 GMT</pubDate>");
    expect(feed).not.toContain("<b>");
  });

  it("writes a 301 for a renamed article and a 410 for an unpublished one", () => {
    expect(
      articleRedirectLines([
        { kind: "article", slug: "old-name", status: 301, target: "new-name" },
        { kind: "article", slug: "gone", status: 410, target: null },
        { kind: "case-study", slug: "a-study", status: 410, target: null },
        { kind: "case-study", slug: "old-study", status: 301, target: "new-study" },
      ]),
    ).toBe(
      [
        "# Renamed (301) and unpublished (410) articles and case studies.",
        "/resources/blog/old-name /resources/blog/new-name 301",
        "/resources/blog/gone /resources/blog/404.html 410",
        "/case-studies/a-study /case-studies/404.html 410",
        "/case-studies/old-study /case-studies/new-study 301",
        "",
      ].join("\n"),
    );
    expect(articleRedirectLines([])).toBe("");
  });
});
