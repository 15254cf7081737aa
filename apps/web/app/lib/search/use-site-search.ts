// useSiteSearch: searches as the query changes, loading the engine and index only when needed.
import { useEffect, useMemo, useState } from "react";
import { loadSiteSearch } from "./client.ts";
import type { IndexErrorTexts, SearchHit, SiteSearch } from "./engine.ts";
import { normalizeQuery } from "./terms.ts";

export type SearchState =
  | { status: "empty" }
  | { status: "loading"; query: string }
  | { status: "error"; query: string; message: string }
  | { status: "done"; query: string; hits: SearchHit[] };

/** Name of the performance measure around each search call (read by the end-to-end timing test). */
export const SEARCH_MEASURE = "site-search";

function timedSearch(engine: SiteSearch, query: string): SearchHit[] {
  const start = performance.now();
  const hits = engine.search(query);
  performance.measure(SEARCH_MEASURE, { start, end: performance.now() });
  return hits;
}

/**
 * Searches the site as `input` changes. The engine and index load on the first non-empty query, or earlier when
 * `preload` is called (on focus of the field), so nothing of the search is fetched by a visitor who never uses it.
 * `preload` only starts the load (no state, no render: it runs inside the tap that focuses the field, whose frame a
 * re-render of the page held back); the first query picks up the loaded engine. `errors` say why the index could
 * not be used.
 */
export function useSiteSearch(input: string, errors: IndexErrorTexts): { state: SearchState; preload: () => void } {
  const [engine, setEngine] = useState<SiteSearch | null>(null);
  const [error, setError] = useState<{ query: string; message: string } | null>(null);
  const query = normalizeQuery(input);

  useEffect(() => {
    if (engine || !query) return;
    let active = true;
    loadSiteSearch(errors).then(
      (loaded) => active && setEngine(loaded),
      (reason: unknown) =>
        active && setError({ query, message: reason instanceof Error ? reason.message : String(reason) }),
    );
    return () => {
      active = false;
    };
  }, [engine, query, errors]);

  const state = useMemo((): SearchState => {
    if (!query) return { status: "empty" };
    if (engine) return { status: "done", query, hits: timedSearch(engine, query) };
    // A failed load is retried when the query changes; until then the error stands for the query it happened on.
    if (error?.query === query) return { status: "error", query, message: error.message };
    return { status: "loading", query };
  }, [engine, error, query]);

  // A failed preload is not shown: the first query loads again and reports its own failure.
  const preload = () => void loadSiteSearch(errors).catch(() => undefined);
  return { state, preload };
}
