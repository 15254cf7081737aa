/**
 * Byte budgets of the prerendered site: for each route, the gzip size of its HTML, of the JavaScript the
 * browser loads before the page is interactive (the module graph reachable by static imports from the page's
 * scripts and modulepreload links — dynamic imports are left out, they load on demand) and of its CSS.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

export const budgets = { js: 125 * 1024, css: 20 * 1024, html: 30 * 1024 };

export interface RouteWeight {
  path: string;
  html: number;
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
  return {
    path,
    html: gz(html),
    js: [...seen].reduce((sum, file) => sum + gz(readFileSync(file)), 0),
    css: css.reduce((sum, file) => sum + gz(readFileSync(file)), 0),
    jsFiles: [...seen].map((file) => file.slice(client.length)),
  };
}

export function formatTable(rows: RouteWeight[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [`${"route".padEnd(58)} ${"JS".padStart(9)} ${"CSS".padStart(9)} ${"HTML".padStart(9)}`];
  for (const r of rows)
    lines.push(`${r.path.padEnd(58)} ${kb(r.js).padStart(9)} ${kb(r.css).padStart(9)} ${kb(r.html).padStart(9)}`);
  lines.push(
    `${"budget (gzip)".padEnd(58)} ${kb(budgets.js).padStart(9)} ${kb(budgets.css).padStart(9)} ${kb(budgets.html).padStart(9)}`,
  );
  return lines.join("\n");
}
