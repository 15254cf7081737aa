/**
 * From a request's address to the file of the build that answers it: the raw path normalized (it can only name a path
 * on this origin), the trailing-slash redirect, `/x` served from `/x/index.html`, and the nearest not-found page.
 */
import { stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file below root, or undefined when nothing there serves it. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const rel = normalize(urlPath).replace(/^([/\\])+/, "");
  const file = resolve(root, rel);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (extname(file) && (await isFile(file))) return file;
  const index = join(file, "index.html");
  if (await isFile(index)) return index;
  return undefined;
}

/**
 * The not-found file for a URL path: the `404.html` in its folder or the closest folder above it that has one, as
 * Cloudflare Pages looks for it (`/sectors/nope` and `/sectors/nope/x` get `sectors/404.html`, `/nope` gets
 * `404.html`). Undefined when the build has none.
 */
export async function nearestNotFound(root: string, urlPath: string): Promise<string | undefined> {
  const segments = urlPath.split("/").filter(Boolean);
  for (let depth = segments.length - 1; depth >= 0; depth -= 1) {
    const file = resolve(root, ...segments.slice(0, depth), "404.html");
    if (file.startsWith(root + sep) && (await isFile(file))) return file;
  }
  return undefined;
}

/** The raw path and query of a request target, exactly as the client sent them. */
export function splitTarget(url: string): { rawPath: string; rawQuery: string } {
  const mark = url.indexOf("?");
  return mark < 0 ? { rawPath: url, rawQuery: "" } : { rawPath: url.slice(0, mark), rawQuery: url.slice(mark) };
}

/**
 * The dot-segment-free form of a raw path (`%2e` counts as a dot, as browsers count it), still percent-encoded,
 * always starting with exactly one slash: it can only name a path on this origin.
 */
export function normalizePath(rawPath: string): string {
  const collapsed = "/" + rawPath.replace(/^[/\\]+/, "");
  const { pathname } = new URL(collapsed, "http://site.invalid");
  return "/" + pathname.replace(/^\/+/, "");
}

/**
 * Where `/x/` (one or more trailing slashes) redirects: the same normalized path without them, the query exactly as
 * sent, and never `//host` or `\host` (a browser would leave the site). Undefined when there is nothing to strip.
 */
export function trailingSlashTarget(url: string): string | undefined {
  const { rawPath, rawQuery } = splitTarget(url);
  if (rawPath.length <= 1 || !/[/\\]$/.test(rawPath)) return undefined;
  const path = normalizePath(rawPath).replace(/\/+$/, "") || "/";
  return path + rawQuery;
}
