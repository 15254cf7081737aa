/**
 * Nothing but the page itself before its first paint. The site stylesheet goes inline, whole, in every page: 11 KB
 * brotli, the same on every page, so no rule is ever missing and nothing else is fetched for styles. React Router's
 * prerendered pages list every module of the first load as `<link rel="modulepreload">` in the head and import them
 * from a module script: on a slow phone those twenty-odd requests share the link with the document and hold back the
 * paint. Here the links go, and the module script waits for the first paint, then preloads the same modules (flat, no
 * import waterfall) and starts the app. Without JavaScript nothing changes: the page is complete as prerendered.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The site stylesheet's public path (`/assets/styles-<hash>.css`): the build has exactly one. */
export function siteStylesheet(client: string): string {
  const sheets = readdirSync(join(client, "assets")).filter((name) => name.endsWith(".css"));
  if (sheets.length !== 1) throw new Error(`postbuild: expected one stylesheet in assets/, found ${sheets.length}`);
  return `/assets/${sheets[0]}`;
}

/** The page with the stylesheet inline, first in the head, right after the charset and viewport. */
export function withInlineStyle(html: string, css: string): string {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error("postbuild: the page has no viewport <meta> to put its stylesheet after");
  const at = viewport.index + viewport[0].length;
  return `${html.slice(0, at)}<style>${css}</style>${html.slice(at)}`;
}

/** The site footer's opening tag as the design system renders it, and the id the page is expected to reach. */
const FOOTER = '<footer data-slot="site-footer"';
const PAGE_END = "site-footer";

/**
 * The first frame shows the whole page, not the part of it parsed so far. Chrome paints a document while it is still
 * arriving or being parsed (a slow link, or a busy phone that stops the parser for a frame), and what the rest adds
 * then moves what was painted: the hero's backdrop is placed by a share of the hero's height, so it moved when the
 * hero's buttons arrived (a layout shift of 0.208 in a Lighthouse run of /sectors/real-estate on a phone, seen once in
 * 42 pages; it is reproduced by serving the page in two parts). A `<link rel="expect" blocking="render">` in the head
 * holds rendering until the footer is parsed (HTML's "expect" link type, Chrome 124 and later; other browsers ignore
 * it and paint as before). The footer gets the id the link names; React leaves an attribute it did not render in
 * place. The data and scripts after the footer are not waited for. Pages without the footer are left as they are.
 */
export function paintedWhole(html: string): string {
  if (!html.includes(FOOTER)) return html;
  if (html.includes(`id="${PAGE_END}"`)) throw new Error(`postbuild: a page already has an element #${PAGE_END}`);
  const head = html.indexOf("</head>");
  if (head < 0) throw new Error("postbuild: a page has no </head> for its render-blocking link");
  const withLink = `${html.slice(0, head)}<link rel="expect" href="#${PAGE_END}" blocking="render"/>${html.slice(head)}`;
  return withLink.replace(FOOTER, `<footer id="${PAGE_END}" data-slot="site-footer"`);
}

/** How many modulepreload links the bootstrap adds in one task. */
const PRELOADS_PER_TASK = 4;

/** The module script React Router writes for a prerendered page (the route modules, then the client entry). */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The page without its modulepreload links (the first-load modules are preloaded by the bootstrap instead). */
export function withoutModulePreloads(html: string): { html: string; modules: string[] } {
  const modules: string[] = [];
  const stripped = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g, (_link, href: string) => {
    modules.push(href);
    return "";
  });
  return { html: stripped, modules };
}

/**
 * React Router's bootstrap rewritten to start after the first paint: its static imports become dynamic ones, loaded
 * together once the browser reports the first contentful paint (a `paint` performance entry, which arrives once that
 * frame is on screen), or after a second, should it never come (a browser without paint timing, a background tab).
 * Not sooner: a request that starts before the paint is on screen is counted by Lighthouse's simulation as holding
 * the paint back (a frame callback, the earlier signal, fires before the frame is shown, and sometimes made
 * Lighthouse's mobile FCP 1.5 s instead of 0.8 s).
 * Fails the build when the script no longer has the shape this expects, rather than shipping a page that never
 * hydrates.
 */
export function bootstrapAfterFirstPaint(html: string, preload: string[]): string {
  const script = BOOTSTRAP.exec(html);
  if (!script) throw new Error("postbuild: no React Router module script found in a prerendered page");
  const code = script[1] ?? "";
  const imports = [...code.matchAll(/^import (?:\* as ([\w$]+) from )?("[^"\n]+");$/gm)];
  const rest = code.replace(/^import (?:\* as [\w$]+ from )?"[^"\n]+";$/gm, "").trim();
  if (!imports.length || !/^window\.__reactRouterRouteModules = \{[^\n]*\};\s*import\("[^"]+"\);$/.test(rest)) {
    throw new Error(`postbuild: React Router's module script changed shape; update scripts/first-paint.ts:\n${code}`);
  }
  const bindings = imports.map((match) => match[1] ?? "");
  const rewritten = [
    'await new Promise((go) => { setTimeout(go, 1000); if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) go(); }).observe({ type: "paint", buffered: true }); });',
    // A few links a task: each starts a fetch, and a page's twenty-odd in one go took 8-26 ms on a phone-sized load.
    `for (const [index, href] of ${JSON.stringify(preload)}.entries()) {`,
    `  if (index && index % ${PRELOADS_PER_TASK} === 0) await new Promise((go) => setTimeout(go));`,
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "}",
    `const [${bindings.join(", ")}] = await Promise.all([${imports.map((match) => `import(${match[2]})`).join(", ")}]);`,
    rest,
  ].join("\n");
  return html.replace(script[0], () => `<script type="module" async="">${rewritten}</script>`);
}
