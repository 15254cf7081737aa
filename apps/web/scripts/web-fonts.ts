/**
 * Inter, added by script once its files are in. A page paints with the metric-matched fallback faces of its inline
 * rules; a web font face declared in a stylesheet would make the browser lay the whole page out again twice (when the
 * face is declared, and when its file arrives), each time in the middle of the app's start. Added with the Font
 * Loading API after its file has loaded, it costs one relayout, in a task of its own. Without JavaScript the page keeps
 * the fallback, which has the same metrics.
 *
 * The build reads the faces from the site stylesheet (as @fontsource writes them, one per Unicode range) and gives each
 * page only those its text needs: an English page loads the Latin file alone.
 */

/** One `@font-face` of the site stylesheet that downloads a file: the Font Loading API's arguments. */
export interface WebFontFace {
  family: string;
  /** The `src` value as written (`url(/assets/….woff2)format("woff2-variations")`). */
  source: string;
  descriptors: { style?: string; weight?: string; display?: string; unicodeRange?: string };
}

const DESCRIPTORS: Record<string, keyof WebFontFace["descriptors"]> = {
  "font-style": "style",
  "font-weight": "weight",
  "font-display": "display",
  "unicode-range": "unicodeRange",
};

/** The stylesheet's font faces that download a file (`src: url(…)`), in their order. */
export function webFontFaces(css: string): WebFontFace[] {
  const faces: WebFontFace[] = [];
  for (const match of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of (match[1] ?? "").split(/;(?![^(]*\))/)) {
      const colon = declaration.indexOf(":");
      if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    const source = declarations.get("src");
    const family = declarations.get("font-family")?.replace(/^["']|["']$/g, "");
    if (!source || !family || !/url\(/.test(source)) continue;
    const descriptors: WebFontFace["descriptors"] = {};
    for (const [property, key] of Object.entries(DESCRIPTORS)) {
      const value = declarations.get(property);
      if (value) descriptors[key] = value;
    }
    faces.push({ family, source, descriptors });
  }
  return faces;
}

/** The code points of a `unicode-range` value (`U+0-FF, U+131, U+1F??`) as inclusive ranges. */
export function unicodeRanges(value: string): Array<[number, number]> {
  return value.split(",").map((part) => {
    const [from = "", to] = part.trim().replace(/^U\+/i, "").split("-");
    if (to !== undefined) return [parseInt(from, 16), parseInt(to.replace(/^U\+/i, ""), 16)];
    return [parseInt(from.replace(/\?/g, "0"), 16), parseInt(from.replace(/\?/g, "F"), 16)];
  });
}

/** The characters of the page's visible text (no scripts, styles, comments or markup; entities decoded). */
export function pageCodePoints(html: string): Set<number> {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_entity, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_entity, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&(?:amp|lt|gt|quot|apos);/g, "&");
  const points = new Set<number>();
  for (const char of text) points.add(char.codePointAt(0) ?? 0);
  return points;
}

/** The faces whose Unicode range covers a character of the page's text (a face without a range covers all). */
export function facesFor(html: string, faces: WebFontFace[]): WebFontFace[] {
  const points = [...pageCodePoints(html)].filter((point) => point > 0x20);
  return faces.filter((face) => {
    if (!face.descriptors.unicodeRange) return true;
    const ranges = unicodeRanges(face.descriptors.unicodeRange);
    return points.some((point) => ranges.some(([from, to]) => point >= from && point <= to));
  });
}
