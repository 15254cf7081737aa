// Loads the analytics collector (analytics.ts, its own chunk, outside every first load) once, and hands it to its
// callers in the order they asked: at once when it has loaded, else when it arrives. Separate import() calls made
// while the chunk loads can settle in another order (the visitor's second page was then counted as the landing), and
// an import() of a loaded module still settles later (an enquiry's event was queued after the form said it was sent).
import type * as Collector from "./analytics.ts";

let loaded: typeof Collector | undefined;
let loading: Promise<typeof Collector> | undefined;

/** Hands the collector to `give`; never fails the caller: a chunk that cannot load drops the event only. */
export function withAnalytics(give: (analytics: typeof Collector) => void): void {
  if (loaded) {
    give(loaded);
    return;
  }
  loading ??= import("./analytics.ts").then((module) => (loaded = module));
  loading.then(give, () => {
    loading = undefined;
  });
}
