// What the search index takes from each prerendered page.
import { describe, expect, it } from "vitest";
import { decodeEntities, extractPage, stripBrand, visibleText } from "./extract.ts";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body><header><nav><a href="/">Home menu</a></nav></header>` +
  `<main id="main">${body}</main><footer><p>Footer blurb</p></footer><script>window.__x = "<main>";</script></body></html>`;

describe("visibleText", () => {
  it("keeps the words of <main> and leaves out scripts, styles, SVG, navigation and aria-hidden parts", () => {
    const { text } = visibleText(
      `<section><nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li></ol></nav><h1>Legal</h1>` +
        `<p>Trained <strong>paralegals</strong> for<!-- --> firms.</p><script>var secret = 1;</script><style>.a{}</style>` +
        `<svg aria-hidden="true"><path d="M0"></path><title>icon</title></svg>` +
        `<div aria-hidden="true"><p>Duplicated strip card</p></div><ul><li>One</li><li>Two</li></ul></section>`,
    );
    expect(text).toBe("Legal Trained paralegals for firms. One Two");
  });

  it("separates block elements and joins inline ones", () => {
    expect(visibleText("<div><p>First</p><p>Second</p></div><p><span>Up</span><b>to</b> 80<em>%</em></p>").text).toBe(
      "First Second Upto 80%",
    );
  });

  it("collects h1 to h3 in order, but not h4", () => {
    const { headings } = visibleText(
      "<h1>Title <span>part</span></h1><p>x</p><h2>Benefits</h2><h4>Minor</h4><h3>Detail</h3>",
    );
    expect(headings).toEqual(["Title part", "Benefits", "Detail"]);
  });

  it("survives void and self-closing elements and stray closing tags", () => {
    expect(visibleText('<p>a<br/>b<img src="x.png" alt="pic">c</p></span><input value="v"><p>d</p>').text).toBe(
      "a b c d",
    );
  });
});

describe("decodeEntities", () => {
  it("decodes the references React writes", () => {
    expect(decodeEntities("Lawyers&#x27; fees &amp; &lt;b&gt; &quot;x&quot; &#39;y&#39; &nbsp;z &unknown;")).toBe(
      "Lawyers' fees & <b> \"x\" 'y'  z &unknown;",
    );
  });
});

describe("stripBrand", () => {
  it("removes the brand before or after the separator", () => {
    expect(stripBrand("Contact Us | Solvix", "Solvix")).toBe("Contact Us");
    expect(stripBrand("Solvix | Remote Staffing &amp; More", "Solvix")).toBe("Remote Staffing &amp; More");
    expect(stripBrand("Solvix", "Solvix")).toBe("Solvix");
  });
});

describe("extractPage", () => {
  it("reads title, description, canonical path, robots and the text of <main> only", () => {
    const html = page(
      '<title>Legal Process Outsourcing | Solvix</title><meta name="description" content="Remote paralegals &amp; legal staff."/>' +
        '<meta name="keywords" content="legal process outsourcing, remote paralegals"/><link rel="canonical" href="https://www.example.com/industries/legal"/>',
      "<h1>Legal</h1><p>Body text</p>",
    );
    expect(extractPage(html, "Solvix")).toEqual({
      title: "Legal Process Outsourcing",
      description: "Remote paralegals & legal staff.",
      keywords: ["legal process outsourcing", "remote paralegals"],
      canonicalPath: "/industries/legal",
      noindex: false,
      headings: ["Legal"],
      text: "Legal Body text",
    });
  });

  it("notices noindex pages", () => {
    const html = page(
      '<title>Page Not Found | Solvix</title><meta name="robots" content="noindex, nofollow"/>',
      "<h1>404</h1>",
    );
    expect(extractPage(html, "Solvix")).toMatchObject({ noindex: true, canonicalPath: undefined, text: "404" });
  });
});
