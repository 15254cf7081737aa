/**
 * After `react-router build`: the site stylesheet inline in each prerendered page (inline-stylesheet.ts), then the
 * files that are not pages — sitemap.xml
 * (canonical URLs only, with lastmod), robots.txt, the not-found files (`404.html`, and `<prefix>/404.html` for unknown
 * names below each prefix of routes.ts's `prefixNotFoundPaths`) and the static host's `_headers` (each page's
 * Content-Security-Policy with the hashes of its inline scripts and styles; the local server reads the same file) —
 * then precompresses every text file with brotli and gzip for the servers (precompress.ts: unchanged files' copies come
 * from the previous builds' cache).
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
import { closedPositionPaths, openPositionsOf } from "@solvix/content/pages/careers";
import { faqsPage } from "@solvix/content/pages/faqs";
import { caseStudyFilters, caseStudyPath } from "@solvix/content/case-study-filters";
import { listSitemapEntries } from "@solvix/content/routes";
import { absoluteUrl, site } from "@solvix/content/site";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  inlineHashes,
  type BuiltPage,
  type HeaderOptions,
} from "../server/headers.ts";
import { snapshotFile, type PublishedContent } from "../server/published-content.ts";
import { articlesSnapshotFile, type PublishedArticles } from "../server/published-articles.ts";
import { articleRedirectLines, feedPath, feedXml } from "./articles-output.ts";
import { writeOgImages } from "./og-images.ts";
import { prefixNotFoundPaths } from "../app/routes.ts";
import { buildSearchIndex } from "./search-index.ts";
import { precompressCacheDir, precompressFiles } from "./precompress.ts";
import { siteStylesheet, withInlineStyle } from "./inline-stylesheet.ts";

// The build's folder: build/, or WEB_BUILD_DIR (relative to the app, or absolute) as react-router.config.ts takes it.
const appDir = new URL("..", import.meta.url).pathname;
const buildDir = resolve(appDir, process.env.WEB_BUILD_DIR ?? "build");
const client = join(buildDir, "client");

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The last change of each page whose content staff publish: /faqs changed when its newest row did (the time of the
 * save, W3C datetime), unless the page's own words changed later.
 */
export function publishedLastmods(published: PublishedContent | undefined): Map<string, string> {
  const lastmods = new Map<string, string>();
  const newest = published?.faqs
    .map((row) => row.updatedAt)
    .sort()
    .at(-1);
  if (newest && newest.slice(0, 10) >= faqsPage.seo.lastmod) lastmods.set(faqsPage.path, newest);
  return lastmods;
}

