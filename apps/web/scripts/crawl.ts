/**
 * A link crawl of the built site on the project's own server: from `/`, the sitemap and every prerendered route
 * (pages no other page links to, such as the staff pages, included), every same-origin `href`, `src` and `srcset` of
 * each page and every `url()` of each stylesheet is requested; anything that does not answer 200 is broken, a
 * redirect too (the site links to the target itself). Then each page at `/x/` must redirect once to `/x`. Prints the
 * crawl's size and each broken link with the page it is on; fails on any. Used by `npm test` (the only link check).
 *
 *   node apps/web/scripts/crawl.ts
 */
import { createSiteServer, listen } from "../server/serve.ts";

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The URLs a document or stylesheet refers to (not yet filtered by origin). */
export function references(body: string, contentType: string): string[] {
  if (contentType.startsWith("text/css")) {
    return [...body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1] ?? "").filter(Boolean);
  }
  if (contentType.startsWith("application/xml"))
    return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  if (!contentType.startsWith("text/html")) return [];
  // Only markup: a script's or JSON-LD's text is not a link.
  const markup = body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const found: string[] = [];
  for (const match of markup.matchAll(/\s(href|src|srcset)\s*=\s*"([^"]*)"/gi)) {
    const value = decodeEntities(match[2] ?? "");
    if (match[1]?.toLowerCase() === "srcset")
      found.push(...value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? ""));
    else found.push(value);
  }
  return found.filter(Boolean);
}

export interface CrawlResult {
  visited: number;
  pages: number;
  redirects: number;
  external: number;
  broken: { url: string; status: string; from: string }[];
}

/**
 * Crawls a running site from `/`, its sitemap and the `start` paths. `siteOrigin` is the origin the sitemap's absolute
 * URLs name.
 */
export async function crawl(base: string, siteOrigin: string, start: string[] = []): Promise<CrawlResult> {
  const origin = new URL(base).origin;
  const queue: { url: string; from: string }[] = [...new Set(["/", "/sitemap.xml", ...start])].map((path) => ({
    url: new URL(path, origin).href,
    from: "(start)",
  }));
  const seen = new Set(queue.map((item) => item.url));
  const result: CrawlResult = { visited: 0, pages: 0, redirects: 0, external: 0, broken: [] };
  const external = new Set<string>();
  const pages: string[] = [];

  const enqueue = (raw: string, page: string) => {
    let url: URL;
    try {
      url = new URL(raw.replace(siteOrigin, origin), page);
    } catch {
      result.broken.push({ url: raw, status: "not a URL", from: page });
      return;
    }
    if (url.origin !== origin) {
      external.add(url.href);
      return;
    }
    url.hash = "";
    if (!seen.has(url.href)) {
      seen.add(url.href);
      queue.push({ url: url.href, from: page });
    }
  };

  while (queue.length) {
    const { url, from } = queue.shift() as { url: string; from: string };
    result.visited += 1;
    const current = url;
    const response = await fetch(current, { redirect: "manual" });
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location") ?? "";
      result.broken.push({ url, status: `${response.status} to "${location}" (link the target itself)`, from });
      await response.body?.cancel();
      continue;
    }
    if (response.status !== 200) {
      result.broken.push({ url, status: String(response.status), from });
      await response.body?.cancel();
      continue;
    }
    const type = response.headers.get("content-type") ?? "";
    if (!/^(text\/html|text\/css|application\/xml)/.test(type)) {
      await response.body?.cancel();
      continue;
    }
    if (type.startsWith("text/html")) {
      result.pages += 1;
      pages.push(current);
    }
    for (const raw of references(await response.text(), type)) {
      if (/^(mailto|tel|data|javascript):/i.test(raw)) continue;
      enqueue(raw, current);
    }
  }
  result.external = external.size;
  // Each page also at `/x/` with a query: one redirect to `/x`, the query exactly as sent, then the page.
  for (const page of pages) {
    const { pathname } = new URL(page);
    if (pathname === "/") continue;
    const query = "?q=employer%20of%20record&x=%2F";
    const response = await fetch(`${origin}${pathname}/${query}`, { redirect: "manual" });
    await response.body?.cancel();
    const location = response.headers.get("location");
    if (response.status !== 301 || location !== `${pathname}${query}`) {
      result.broken.push({ url: `${pathname}/${query}`, status: `${response.status} to "${location}"`, from: page });
      continue;
    }
    result.redirects += 1;
    const landed = await fetch(`${origin}${location}`);
    await landed.body?.cancel();
    if (landed.status !== 200) result.broken.push({ url: location, status: String(landed.status), from: page });
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { site } = await import("@solvix/content/site");
  const { listRoutes } = await import("@solvix/content/routes");
  const server = createSiteServer({});
  const base = await listen(server, 0);
  const started = Date.now();
  const result = await crawl(
    base,
    new URL(site.origin).origin,
    listRoutes().map((route) => route.path),
  );
  server.close();
  for (const link of result.broken) console.log(`  BROKEN ${link.status}  ${link.url}  (on ${link.from})`);
  console.log(
    `crawl: ${result.visited} same-origin URLs (${result.pages} HTML pages), ${result.redirects} trailing-slash redirects checked, ${result.external} external links not followed; ${result.broken.length} broken (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exit(result.broken.length === 0 && result.pages > 0 ? 0 : 1);
}
