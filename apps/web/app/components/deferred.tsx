// deferred(): a component prerendered complete but hydrated from its own chunk, off the first load.
import { lazy, memo, Suspense, type ComponentType } from "react";

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
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}
