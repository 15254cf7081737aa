// deferred(): a component prerendered complete but hydrated from its own chunk, off the first load.
import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from "react";

/**
 * Deferred parts not yet hydrated, counted on `<html data-deferred-pending>` (set once a page has any): tests and
 * tooling wait for "0" before they type or click into such a part, where a key press that lands on the bare server
 * HTML would be lost. Counts up when a deferred part mounts and down once its own code has hydrated it (or it is
 * unmounted first); the order of the two effects does not matter.
 */
let pending = 0;
function count(delta: number) {
  pending += delta;
  document.documentElement.dataset.deferredPending = String(pending);
}

/** Per deferred part: whether it is counted as pending, and whether its code has hydrated it. */
type Track = { counted: boolean; hydrated: boolean };

/**
 * A component that hydrates from its own chunk. The build waits for it (entry.server.tsx), so the prerendered page
 * is complete and readable without JavaScript; in the browser React keeps that HTML and hydrates this part as soon
 * as its code arrives, which keeps it out of the page's first-load JavaScript. For sections below the fold and for
 * widgets that are not needed in the first moments (the enquiry form's logic, the step grid's motion).
 *
 * Memoized: a parent that re-renders right after hydration (React Router settling, a post-hydration prefill) must
 * not send an update into a boundary that is still waiting for its code — React would then drop the server HTML
 * and show the empty fallback, shifting the layout. Pass stable props (loader data, primitives), no inline JSX.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    const Component = await load();
    function Hydrated({ track, ...props }: P & { track: Track }) {
      useEffect(() => {
        track.hydrated = true;
        if (!track.counted) return;
        track.counted = false;
        count(-1);
      }, [track]);
      return <Component {...(props as P)} />;
    }
    return { default: Hydrated };
  });
  function Deferred(props: P) {
    const [track] = useState<Track>(() => ({ counted: false, hydrated: false }));
    useEffect(() => {
      if (track.hydrated) return;
      track.counted = true;
      count(1);
      return () => {
        if (!track.counted) return;
        track.counted = false;
        count(-1);
      };
    }, [track]);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} track={track} />
      </Suspense>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}
