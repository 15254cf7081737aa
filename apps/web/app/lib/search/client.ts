/**
 * Loads the site search in the browser on first use: the engine (MiniSearch, a separate chunk through a dynamic
 * import) and the index file written by the build, in parallel, once per page load. The index is fetched with
 * `cache: "no-cache"` so the browser revalidates it (ETag) and never searches a stale build.
 */
import { fillText } from "@solvix/ui/lib/template";
import type { IndexErrorTexts, SiteSearch } from "./engine.ts";

/** Where the build writes the index (scripts/search-index.ts). */
export const SEARCH_INDEX_PATH = "/search-index.json";

let loading: Promise<SiteSearch> | undefined;

async function load(errors: IndexErrorTexts): Promise<SiteSearch> {
  const [engine, response] = await Promise.all([
    import("./engine.ts"),
    fetch(SEARCH_INDEX_PATH, { cache: "no-cache" }),
  ]);
  if (!response.ok) throw new Error(fillText(errors.http, { status: response.status }));
  return engine.loadIndex(await response.json(), errors);
}

/** The site search, loaded once; a failed load is retried on the next call. */
export function loadSiteSearch(errors: IndexErrorTexts): Promise<SiteSearch> {
  loading ??= load(errors).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
