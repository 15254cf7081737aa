/**
 * A prerendered page's share of the site stylesheet, in two parts.
 *
 * - **Inline** (in the page's head): the rules that match the page's own HTML (its media queries, states such as
 *   `:hover`), so the first paint waits for no stylesheet and the page is complete without JavaScript. With them,
 *   every rule that applies to all elements or to every page — the `properties`, `theme` and `base` layers, the
 *   `@property` registrations — every `@keyframes` and the font faces.
 * - **The rest** (`/assets/rest/<hash>.css`, linked by the bootstrap after the first paint, see first-paint.ts): the
 *   rules the page does not use yet, for what only scripts show (menus, dialogs, messages) and the pages a visitor
 *   goes on to. Together the two parts are the whole stylesheet.
 *
 * The split is what keeps the rest's arrival cheap on a slow phone: none of its rules matches an element of the page,
 * no rule applies to every element, no font face changes how text is drawn and no `@keyframes` makes the browser
 * look at every animated element again, so it restyles only the few elements the rest names and lays nothing out
 * again. Selection by Beasties, which matches selectors against the page's DOM (with our own selector clean-up,
 * below).
 */
import Beasties from "beasties";
import postcss, { type AtRule, type ChildNode, type Container, type Node, type Root, type Rule } from "postcss";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The site stylesheet's public path (`/assets/styles-<hash>.css`): the build has exactly one. */
export function siteStylesheet(client: string): string {
  const sheets = readdirSync(join(client, "assets")).filter((name) => name.endsWith(".css"));
  if (sheets.length !== 1) throw new Error(`postbuild: expected one stylesheet in assets/, found ${sheets.length}`);
  return `/assets/${sheets[0]}`;
}

/** A page's share of the site stylesheet: the rules it uses (with the global ones) and the rest, both minified. */
export interface PageCss {
  inline: string;
  rest: string;
}

/** Splits the site stylesheet (`stylesheet`, a public path under `client`) for a page; see the top of this file. */
export async function pageCss(html: string, client: string, stylesheet: string): Promise<PageCss> {
  const site = readFileSync(join(client, stylesheet), "utf8");
  const matched = postcss.parse(await matchedRules(html, client, stylesheet));
  const used = ruleKeys(matched);
  const rest = postcss.parse(site);
  const global: string[] = [];
  rest.each((node) => {
    if (isGlobal(node)) global.push(node.toString());
    if (isGlobal(node) || node.type === "comment" || (node.type === "atrule" && node.name === "font-face"))
      node.remove();
  });
  matched.each((node) => {
    if (isGlobal(node) || (node.type === "atrule" && node.name === "font-face")) node.remove();
  });
  rest.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const context = contextKey(rule);
    const left = rule.selectors.filter((selector) => !used.has(`${context}${selectorKey(selector)}`));
    if (!left.length) rule.remove();
    else if (left.length < rule.selectors.length) rule.selectors = left;
  });
  // Every animation's keyframes go inline, used by the page or not: a stylesheet that brings one makes Chrome restyle
  // every element of a page that is running an animation (590 of 590 on /services/talent-outsourcing, 47-84 ms on
  // this machine before a phone's 4x slowdown, when the rest arrived with five of them); they are a few hundred bytes.
  const keyframes: string[] = [];
  rest.walkAtRules(/keyframes$/, (rule) => {
    if (!used.has(`${contextKey(rule)}@keyframes ${rule.params}`)) keyframes.push(inContext(rule));
    rule.remove();
  });
  withoutEmptyBlocks(rest);
  const properties = global.filter((block) => block.startsWith("@property"));
  return {
    inline:
      layerOrder(site) +
      fontFaces(site) +
      global.filter((block) => !block.startsWith("@property")).join("") +
      matched.toString() +
      keyframes.join("") +
      properties.join(""),
    rest: rest.toString(),
  };
}

