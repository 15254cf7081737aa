// The article body's Markdown comes out inert: no raw HTML, no script or event handler, no javascript:/data: address;
// external links marked; what an editor writes otherwise kept.
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { MarkdownView } from "../components/markdown-view.tsx";
import { parseMarkdown, readingMinutes, safeHref } from "./markdown.ts";

const html = (markdown: string) =>
  renderToStaticMarkup(createElement(MarkdownView, { blocks: parseMarkdown(markdown) }));

describe("article Markdown", () => {
  it("draws headings, emphasis, lists, quotes, code and links", () => {
    const out = html(
      "# Top\n\n## Section\n\nSome **bold**, *em* and `code`.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n[in](/contact) [out](https://example.com/a)",
    );
    expect(out).toContain("<h2>Top</h2><h2>Section</h2>");
    expect(out).toContain("<p>Some <strong>bold</strong>, <em>em</em> and <code>code</code>.</p>");
    expect(out).toContain("<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>");
    expect(out).toContain("<blockquote><p>quoted</p></blockquote>");
    expect(out).toContain('<a href="/contact">in</a>');
    expect(out).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">out</a>');
  });

  it("drops raw HTML, scripts and event handlers", () => {
    const out = html(
      'Hello <script>alert(1)</script> there\n\n<script>alert(2)</script>\n\n<img src=x onerror="alert(3)">\n\n<a href="javascript:alert(4)" onclick="x()">click</a>',
    );
    expect(out).not.toMatch(/<script|onerror|onclick|<img|javascript:/i);
    expect(out).toContain("Hello");
    expect(out).toContain("there");
  });

  it("keeps the words of a javascript:, data: or vbscript: link but not its address", () => {
    const out = html(
      "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,<script>x</script>) [d](vbscript:x) [e](//evil.example)\n\n![pic](data:image/png;base64,AAAA)",
    );
    expect(out).toBe("<p>a b c d e</p>");
    for (const url of [" javascript:alert(1)", "java\tscript:x", "data:x", "//evil.example", "file:///etc/passwd"])
      expect(safeHref(url)).toBeNull();
  });

  it("draws an uploaded image as a responsive picture and drops any other image", () => {
    const image = {
      alt: "A team at work",
      width: 800,
      height: 600,
      avif: [{ src: "/media/7-abc-390.avif", width: 390 }],
      webp: [{ src: "/media/7-abc-390.webp", width: 390 }],
    };
    const out = renderToStaticMarkup(
      createElement(MarkdownView, {
        blocks: parseMarkdown(
          "![](image:7)\n\n![Our office](image:7)\n\n![gone](image:8)\n\n![out](https://example.com/x.png)\n\n![site](/media/x.webp)",
        ),
        images: { 7: image },
      }),
    );
    expect(out.match(/<picture/g)).toHaveLength(2);
    expect(out).toContain('<source type="image/avif" srcSet="/media/7-abc-390.avif 390w"');
    expect(out).toContain('<source type="image/webp" srcSet="/media/7-abc-390.webp 390w"');
    expect(out).toContain('alt="A team at work" width="800" height="600"');
    expect(out).toContain('alt="Our office"');
    expect(out).not.toMatch(/example\.com|\/media\/x\.webp|gone|image:8/);
  });

  it("counts a reading time of at least one minute at 200 words a minute", () => {
    expect(readingMinutes("word ".repeat(50))).toBe(1);
    expect(readingMinutes("word ".repeat(1_000))).toBe(5);
  });
});
