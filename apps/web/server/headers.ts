/**
 * The HTTP headers the site is served with, decided once at build time: scripts/postbuild.ts hashes each page's
 * inline scripts into its own Content-Security-Policy and writes the rules to the static host's `_headers` file
 * (Netlify / Cloudflare Pages format); the local server (server/host-rules.ts) reads that same file and applies it the
 * way those hosts do. Rules are laid out so that no two matching rules ever set the same header: those hosts send
 * every matching rule's headers (Cloudflare joins repeated values with ", "), so an overlap would be a contradiction.
 */
import { createHash } from "node:crypto";

export interface HeaderOptions {
  /** Origin of the backend (Supabase) the browser calls, e.g. https://abc.supabase.co. */
  backendOrigin?: string;
}

/** A `_headers` rule: a path pattern (exact, or with one `*` splat) and the headers it adds. */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

/** Hashed build assets never change. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Documents (and, as the hosts' default, every other file) revalidate on each view. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Pages served with `Cross-Origin-Opener-Policy: same-origin`: the staff pages, where a window that opened the sign-in
 * page must not keep a handle on it (to send it elsewhere, say). Not the public pages: for them the header would cost
 * a fresh renderer process on every arrival (Chrome switches browsing context group from a page without it, and on
 * Android isolates every site that sends it) and protect nothing, as they hold no one's data, are never framed
 * (`frame-ancestors 'none'`) and open no popups. In 20 interleaved Lighthouse phone loads of 5 pages, with the header
 * on every page: the navigation's commit task 17.5 ms median (8.5 ms of it CPU), Total Blocking Time mean 19 ms, 1
 * load over 50 ms; without it 13.5 ms, mean 2 ms, none over 50.
 */
export const OPENER_ISOLATED = /^\/staff\//;

/** Headers every response carries, whatever the path: the `/*` rule. No header here is set by any other rule. */
export function securityHeaders(): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    // Nothing of ours is meant to be embedded by other sites.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

export interface PolicyInput extends HeaderOptions {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes: string[];
  /** `'sha256-…'` sources of the page's inline `<style>` elements (its own rules of the site stylesheet). */
  styleHashes?: string[];
  /** `'sha256-…'` sources of the page's `style` attributes. */
  styleAttributeHashes: string[];
  /** A `<meta>` policy cannot carry `frame-ancestors` (browsers ignore it there, with a console error). */
  delivery?: "header" | "meta";
}

/** A page's Content-Security-Policy: nothing by default, each kind of resource allowed explicitly. */
export function contentSecurityPolicy({
  backendOrigin,
  scriptHashes,
  styleHashes = [],
  styleAttributeHashes,
  delivery = "header",
}: PolicyInput): string {
  const backend = backendOrigin?.replace(/\/+$/, "");
  const directives = [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    ["style-src 'self'", ...styleHashes].join(" "),
    // Inline style attributes (CSS variables set by components) only with these exact values.
    styleAttributeHashes.length ? ["style-src-attr 'unsafe-hashes'", ...styleAttributeHashes].join(" ") : "",
    "img-src 'self' data:",
    // The site's own typeface (packages/ui/src/styles.css), a hashed file of the build.
    "font-src 'self'",
    ["connect-src 'self'", backend].filter(Boolean).join(" "),
    "manifest-src 'self'",
    // The enquiry and application forms post natively to their functions: on the site's own origin locally.
    [
      "form-action 'self'",
      backend && `${backend}/functions/v1/send-contact-email`,
      backend && `${backend}/functions/v1/submit-application`,
    ]
      .filter(Boolean)
      .join(" "),
    delivery === "header" ? "frame-ancestors 'none'" : "",
    "base-uri 'none'",
    "object-src 'none'",
    "upgrade-insecure-requests",
  ];
  return directives.filter(Boolean).join("; ");
}

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Script types a browser executes (a JSON-LD data block is not run, so CSP does not apply to it). */
const EXECUTED = new Set(["", "module", "text/javascript", "application/javascript", "importmap"]);

/** The hashes a prerendered page needs: one per distinct inline script, `<style>` element and `style` attribute. */
export function inlineHashes(html: string): {
  scriptHashes: string[];
  styleHashes: string[];
  styleAttributeHashes: string[];
} {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (EXECUTED.has(type)) scripts.add(sha256(match[2] ?? ""));
  }
  const elements = new Set<string>();
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) elements.add(sha256(match[1] ?? ""));
  const styles = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/gi)) styles.add(sha256(decodeAttribute(match[1] ?? "")));
  return { scriptHashes: [...scripts], styleHashes: [...elements], styleAttributeHashes: [...styles] };
}

