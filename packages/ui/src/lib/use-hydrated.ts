// useHydrated: whether React has finished hydrating the prerendered HTML (markup that must match until then).
import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Whether no hydration is pending: a part that mounts then (after a client-side navigation, in a story) is live from
 * its first render. A prerendered app calls `expectHydration` before it hydrates; its first hydration ends it.
 */
let appHydrated = true;
const noSubscription = () => () => {};
/** Whether no hydration is pending now (false while the app's first hydration is under way or about to start). */
export const mountedAfterHydration = () => appHydrated;
const duringHydration = () => false;

/** Called by a prerendered app before it hydrates: until that is over, its parts render as on the server first. */
export function expectHydration(): void {
  appHydrated = false;
}

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards.
 *
 * A part that is hydrated renders once as on the server, then again, live, in a transition: React renders that pass in
 * slices that give way to input. The usual `useSyncExternalStore(…, () => true, () => false)` has React redo every
 * such part right after hydration in one synchronous render: the header alone made a 10-14 ms task of a phone-sized
 * load of a sector page, unthrottled (four times that on a mid-range phone). A part that mounts after the first
 * hydration is live from its first render.
 */
export function useHydrated(): boolean {
  const mountedLater = useSyncExternalStore(noSubscription, mountedAfterHydration, duringHydration);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Once the effects of this commit have run: every part hydrated with it has compared its store value by then.
    queueMicrotask(() => {
      appHydrated = true;
    });
    if (!mountedLater) startTransition(() => setHydrated(true));
  }, [mountedLater]);
  return mountedLater || hydrated;
}