export function sitemapXml(published?: PublishedContent, articles?: PublishedArticles): string {
  const lastmods = publishedLastmods(published);
  for (const article of articles?.articles ?? []) lastmods.set(`/resources/blog/${article.slug}`, article.updatedAt);
  for (const study of articles?.caseStudies ?? []) lastmods.set(caseStudyPath(study.slug), study.updatedAt);
  const entries = [
    ...listSitemapEntries(
      undefined,
      published && openPositionsOf(published.positions),
      articles?.articles,
      articles?.caseStudies,
    ),
    // The case studies page's filter pages (one per industry and staff country of the live rows).
    ...caseStudyFilters(articles?.caseStudies ?? []),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${lastmods.get(entry.path) ?? entry.lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * `_redirects` (Netlify's format, which the local server reads too): each closed position's address answers 410 Gone
 * with the careers not-found page (rendered by the position route, so it hydrates at that address), as Google asks of an expired job posting. Netlify serves such a rule (a rewrite with a
 * status of its own); Cloudflare Pages takes only redirect statuses and 200 there, skips these lines, and answers the
 * address with 404.html and 404 since the page is gone from the build.
 */
export function redirectsFile(published: PublishedContent): string {
  const gone = closedPositionPaths(published.positions);
  const lines = gone.map((path) => `${path} /careers/404.html 410`);
  return `# Closed careers positions: gone (410).\n${lines.join("\n")}${lines.length ? "\n" : ""}`;
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

/** Every prerendered page (`x/index.html`) with the path it is served at. */
function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  for (const file of walk(client)) {
    if (!file.endsWith("/index.html")) continue;
    const path = "/" + relative(client, dirname(file)).split("\\").join("/");
    pages.push({ path: path === "/" ? "/" : path.replace(/\/$/, ""), html: readFileSync(file, "utf8") });
  }
  return pages;
}

/**
 * The not-found pages and the files they are served from: `/404` as `404.html` for every unknown path, and each
 * landing prefix's (`/sectors/404` as `sectors/404.html`) for unknown paths below it, as the hosts serve the nearest
 * `404.html` (app/routes.ts, `prefixNotFoundPaths`).
 */
export const notFoundFiles = ["/404", ...prefixNotFoundPaths].map((path) => ({
  path,
  page: `${path.slice(1)}/index.html`,
  file: `${path.slice(1)}.html`,
}));

/**
 * A `404.html` answers unknown paths on the static hosts, where no per-path rule can give it a policy (it would
 * merge with the others): it carries its policy in a `<meta>` element, right after the charset.
 */
export function withMetaPolicy(html: string, options: HeaderOptions): string {
  const policy = contentSecurityPolicy({ ...options, ...inlineHashes(html), delivery: "meta" });
  const charset = /<meta charset="utf-8"\/?>/i.exec(html);
  if (!charset) throw new Error("postbuild: the not-found page has no <meta charset>");
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}"/>${html.slice(at)}`;
}

const COMPRESS = new Set([".html", ".js", ".css", ".data", ".xml", ".txt", ".svg", ".json", ".webmanifest"]);

async function main(): Promise<void> {
  // What the build read from the database (server/published-content.ts): the same rows as the prerendered pages.
  const published = JSON.parse(readFileSync(join(buildDir, snapshotFile), "utf8")) as PublishedContent;
  // A closed position's page, prerendered only when no position is open (react-router.config.ts), goes.
  for (const path of closedPositionPaths(published.positions)) {
    rmSync(join(client, path), { recursive: true, force: true });
    rmSync(join(client, `${path}.data`), { force: true });
  }
  // The articles and case studies it read (server/published-articles.ts, written by react-router.config.ts).
  const articles = JSON.parse(readFileSync(join(buildDir, articlesSnapshotFile), "utf8")) as PublishedArticles;
  const sitemap = sitemapXml(published, articles);
  const sitemapUrls = sitemap.split("<loc>").length - 1;
  writeFileSync(join(client, "sitemap.xml"), sitemap);
  writeFileSync(join(client, "_redirects"), redirectsFile(published) + articleRedirectLines(articles.retired));
  writeFileSync(join(client, "robots.txt"), robotsTxt());
  writeFileSync(join(client, feedPath.slice(1)), feedXml(articles.articles));
  const ogImages = await writeOgImages(client, articles);
  const headerOptions: HeaderOptions = { backendOrigin: site.supabaseUrl || undefined };
  // React Router's shell for paths that were not prerendered: every route is, and unknown paths get 404.html, so no
  // host serves it — it would only be a published page without a title.
  rmSync(join(client, "__spa-fallback.html"), { force: true });
  for (const { path, page } of notFoundFiles) {
    if (!existsSync(join(client, page))) throw new Error(`postbuild: the not-found page ${path} was not prerendered`);
  }
  buildSearchIndex(client, openPositionsOf(published.positions), articles.articles, articles.caseStudies);
  const css = readFileSync(join(client, siteStylesheet(client)), "utf8");
  for (const file of walk(client)) {
    if (file.endsWith("/index.html")) writeFileSync(file, withInlineStyle(readFileSync(file, "utf8"), css));
  }
  for (const { page, file } of notFoundFiles) {
    writeFileSync(join(client, file), withMetaPolicy(readFileSync(join(client, page), "utf8"), headerOptions));
  }
  const pages = builtPages();
  writeFileSync(join(client, "_headers"), formatHeadersFile(headerRules(pages, headerOptions)));
  const texts = [...walk(client)].filter((file) => COMPRESS.has(extname(file)));
  const { compressed, reused } = precompressFiles(texts, precompressCacheDir(appDir));
  console.log(
    `postbuild: sitemap.xml (${sitemapUrls} URLs), _redirects (${closedPositionPaths(published.positions).length} closed positions, ${articles.retired.length} retired article and case study addresses), robots.txt, ${ogImages} Open Graph images, _headers (${pages.length} page policies), ${notFoundFiles.map(({ file }) => file).join(", ")}; precompressed ${texts.length} files (${reused} of them from the cache, ${compressed} compressed)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
