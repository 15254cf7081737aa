// Which Inter faces a page gets: read from the stylesheet as @fontsource writes them, chosen by the page's own text.
import { describe, expect, it } from "vitest";
import { facesFor, pageCodePoints, unicodeRanges, webFontFaces } from "./web-fonts.ts";

const css = [
  '@font-face{font-family:"Inter Fallback";src:local(Arial);size-adjust:107%}',
  "@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:100 900;",
  'src:url(/assets/inter-greek.woff2)format("woff2-variations");unicode-range:U+370-377,U+1F??}',
  "@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:100 900;",
  'src:url(/assets/inter-latin-ext.woff2)format("woff2-variations");unicode-range:U+100-2BA,U+1E00-1EFF}',
  "@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:100 900;",
  'src:url(/assets/inter-latin.woff2)format("woff2-variations");unicode-range:U+0000-00FF,U+2000-206F}',
].join("");

describe("web fonts", () => {
  it("reads the faces that download a file, with their descriptors", () => {
    const faces = webFontFaces(css);
    expect(faces.map((face) => face.source)).toEqual([
      'url(/assets/inter-greek.woff2)format("woff2-variations")',
      'url(/assets/inter-latin-ext.woff2)format("woff2-variations")',
      'url(/assets/inter-latin.woff2)format("woff2-variations")',
    ]);
    expect(faces[2]).toEqual({
      family: "Inter Variable",
      source: 'url(/assets/inter-latin.woff2)format("woff2-variations")',
      descriptors: { style: "normal", display: "swap", weight: "100 900", unicodeRange: "U+0000-00FF,U+2000-206F" },
    });
  });

  it("reads Unicode ranges, single points and wildcards", () => {
    expect(unicodeRanges("U+0-FF, U+131,U+1F??")).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f00, 0x1fff],
    ]);
  });

  it("reads the page's visible text only, with its entities", () => {
    const points = pageCodePoints(
      '<p title="ΩΩ">A&amp;&#x2019;&#233;</p><script>"Ω"</script><style>.x{content:"Ω"}</style><!-- Ω -->',
    );
    expect([...points].map((point) => String.fromCodePoint(point)).sort()).toEqual(["&", "A", "é", "’"]);
  });

  it("gives an English page the Latin face alone, and the others only for the characters that need them", () => {
    const faces = webFontFaces(css);
    expect(facesFor("<p>Remote staff — from Manila</p>", faces).map((face) => face.source)).toEqual([faces[2]?.source]);
    expect(facesFor("<p>Đà Nẵng</p>", faces).map((face) => face.source)).toEqual([faces[1]?.source, faces[2]?.source]);
  });
});
