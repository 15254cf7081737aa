/**
 * Byte budgets of the prerendered site: for each route, the gzip size of its HTML, of the JavaScript the
 * browser loads before the page is interactive (every module the page's own inline scripts import, statically or
 * after the first paint, and the graph those reach by static imports — dynamic imports inside modules are left out,
 * they load on demand) and of the CSS it renders with: the rules inlined in the page (and any stylesheet it links).
 * The rest of the site stylesheet, linked with the app after the first paint, is (like the modules imported on demand)
 * not part of that first load; it is measured on its own (`stylesheet`, the page's `/assets/rest/…` file). The HTML
 * figure is the document without its inline stylesheet (counted as CSS); `document` is all of it.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

export const budgets = { js: 125 * 1024, css: 20 * 1024, html: 30 * 1024 };

export interface RouteWeight {
  path: string;
  html: number;
  /** The whole document as transferred (HTML and its inline stylesheet). */
  document: number;
  /** The rest of the site stylesheet, linked with the app after the first paint (0 when the page links none). */
  stylesheet: number;
  js: number;
  css: number;
  jsFiles: string[];
}

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

export function htmlFileFor(client: string, path: string): string {
  return path === "/" ? join(client, "index.html") : join(client, path, "index.html");
}

/** Static imports of an ES module chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) found.add(m[1] ?? "");
  found.delete("");
  return [...found];
}

export function measureRoute(client: string, path: string): RouteWeight {
  const html = readFileSync(htmlFileFor(client, path), "utf8");
  const entry = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) entry.add(m[1] ?? "");
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) entry.add(m[1] ?? "");
  for (const script of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const spec of staticImports(script[1] ?? "")) entry.add(spec);
    // The page's bootstrap imports the first-load modules dynamically, once the page has painted.
    for (const m of (script[1] ?? "").matchAll(/\bimport\(\s*"([^"]+\.js)"\s*\)/g)) entry.add(m[1] ?? "");
  }
  entry.delete("");
  const seen = new Set<string>();
  const queue = [...entry].map((href) => join(client, href));
  while (queue.length) {
    const file = queue.pop() ?? "";
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, "utf8"))) {
      queue.push(spec.startsWith("/") ? join(client, spec) : resolve(dirname(file), spec));
    }
  }
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => join(client, m[1] ?? ""));
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
  const rest = /"(\/assets\/rest\/[\w-]+\.css)"/.exec(html)?.[1];
  return {
    path,
    html: gz(html.replace(/<style>[\s\S]*?<\/style>/g, "")),
    document: gz(html),
    js: [...seen].reduce((sum, file) => sum + gz(readFileSync(file)), 0),
    css: css.reduce((sum, file) => sum + gz(readFileSync(file)), 0) + inline.reduce((sum, rules) => sum + gz(rules), 0),
    stylesheet: rest ? gz(readFileSync(join(client, rest))) : 0,
    jsFiles: [...seen].map((file) => file.slice(client.length)),
  };
}

export function formatTable(rows: RouteWeight[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const cells = (path: string, ...values: string[]) =>
    `${path.padEnd(58)} ${values.map((value) => value.padStart(9)).join(" ")}`;
  return [
    cells("route", "JS", "CSS", "rest CSS", "HTML", "document"),
    ...rows.map((r) => cells(r.path, kb(r.js), kb(r.css), kb(r.stylesheet), kb(r.html), kb(r.document))),
    cells("budget (gzip)", kb(budgets.js), kb(budgets.css), kb(budgets.css), kb(budgets.html)),
    "(rest CSS: the rules the page does not use, linked with the app after the first paint)",
  ].join("\n");
}