/** A prerendered page: the URL path it is served at and its HTML. */
export interface BuiltPage {
  path: string;
  html: string;
}

/**
 * The `_headers` rules: `/*` the shared security headers, `/assets/*` immutable caching, and for each page its own
 * policy and revalidation (and COOP for the staff pages, see `OPENER_ISOLATED`), at `/x` and at `/x/` (which
 * Cloudflare Pages serves for `x/index.html`). One rule `/x*` covers both where no other page's path starts with `/x`
 * (it also covers the page's `/x.data`, which gains a policy it does not need and the revalidation it has anyway);
 * index pages such as `/industries` keep two exact rules, so no request ever matches two pages' rules. That keeps a
 * site of 100 pages within Cloudflare Pages' 100 rules.
 */
export function headerRules(pages: BuiltPage[], options: HeaderOptions = {}): HeaderRule[] {
  const rules: HeaderRule[] = [
    { path: "/*", headers: Object.entries(securityHeaders()) },
    { path: "/assets/*", headers: [["Cache-Control", IMMUTABLE]] },
  ];
  // The not-found pages (`/404`, `/sectors/404`…), by the folder whose unknown paths they answer ("" for the root).
  const notFoundPages = pages
    .filter((page) => page.path === "/404" || page.path.endsWith("/404"))
    .map((page) => ({ folder: page.path.slice(0, -"/404".length), hashes: inlineHashes(page.html) }))
    .sort((a, b) => b.folder.length - a.folder.length);
  const none = { scriptHashes: [], styleHashes: [], styleAttributeHashes: [] };
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const isPrefix = pages.some((other) => other.path !== page.path && other.path.startsWith(page.path));
    const own = inlineHashes(page.html);
    // `/x*` also answers unknown paths below the page (`/x/typo`) with the nearest 404.html, whose own <meta> policy
    // applies together with this one: that not-found page's inline scripts must pass both.
    const notFoundHashes = notFoundPages.find(({ folder }) => `${page.path}/`.startsWith(`${folder}/`))?.hashes ?? none;
    const hashes = isPrefix
      ? own
      : {
          scriptHashes: [...new Set([...own.scriptHashes, ...notFoundHashes.scriptHashes])],
          styleHashes: [...new Set([...own.styleHashes, ...notFoundHashes.styleHashes])],
          styleAttributeHashes: [...new Set([...own.styleAttributeHashes, ...notFoundHashes.styleAttributeHashes])],
        };
    const headers: HeaderRule["headers"] = [
      ["Content-Security-Policy", contentSecurityPolicy({ ...options, ...hashes })],
      ["Cache-Control", REVALIDATE],
      ...(OPENER_ISOLATED.test(page.path) ? [["Cross-Origin-Opener-Policy", "same-origin"] as [string, string]] : []),
    ];
    if (!isPrefix) rules.push({ path: `${page.path}*`, headers });
    else {
      rules.push({ path: page.path, headers });
      if (page.path !== "/") rules.push({ path: `${page.path}/`, headers });
    }
  }
  return rules;
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `# Generated by apps/web/scripts/postbuild.ts: one policy per page, no header set by two matching rules.\n${blocks.join("\n\n")}\n`;
}

/** Reads a `_headers` file as Netlify and Cloudflare Pages do: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a rule or without a colon: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a rule's path pattern matches a request path: exact, or `*` standing for any characters. */
export function ruleMatches(pattern: string, path: string): boolean {
  const star = pattern.indexOf("*");
  if (star < 0) return pattern === path;
  const head = pattern.slice(0, star);
  const tail = pattern.slice(star + 1);
  return path.length >= head.length + tail.length && path.startsWith(head) && path.endsWith(tail);
}

/** Every value each header gets from all the rules that match a path, in file order (lower-cased names). */
export function matchingHeaders(rules: HeaderRule[], path: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const rule of rules) {
    if (!ruleMatches(rule.path, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      found.set(key, [...(found.get(key) ?? []), value]);
    }
  }
  return found;
}

/** The rules used when a build has no `_headers` (a test's folder): shared headers and asset caching. */
export function defaultRules(): HeaderRule[] {
  return headerRules([]);
}