/** The rules of the site stylesheet that match the page's HTML, as Beasties selects them (minified). */
async function matchedRules(html: string, client: string, stylesheet: string): Promise<string> {
  const beasties = new Beasties({
    path: client,
    publicPath: "/",
    // Only the selection is used: the page Beasties rewrites (with its own way of loading the stylesheet) is dropped.
    // (Its own `pruneSource` cannot make the rest: it loses the unused rules inside a layer or media query that has
    // used ones, which is every layer here.)
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
  return style;
}

/** Rules that apply to every element or every page, whatever the page's HTML: always inline, whole. */
function isGlobal(node: ChildNode): boolean {
  return (
    node.type === "atrule" &&
    (node.name === "property" || (node.name === "layer" && GLOBAL_LAYERS.has(node.params.trim()) && !!node.nodes))
  );
}

const GLOBAL_LAYERS = new Set(["properties", "theme", "base"]);

/** Where a rule sits: its enclosing at-rules (`@layer utilities`, `@media (…)`), whitespace-insensitive. */
function contextKey(node: ChildNode): string {
  return ancestors(node)
    .map((parent) =>
      parent.type === "atrule"
        ? `@${parent.name} ${parent.params.replace(/\s+/g, "")}\u0000`
        : `${selectorKey(parent.selector)}\u0000`,
    )
    .join("");
}

/** The at-rules and rules that enclose a node, outermost first. */
function ancestors(node: ChildNode): Array<AtRule | Rule> {
  const chain: Array<AtRule | Rule> = [];
  for (let parent = node.parent as Node | undefined; parent; parent = parent.parent as Node | undefined) {
    if (parent.type === "atrule" || parent.type === "rule") chain.unshift(parent as AtRule | Rule);
  }
  return chain;
}

/** A selector written without optional whitespace (the two stylesheets may be minified differently). */
function selectorKey(selector: string): string {
  return selector
    .replace(/\s*([>+~,])\s*/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

function insideKeyframes(node: ChildNode): boolean {
  return ancestors(node).some((parent) => parent.type === "atrule" && /keyframes$/.test(parent.name));
}

/** A rule written inside the at-rules and rules that enclose it in its stylesheet. */
function inContext(node: ChildNode): string {
  return ancestors(node).reduceRight(
    (inner, parent) => `${parent.type === "atrule" ? `@${parent.name} ${parent.params}` : parent.selector}{${inner}}`,
    node.toString(),
  );
}

/** Every selector (in its context) and keyframes name of a stylesheet. */
function ruleKeys(root: Root): Set<string> {
  const keys = new Set<string>();
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const context = contextKey(rule);
    for (const selector of rule.selectors) keys.add(`${context}${selectorKey(selector)}`);
  });
  root.walkAtRules(/keyframes$/, (keyframes) => {
    keys.add(`${contextKey(keyframes)}@keyframes ${keyframes.params}`);
  });
  return keys;
}

/** Removes the at-rules (layers, media queries) that lost all their rules, innermost first. */
function withoutEmptyBlocks(container: Container): void {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    withoutEmptyBlocks(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * The order of the stylesheet's cascade layers, declared first: the inline rules of one page may lack a layer (no
 * `components` rule matched) that the rest brings, and a layer first seen in the rest would otherwise come last and
 * win over `utilities`.
 */
export function layerOrder(css: string): string {
  const names = [...new Set([...css.matchAll(/@layer ([\w-]+)\s*\{/g)].map((match) => match[1] ?? ""))];
  return names.length ? `@layer ${names.join(",")};` : "";
}

/** Writes the rest of a page's stylesheet under `assets/rest/`, named by its content; returns its public path. */
export function writeRest(client: string, rest: string): string {
  const name = `${createHash("sha256").update(rest).digest("hex").slice(0, 12)}.css`;
  mkdirSync(join(client, "assets/rest"), { recursive: true });
  writeFileSync(join(client, "assets/rest", name), rest);
  return `/assets/rest/${name}`;
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
 * The stylesheet's font faces (Inter and its metric-matched fallback): Beasties cannot see that a rule uses them (the
 * font stack is a custom property).
 */
export function fontFaces(css: string): string {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((match) => match[0]).join("");
}

/** The page with its inline stylesheet first in the head, right after the charset and viewport. */
export function withInlineStyle(html: string, css: string): string {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error("postbuild: the page has no viewport <meta> to put its stylesheet after");
  const at = viewport.index + viewport[0].length;
  return `${html.slice(0, at)}<style>${css}</style>${html.slice(at)}`;
}
