/**
 * Reads what a prerendered page shows: its title, description, canonical path, robots directive, headings and the
 * visible text of <main>. A small tag scanner is enough for our own well-formed React output; it skips scripts,
 * styles, SVG, navigation (header, footer, breadcrumb) and anything marked aria-hidden (decorative duplicates).
 */

export interface PageText {
  /** The <title>, without the brand name. */
  title: string;
  description: string;
  /** The page's declared topics (<meta name="keywords">). */
  keywords: string[];
  /** Path of the page's <link rel="canonical">, if any. */
  canonicalPath: string | undefined;
  /** The page asks search engines not to index it (utility pages, the not-found page). */
  noindex: boolean;
  /** h1, h2 and h3 texts in document order. */
  headings: string[];
  /** Visible text of <main>, whitespace collapsed. */
  text: string;
}

const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "nav",
  "header",
  "footer",
  "iframe",
  "select",
]);
export const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Elements that run inside a line of text: no word break at their edges. */
export const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
]);
const HEADING = new Set(["h1", "h2", "h3"]);

const TOKEN =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>]+)))?/g;

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes the character references React and our content produce. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? "").toLowerCase();
    if (name) attributes[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attributes;
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text and headings of an HTML fragment, following the skip rules above. */
export function visibleText(html: string): { text: string; headings: string[] } {
  const parts: string[] = [];
  const headings: string[] = [];
  const stack: string[] = [];
  let skipDepth = -1; // stack depth of the element being skipped, -1 when none
  let headingDepth = -1;
  let heading: string[] = [];
  let last = 0;
  const emit = (raw: string) => {
    if (skipDepth >= 0 || !raw) return;
    const text = decodeEntities(raw);
    parts.push(text);
    if (headingDepth >= 0) heading.push(text);
  };
  for (const m of html.matchAll(TOKEN)) {
    emit(html.slice(last, m.index));
    last = m.index + m[0].length;
    const name = (m[2] ?? "").toLowerCase();
    if (!name) continue; // a comment
    const closing = m[1] === "/";
    if (!INLINE.has(name)) {
      parts.push(" ");
      if (headingDepth >= 0) heading.push(" ");
    }
    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at < 0) continue;
      stack.length = at;
      if (skipDepth > stack.length) skipDepth = -1;
      if (headingDepth > stack.length) {
        const text = collapse(heading.join(""));
        if (text) headings.push(text);
        headingDepth = -1;
        heading = [];
      }
      continue;
    }
    if (VOID.has(name) || m[4] === "/") continue;
    stack.push(name);
    if (skipDepth >= 0) continue;
    if (SKIPPED.has(name) || parseAttributes(m[3] ?? "")["aria-hidden"] === "true") skipDepth = stack.length;
    else if (HEADING.has(name) && headingDepth < 0) headingDepth = stack.length;
  }
  emit(html.slice(last));
  return { text: collapse(parts.join("")), headings };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A page title without the brand ("Contact Us | Solvix" → "Contact Us", "Solvix | Remote Staffing" → "Remote Staffing"). */
export function stripBrand(title: string, brandName: string): string {
  const brand = escapeRegExp(brandName);
  const stripped = title
    .replace(new RegExp(`\\s+[|–—-]\\s+${brand}$`), "")
    .replace(new RegExp(`^${brand}\\s+[|–—-]\\s+`), "");
  return stripped || title;
}

/** Everything the search index needs from one prerendered page. */
export function extractPage(html: string, brandName: string): PageText {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  const title = collapse(decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ""));
  let description = "";
  let keywords: string[] = [];
  let canonicalPath: string | undefined;
  let noindex = false;
  for (const m of head.matchAll(/<(meta|link)\b([^>]*)>/g)) {
    const attributes = parseAttributes(m[2] ?? "");
    if (m[1] === "meta" && attributes.name === "description") description = collapse(attributes.content ?? "");
    if (m[1] === "meta" && attributes.name === "keywords")
      keywords = (attributes.content ?? "").split(",").map(collapse).filter(Boolean);
    if (m[1] === "meta" && attributes.name === "robots" && /\bnoindex\b/.test(attributes.content ?? "")) noindex = true;
    if (m[1] === "link" && attributes.rel === "canonical" && attributes.href)
      canonicalPath = new URL(attributes.href, "http://site.invalid").pathname;
  }
  const start = html.indexOf("<main");
  const end = html.lastIndexOf("</main>");
  const main = start >= 0 && end > start ? html.slice(start, end + "</main>".length) : "";
  return { title: stripBrand(title, brandName), description, keywords, canonicalPath, noindex, ...visibleText(main) };
}
