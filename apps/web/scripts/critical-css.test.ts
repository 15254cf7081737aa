// What the inline stylesheet keeps: selectors matched whatever the element's state, the fallback faces, its place.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { criticalCss, localFontFaces, matchableSelector, withInlineStyle } from "./critical-css.ts";

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

describe("criticalCss", () => {
  const client = mkdtempSync(join(tmpdir(), "critical-"));
  mkdirSync(join(client, "assets"));
  writeFileSync(
    join(client, "assets/s.css"),
    [
      '@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:107%}',
      '@font-face{font-family:Inter;src:url(/assets/inter.woff2)format("woff2")}',
      ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
      ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
      ".hover\\:underline:hover{text-decoration:underline}",
      ".unused{color:red}",
      "@media (min-width:40rem){.sm\\:flex{display:flex}.also-unused{display:grid}}",
    ].join(""),
  );
  const page =
    '<html><head><meta name="viewport" content="width=device-width"/></head><body><ul class="space-y-4"><li>a</li><li>b</li></ul>' +
    '<a class="[&amp;_svg]:size-4 hover:underline sm:flex"><svg></svg></a></body></html>';

  it("keeps every rule the page uses, in any state and at any width, and nothing else", async () => {
    const css = await criticalCss(page, client, "/assets/s.css");
    expect(css).toContain("space-y-4");
    expect(css).toContain("size-4 svg");
    expect(css).toContain(":hover");
    expect(css).toContain("sm\\:flex");
    expect(css).not.toContain("unused");
    expect(css).toContain("Inter Fallback");
    expect(css).not.toContain("inter.woff2");
  });

  it("finds only the faces that need no download", () => {
    expect(localFontFaces('@font-face{src:local("A")}@font-face{src:url(x.woff2)}')).toBe('@font-face{src:local("A")}');
  });

  it("puts the rules first in the head, after the viewport", () => {
    expect(
      withInlineStyle('<head><meta charset="utf-8"/><meta name="viewport" content="x"/><title>t</title>', "p{}"),
    ).toBe('<head><meta charset="utf-8"/><meta name="viewport" content="x"/><style>p{}</style><title>t</title>');
    expect(() => withInlineStyle("<head></head>", "p{}")).toThrow(/viewport/);
  });
});
