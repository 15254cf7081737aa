// How a page's stylesheet is split: inline, the selectors it matches whatever the element's state, the global layers
// and the font faces; in the rest, only rules that match none of its elements.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layerOrder, fontFaces, matchableSelector, pageCss, withInlineStyle, writeRest } from "./critical-css.ts";

describe("matchableSelector", () => {
  it.each([
    [":where(.space-y-4>:not(:last-child))", ":where(.space-y-4>:not(:last-child))"],
    [".hover\\:bg-x:hover", ".hover\\:bg-x"],
    [".group-hover\\:x:is(:where(.group):hover *)", ".group-hover\\:x:is(:where(.group) *)"],
    [".x:not(:focus)", ".x"],
    [".x:hover::after", ".x"],
    [":hover > .x", "*>.x"],
    [".peer:checked ~ .y", ".peer~.y"],
    [".\\[\\&_svg\\]\\:size-4 svg", ".\\[\\&_svg\\]\\:size-4 svg"],
    [".x:nth-child(2)", ".x:nth-child(2)"],
    ["::selection", "*"],
  ])("%s → %s", (selector, expected) => {
    expect(matchableSelector(selector)).toBe(expected);
  });
});

describe("pageCss", () => {
  const client = mkdtempSync(join(tmpdir(), "critical-"));
  mkdirSync(join(client, "assets"));
  writeFileSync(
    join(client, "assets/s.css"),
    [
      "/*! tailwindcss */",
      "@layer properties{@supports (x:y){*,:before{--tw-border-style:solid}}}",
      "@layer theme{:root{--color-ink:#111}}",
      "@layer base{*{margin:0}dialog{padding:0}textarea{resize:vertical}}",
      '@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:107%}',
      '@font-face{font-family:Inter;src:url(/assets/inter.woff2)format("woff2")}',
      "@layer components{.card-unused{color:blue}}",
      "@layer utilities{",
      ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
      ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
      ".hover\\:underline:hover{text-decoration:underline}",
      '.unused{color:red}.after\\:content-\\[\\"\\}\\"\\]:after{content:"}"}',
      "@media (min-width:40rem){.sm\\:flex{display:flex}.also-unused{display:grid}}",
      ".animate-in{animation:enter .2s}",
      "}",
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      "@keyframes enter{0%{opacity:0}}",
      "@media (prefers-reduced-motion:no-preference){@keyframes spin{to{rotate:1turn}}}",
    ].join(""),
  );
  const page =
    '<html><head><meta name="viewport" content="width=device-width"/></head><body><ul class="space-y-4"><li>a</li><li>b</li></ul>' +
    '<a class="[&amp;_svg]:size-4 hover:underline sm:flex"><svg></svg></a></body></html>';

  it("inlines every rule the page uses, in any state and at any width, with the global rules and fallback faces", async () => {
    const { inline } = await pageCss(page, client, "/assets/s.css");
    expect(inline.startsWith("@layer properties,theme,base,components,utilities;")).toBe(true);
    expect(inline).toContain("space-y-4");
    expect(inline).toContain("size-4 svg");
    expect(inline).toContain(":hover");
    expect(inline).toContain("sm\\:flex");
    expect(inline).toContain("Inter Fallback");
    // The base rules of elements the page lacks, the custom-property defaults and registrations: inline all the same.
    expect(inline).toContain("dialog{padding:0}");
    expect(inline).toContain("textarea{resize:vertical}");
    expect(inline).toContain("--tw-border-style:solid");
    expect(inline).toContain("@property --tw-border-style");
    expect(inline).not.toContain("unused");
    expect(inline).toContain("inter.woff2");
  });

  it("inlines every animation's keyframes, used by the page or not, in the at-rules that hold them", async () => {
    // Chrome restyles every element of a page that runs an animation when a stylesheet brings a @keyframes.
    const { inline, rest } = await pageCss(page, client, "/assets/s.css");
    expect(inline).toContain("@keyframes enter{0%{opacity:0}}");
    expect(inline).toContain("@media (prefers-reduced-motion:no-preference){@keyframes spin{to{rotate:1turn}}}");
    expect(rest).not.toContain("@keyframes");
    expect(rest).not.toContain("prefers-reduced-motion");
  });

  it("leaves the rest the rules no element of the page matches, and no font face or global rule", async () => {
    const { inline, rest } = await pageCss(page, client, "/assets/s.css");
    expect(rest).toContain(".unused{color:red}");
    expect(rest).toContain(".also-unused{display:grid}");
    expect(rest).toContain(".card-unused");
    expect(rest).toContain("animate-in");
    expect(rest).not.toMatch(
      /@font-face|@property|@keyframes|@layer (?:properties|theme|base)\b|tailwindcss|margin:0|dialog/,
    );
    for (const used of ["space-y-4", "size-4", "hover\\:underline", "sm\\:flex"]) expect(rest).not.toContain(used);
    // Together: every rule of the stylesheet, once.
    expect(inline.match(/\.also-unused|\.unused\{/g)).toBeNull();
    expect(inline.match(/dialog\{/g)).toHaveLength(1);
    expect(inline.match(/--color-ink:/g)).toHaveLength(1);
  });

  it("names the rest by its content", () => {
    const a = writeRest(client, ".a{color:red}");
    expect(a).toMatch(/^\/assets\/rest\/[\da-f]{12}\.css$/);
    expect(writeRest(client, ".a{color:red}")).toBe(a);
    expect(writeRest(client, ".b{color:red}")).not.toBe(a);
  });
});

describe("the cascade layers", () => {
  it("declares its cascade layers in the order they first appear", () => {
    expect(layerOrder("@layer theme{}@layer base{a{}}@layer theme{}@layer utilities{}")).toBe(
      "@layer theme,base,utilities;",
    );
    expect(layerOrder(".a{}")).toBe("");
  });
});

describe("the inline rules' faces and place", () => {
  it("finds every font face", () => {
    expect(fontFaces('a{}@font-face{src:local("A")}@font-face{src:url(x.woff2)}')).toBe(
      '@font-face{src:local("A")}@font-face{src:url(x.woff2)}',
    );
  });

  it("puts the rules first in the head, after the viewport", () => {
    expect(
      withInlineStyle('<head><meta charset="utf-8"/><meta name="viewport" content="x"/><title>t</title>', "p{}"),
    ).toBe('<head><meta charset="utf-8"/><meta name="viewport" content="x"/><style>p{}</style><title>t</title>');
    expect(() => withInlineStyle("<head></head>", "p{}")).toThrow(/viewport/);
  });
});
