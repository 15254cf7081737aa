/**
 * The site search engine: MiniSearch (prefix search, typo tolerance, per-field boosts, BM25 ranking) over the
 * pages the site publishes. The index is built at build time (scripts/search-index.ts) and loaded in the browser
 * only when the search page is used — this module is imported dynamically, never statically from a route.
 */
import type { SearchPage } from "@solvix/content/pages/search";
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import { fillText } from "@solvix/ui/lib/template";
import { excerpt, highlight, type Segment } from "./excerpt.ts";
import { normalizeQuery, processTerm, tokenize } from "./terms.ts";

/** A page as it is indexed. */
export interface SearchDocument {
  id: number;
  url: string;
  title: string;
  description: string;
  keywords: string;
  headings: string;
  text: string;
}

/** What a result shows of a page (kept beside the index in the JSON file). */
export interface StoredDocument {
  url: string;
  title: string;
  text: string;
}

/** The JSON file the build writes and the search page fetches. */
export interface SearchIndexFile {
  version: typeof INDEX_VERSION;
  documents: StoredDocument[];
  index: ReturnType<MiniSearch["toJSON"]>;
}

export interface SearchHit {
  url: string;
  title: Segment[];
  excerpt: Segment[];
  score: number;
}

export interface SiteSearch {
  search(query: string, limit?: number): SearchHit[];
  readonly size: number;
}

/** Bumped when the file layout or the index options change. */
export const INDEX_VERSION = 1;

/** A title match counts most, then the page's declared keywords and its headings, then the description, then body text. */
export const fieldBoosts = { title: 5, keywords: 3, headings: 2.5, description: 1.5, text: 1 } as const;

const options: Options<SearchDocument> = {
  fields: ["title", "keywords", "headings", "description", "text"],
  tokenize,
  processTerm,
  searchOptions: {
    boost: fieldBoosts,
    // Prefix matching from the second letter; one typo (a wrong, missing or extra letter) allowed from four letters,
    // two from seven, so a swapped pair ("frieght") is found too. Exact matches still score highest.
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
  },
};

export function createIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(options);
  index.addAll(documents);
  return index;
}

export function toIndexFile(documents: readonly SearchDocument[]): SearchIndexFile {
  return {
    version: INDEX_VERSION,
    documents: documents.map(({ url, title, text }) => ({ url, title, text })),
    index: createIndex(documents).toJSON(),
  };
}

function isIndexFile(value: unknown): value is SearchIndexFile {
  if (typeof value !== "object" || value === null) return false;
  const file = value as Partial<SearchIndexFile>;
  return (
    file.version === INDEX_VERSION &&
    Array.isArray(file.documents) &&
    typeof file.index === "object" &&
    file.index !== null
  );
}

/**
 * Runs a query: all words must match (AND); when that finds nothing, any word may (OR), best first. The query is
 * normalised and capped (normalizeQuery) first, so a pasted essay costs no more than a sentence.
 */
function runQuery(index: MiniSearch<SearchDocument>, query: string): SearchResult[] {
  const strict = index.search(query, { combineWith: "AND" });
  return strict.length ? strict : index.search(query, { combineWith: "OR" });
}

/** Why the index cannot be used (`searchPage.indexErrors` of the content package). */
export type IndexErrorTexts = SearchPage["indexErrors"];

/**
 * The search over an index file. The index is rebuilt in batches with pauses between them (MiniSearch's async load):
 * a visitor who starts typing while it loads sees each key at once, where one 70 ms task at 4× CPU slowdown held it.
 */
export async function loadIndex(file: unknown, errors: IndexErrorTexts): Promise<SiteSearch> {
  if (!isIndexFile(file)) throw new Error(fillText(errors.format, { version: INDEX_VERSION }));
  const index = await MiniSearch.loadJSAsync<SearchDocument>(file.index, options);
  const { documents } = file;
  return {
    size: documents.length,
    search(input, limit = 20) {
      const query = normalizeQuery(input);
      if (!tokenize(query).some((word) => processTerm(word) !== null)) return [];
      return runQuery(index, query)
        .slice(0, limit)
        .flatMap((result): SearchHit[] => {
          const document = documents[Number(result.id)];
          if (!document) return [];
          return [
            {
              url: document.url,
              title: highlight(document.title, result.terms),
              excerpt: excerpt(document.text, result.terms),
              score: result.score,
            },
          ];
        });
    },
  };
}
