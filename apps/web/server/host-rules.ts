/**
 * The build's own `_headers` and `_redirects` files, applied as the static hosts apply them (server/headers.ts writes
 * the rules): the headers of every matching rule, the 404/410 statuses of closed positions and unpublished articles,
 * and the 301s of renamed articles. Both are read again
 * when a rebuild replaces them while the server runs.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import type { OutgoingHttpHeaders } from "node:http";
import { join } from "node:path";
import { defaultRules, matchingHeaders, parseHeadersFile, REVALIDATE, type HeaderRule } from "./headers.ts";

/** The `_headers` rules of a build, or the shared defaults when it has none. */
function loadRules(root: string): HeaderRule[] {
  const file = join(root, "_headers");
  return existsSync(file) ? parseHeadersFile(readFileSync(file, "utf8")) : defaultRules();
}

/**
 * The statuses of `_redirects` that name the not-found page (`/careers/x /careers/404.html 410`: a closed position), as
 * Netlify serves them: for a path with no file of its own, 404.html with that status. Other lines are not ours.
 */
export function parseGonePaths(text: string): Map<string, number> {
  const gone = new Map<string, number>();
  for (const line of text.split("\n")) {
    const match = /^(\/\S*)\s+(?:\/[\w-]+)*\/404\.html\s+(404|410)\s*$/.exec(line.trim());
    if (match?.[1] && match[2]) gone.set(match[1], Number(match[2]));
  }
  return gone;
}

/**
 * The permanent redirects of `_redirects` (`/resources/blog/old /resources/blog/new 301`: a renamed article), as the
 * hosts serve them for a path with no file of its own.
 */
export function parseMovedPaths(text: string): Map<string, string> {
  const moved = new Map<string, string>();
  for (const line of text.split("\n")) {
    const match = /^(\/\S*)\s+(\/\S*)\s+301\s*$/.exec(line.trim());
    if (match?.[1] && match[2]) moved.set(match[1], match[2]);
  }
  return moved;
}

function loadMoved(root: string): Map<string, string> {
  const file = join(root, "_redirects");
  return existsSync(file) ? parseMovedPaths(readFileSync(file, "utf8")) : new Map();
}

function loadGone(root: string): Map<string, number> {
  const file = join(root, "_redirects");
  return existsSync(file) ? parseGonePaths(readFileSync(file, "utf8")) : new Map();
}

/**
 * A file of the build being served now: read again when it is replaced (a rebuild put in place while the server runs,
 * see publish-locally.ts), as a host deploys a new build's headers and redirects with its pages.
 */
function current<T>(root: string, name: string, load: (root: string) => T): () => T {
  const file = join(root, name);
  const version = () => {
    try {
      const info = statSync(file);
      return `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch {
      return "none";
    }
  };
  let seen = version();
  let value = load(root);
  return () => {
    const now = version();
    if (now !== seen) {
      seen = now;
      value = load(root);
    }
    return value;
  };
}

/** The headers a static host would send for a path: every matching rule, repeated values joined as Cloudflare does. */
function hostHeaders(rules: HeaderRule[], path: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, values] of matchingHeaders(rules, path)) headers[name] = values.join(", ");
  // The hosts' own default for what no rule caches.
  headers["cache-control"] ??= REVALIDATE;
  return headers;
}

/** The host's rules of the build in `root`, as they are now: the headers for a path, a closed path's status, a
 * moved path's new address. */
export function hostRules(root: string): {
  headers: (path: string) => OutgoingHttpHeaders;
  status: (urlPath: string) => number | undefined;
  moved: (urlPath: string) => string | undefined;
} {
  const rules = current(root, "_headers", loadRules);
  const gone = current(root, "_redirects", loadGone);
  const moved = current(root, "_redirects", loadMoved);
  return {
    headers: (path) => hostHeaders(rules(), path),
    status: (urlPath) => gone().get(urlPath),
    moved: (urlPath) => moved().get(urlPath),
  };
}
