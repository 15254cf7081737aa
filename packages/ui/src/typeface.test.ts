// The typeface's @font-face rules in styles.css: the fallback's metric overrides are Capsize's numbers for Figtree over
// Arial, and the font file it names is the Latin variable face the root route preloads.
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import figtree from "@capsizecss/metrics/figtree";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const css = readFileSync(resolve(here, "styles.css"), "utf8");

/** The declarations of the `@font-face` rule for one family, as name → value. */
function fontFace(source: string, family: string): Map<string, string> {
  const rule = [...source.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] ?? "")
    .find((body) => body.includes(`font-family: "${family}"`));
  if (!rule) throw new Error(`styles.css has no @font-face for "${family}"`);
  return new Map(
    rule
      .split(";")
      .map((declaration) => declaration.trim().split(/:\s*/, 2))
      .filter((pair): pair is [string, string] => pair.length === 2)
      .map(([name, value]) => [name, value.replace(/\s+/g, " ")]),
  );
}

describe("the typeface", () => {
  it("falls back to Arial with Capsize's overrides for Figtree", () => {
    const expected = fontFace(
      createFontStack([figtree, arial], { fontFaceFormat: "styleString" }).fontFaces,
      "Figtree Fallback",
    );
    const actual = fontFace(css, "Figtree Fallback");
    for (const name of ["ascent-override", "descent-override", "line-gap-override", "size-adjust"]) {
      expect(actual.get(name), name).toBe(expected.get(name));
    }
    expect(actual.get("src")).toContain(`local("Arial")`);
  });

  it("names one Latin variable font file, used only if it is there in time (never swapped in late), and the site's stack starts with it", () => {
    const face = fontFace(css, "Figtree");
    expect(face.get("font-display")).toBe("optional");
    const file = /url\("([^"]+)"\)/.exec(face.get("src") ?? "")?.[1] ?? "";
    expect(file).toMatch(/figtree-latin-wght-normal\.woff2$/);
    const path = resolve(here, file);
    expect(existsSync(path), path).toBe(true);
    expect(statSync(path).size).toBeLessThan(24 * 1024);
    expect(css).toMatch(/--font-sans:\s*Figtree, "Figtree Fallback",/);
  });
});
