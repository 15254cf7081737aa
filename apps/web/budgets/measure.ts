/**
 * Byte budgets of the prerendered site, measured as served (the hosts send brotli; gzip is printed beside it): for
 * each route, the whole document (its markup, inline styles and scripts, hydration data) and the JavaScript the
 * browser loads before the page is interactive (every module the page's own scripts import, statically or
 * dynamically, and the graph those reach by static imports — dynamic imports inside modules are left out, they load
 * on demand).
 *
 *   node apps/web/budgets/measure.ts [build/client folder]   prints the table for a build (default: this app's)
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Limits in bytes of brotli (quality 11, as postbuild precompresses). */
export const budgets = { document: 25 * 1024, js: 120 * 1024 };

/** Every route's first-load JS stays this far below its limit: a change has room before it needs a hunt for bytes. */
export const jsHeadroom = 0.05;

export interface RouteWeight {
  path: string;
  /** The whole document as transferred, brotli and gzip. */
  document: { br: number; gz: number };
  js: { br: number; gz: number };
  jsFiles: string[];
}

const br = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** A file's size as served: the build's precompressed copy (`x.br`, `x.gz`, see postbuild.ts), else compressed here. */
function served(file: string): { br: number; gz: number } {
  const size = (suffix: string, compress: (body: Buffer) => number) =>
    existsSync(file + suffix) ? statSync(file + suffix).size : compress(readFileSync(file));
  return { br: size(".br", br), gz: size(".gz", gz) };
}

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
  const js = [...seen].map(served);
  return {
    path,
    document: served(htmlFileFor(client, path)),
    js: { br: js.reduce((sum, size) => sum + size.br, 0), gz: js.reduce((sum, size) => sum + size.gz, 0) },
    jsFiles: [...seen].map((file) => file.slice(client.length)),
  };
}

export function formatTable(rows: RouteWeight[]): string {
  const bytes = (n: number) => n.toLocaleString("en");
  const cells = (path: string, ...values: string[]) =>
    `${path.padEnd(58)} ${values.map((value) => value.padStart(10)).join(" ")}`;
  return [
    cells("route (bytes)", "doc br", "doc gzip", "JS br", "JS gzip"),
    ...rows.map((r) => cells(r.path, bytes(r.document.br), bytes(r.document.gz), bytes(r.js.br), bytes(r.js.gz))),
    cells("budget (brotli)", bytes(budgets.document), "", bytes(budgets.js), ""),
    `(JS: every route at most ${bytes(Math.floor(budgets.js * (1 - jsHeadroom)))} B, ${jsHeadroom * 100}% below its limit)`,
  ].join("\n");
}

/** The served paths of a build: every prerendered `index.html`. */
export function builtPaths(client: string, dir = ""): string[] {
  const paths: string[] = [];
  for (const name of readdirSync(join(client, dir))) {
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(join(client, rel)).isDirectory()) paths.push(...builtPaths(client, rel));
    else if (name === "index.html") paths.push(dir ? `/${dir}` : "/");
  }
  return paths.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = process.argv[2] ?? new URL("../build/client", import.meta.url).pathname;
  console.log(formatTable(builtPaths(client).map((path) => measureRoute(client, path))));
}
