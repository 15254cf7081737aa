/**
 * Builds the site search index from what the site publishes: every prerendered canonical page in build/client
 * (aliases, utility pages such as /search itself, and pages marked noindex are left out) is read for its title,
 * keywords, headings, description and visible text, indexed with MiniSearch and written to build/client/search-index.json
 * with a small document store for result titles and excerpts. Run by postbuild; also on its own:
 * `node apps/web/scripts/search-index.ts`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Position } from "@solvix/content/pages/careers";
import { listRoutes, type ArticleRoute, type CaseStudyRoute } from "@solvix/content/routes";
import { site } from "@solvix/content/site";
import { SEARCH_INDEX_PATH } from "../app/lib/search/client.ts";
import { toIndexFile, type SearchDocument } from "../app/lib/search/engine.ts";
import { extractPage } from "../app/lib/search/extract.ts";

export interface CollectedPages {
  documents: SearchDocument[];
  /** Canonical routes left out because the page they render is marked noindex (e.g. still the not-found page). */
  skipped: string[];
}

function htmlFile(client: string, path: string): string {
  return path === "/" ? join(client, "index.html") : join(client, path, "index.html");
}

/** The indexable pages of a build: canonical routes (kind page, landing, position, article or case study; not listing)
 * whose HTML is indexable and self-canonical. */
export function collectDocuments(
  client: string,
  positions?: readonly Position[],
  articles?: readonly ArticleRoute[],
  caseStudies?: readonly CaseStudyRoute[],
): CollectedPages {
  const documents: SearchDocument[] = [];
  const skipped: string[] = [];
  for (const route of listRoutes(undefined, positions, articles, caseStudies)) {
    // A blog listing's page 2 on, or a tag's listing, is a list of articles that are results of their own.
    if (route.kind === "alias" || route.kind === "utility" || route.kind === "listing") continue;
    const file = htmlFile(client, route.path);
    if (!existsSync(file))
      throw new Error(`search index: ${route.path} was not prerendered (${file} is missing) — build the site first.`);
    const page = extractPage(readFileSync(file, "utf8"), site.brandName);
    if (page.noindex || (page.canonicalPath !== undefined && page.canonicalPath !== route.path)) {
      skipped.push(route.path);
      continue;
    }
    documents.push({
      id: documents.length,
      url: route.path,
      title: page.title,
      description: page.description,
      keywords: page.keywords.join(" \n "),
      headings: page.headings.join(" \n "),
      text: page.text,
    });
  }
  return { documents, skipped };
}

export interface SearchIndexStats {
  pages: number;
  skipped: string[];
  bytes: number;
  gzipBytes: number;
}

/** Writes build/client/search-index.json (before postbuild precompresses the client folder). */
/** The open positions, live articles and case studies are those the build read from the database (the content's seed
 * when not given). */
export function buildSearchIndex(
  client: string,
  positions?: readonly Position[],
  articles?: readonly ArticleRoute[],
  caseStudies?: readonly CaseStudyRoute[],
): SearchIndexStats {
  const { documents, skipped } = collectDocuments(client, positions, articles, caseStudies);
  if (documents.length === 0) throw new Error("search index: no indexable page found in the build.");
  const body = JSON.stringify(toIndexFile(documents));
  writeFileSync(join(client, SEARCH_INDEX_PATH), body);
  const stats = {
    pages: documents.length,
    skipped,
    bytes: Buffer.byteLength(body),
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`search index: ${stats.pages} pages, ${kb(stats.bytes)} (${kb(stats.gzipBytes)} gzip)`);
  if (skipped.length)
    console.warn(
      `search index: left out ${skipped.length} canonical routes that render as noindex: ${skipped.join(", ")}`,
    );
  return stats;
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildSearchIndex(new URL("../build/client/", import.meta.url).pathname);
