/**
 * The inline stylesheet of a prerendered page: the rules of the site stylesheet that match the page's own HTML (its
 * media queries, states such as `:hover`, and the keyframes and font faces those rules use), so the first paint waits
 * for no stylesheet and the page is complete without JavaScript. The whole stylesheet follows with the app, after the
 * first paint (first-paint.ts), for what only scripts show. Selection by Beasties, which matches selectors against the
 * page's DOM (with our own selector clean-up, below).
 */
import Beasties from "beasties";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The site stylesheet's public path (`/assets/styles-<hash>.css`): the build has exactly one. */
export function siteStylesheet(client: string): string {
  const sheets = readdirSync(join(client, "assets")).filter((name) => name.endsWith(".css"));
  if (sheets.length !== 1) throw new Error(`postbuild: expected one stylesheet in assets/, found ${sheets.length}`);
  return `/assets/${sheets[0]}`;
}

/** The rules of `stylesheet` (a public path under `client`) that the page's HTML uses, minified. */
export async function criticalCss(html: string, client: string, stylesheet: string): Promise<string> {
  const beasties = new Beasties({
    path: client,
    publicPath: "/",
    // Only the selection is used: the page Beasties rewrites (with its own way of loading the stylesheet) is dropped.
    pruneSource: false,
    inlineFonts: true,
    preloadFonts: false,
    keyframes: "critical",
    compress: true,
    logLevel: "silent",
  });
  // Beasties strips every pseudo-class with its argument before matching, so `:where(.space-y-4>:not(:last-child))`
  // (how Tailwind writes `space-y-*`, `divide-*` and group variants) becomes an empty selector and its rule is lost.
  (beasties as unknown as { normalizeCssSelector: (selector: string) => string }).normalizeCssSelector =
    matchableSelector;
  // Beasties reads attributes without decoding entities, so a class such as `[&_svg]:size-4` (written
  // `[&amp;_svg]:size-4`) would never match its rule: decode them in class attributes (this copy is only read).
  const readable = html.replace(
    /\sclass="([^"]*)"/g,
    (_attribute, value: string) => ` class="${decodeEntities(value)}"`,
  );
  const withLink = readable.replace("</head>", `<link rel="stylesheet" href="${stylesheet}"></head>`);
  const processed = await beasties.process(withLink);
  const style = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (!style) throw new Error("postbuild: no rule of the site stylesheet matched the page");
  return localFontFaces(readFileSync(join(client, stylesheet), "utf8")) + style;
}

/**
 * Pseudo-classes that depend on what the visitor does (or on the browser's UI) and pseudo-elements: the element they
 * style exists in the page whatever state it is in, so they are dropped before matching. Structural ones (`:is`,
 * `:where`, `:not`, `:has`, `:first-child`, `:nth-child`…) stay: the matcher evaluates them against the page.
 */
const STATEFUL =
  /(?<!\\)::?(?:hover|focus-visible|focus-within|focus|active|visited|target|placeholder-shown|autofill|user-invalid|user-valid|invalid|valid|open|popover-open|indeterminate|checked|disabled|enabled|required|optional|read-only|read-write|default|before|after|placeholder|marker|selection|backdrop|file-selector-button|first-line|first-letter|-webkit-[a-z-]+|-moz-[a-z-]+)(?![\w-])(?:\([^()]*\))?/g;

/** A selector the matcher can test against the prerendered page: the same elements, whatever their state. */
export function matchableSelector(selector: string): string {
  let result = selector.replace(STATEFUL, "");
  // A pseudo-class left with nothing to test (`:not(:hover)` → `:not()`) matches as if it were not there.
  for (let previous = ""; previous !== result;) {
    previous = result;
    result = result.replace(/:(?:not|is|where|has)\(\s*\)/g, "");
  }
  // A compound emptied entirely (`:hover > x` → `> x`) stands for any element.
  return result
    .replace(/\s*([>+~,])\s*/g, "$1")
    .replace(/(^|[>+~(,])(?=[>+~),]|$)/g, "$1*")
    .replace(/\s+/g, " ")
    .trim();
}

function decodeEntities(value: string): string {
  return value
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * The stylesheet's font faces that need no download (`src: local(…)` only): the metric-matched fallback the page paints
 * with until Inter arrives. Beasties cannot see that a rule uses them (the font stack is a custom property).
 */
export function localFontFaces(css: string): string {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)]
    .map((match) => match[0])
    .filter((face) => /src:\s*local\(/.test(face) && !/url\(/.test(face))
    .join("");
}

/** The page with its inline stylesheet first in the head, right after the charset and viewport. */
export function withInlineStyle(html: string, css: string): string {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error("postbuild: the page has no viewport <meta> to put its stylesheet after");
  const at = viewport.index + viewport[0].length;
  return `${html.slice(0, at)}<style>${css}</style>${html.slice(at)}`;
}
