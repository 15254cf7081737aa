/**
 * After `react-router build`: the files that are not pages — sitemap.xml (canonical URLs only, with lastmod),
 * robots.txt, the static host's `_headers` (same headers as server/serve.ts) and `404.html` — then
 * precompresses every text file with brotli and gzip for the servers.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { listSitemapEntries } from "@solvix/content/routes";
import { absoluteUrl, site } from "@solvix/content/site";
import { staticHostHeadersFile } from "../server/headers.ts";
import { buildSearchIndex } from "./search-index.ts";

const client = new URL("../build/client/", import.meta.url).pathname;

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(): string {
  const urls = listSitemapEntries().map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /staff/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

const COMPRESS = new Set([".html", ".js", ".css", ".data", ".xml", ".txt", ".svg", ".json", ".webmanifest"]);

function main(): void {
  writeFileSync(join(client, "sitemap.xml"), sitemapXml());
  writeFileSync(join(client, "robots.txt"), robotsTxt());
  writeFileSync(join(client, "_headers"), staticHostHeadersFile({ backendOrigin: site.supabaseUrl || undefined }));
  const notFound = join(client, "404/index.html");
  if (!existsSync(notFound)) throw new Error("postbuild: the not-found page /404 was not prerendered");
  copyFileSync(notFound, join(client, "404.html"));
  buildSearchIndex(client);
  let count = 0;
  for (const file of walk(client)) {
    if (!COMPRESS.has(extname(file))) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  console.log(
    `postbuild: sitemap.xml (${listSitemapEntries().length} URLs), robots.txt, _headers, 404.html; precompressed ${count} files`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
