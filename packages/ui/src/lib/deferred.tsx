// deferred(): a part prerendered complete but hydrated from its own chunk, at once or when it comes near the view.
import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import { whenNearView } from "./near-view.ts";
import { mountedAfterHydration } from "./use-hydrated.ts";

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

/** When a deferred part loads its code and hydrates. */
export interface DeferredOptions {
  /**
   * `"near-view"`: when the page's first hydration meets the part prerendered, only once it comes within half a
   * screen of the view; until then its links work as plain links. For parts well below the fold that hold no field or
   * control: hydrating them at once costs a visitor who reads the first screen a task in the first seconds, for
   * nothing. Rendered new (a client-side navigation, a story), the part loads at once. Default: at once.
   */
  until?: "near-view";
}

/** The elements of a part: those between its two markers. */
function partElements(id: string): () => Element[] {
  return () => {
    const elements: Element[] = [];
    const from = document.querySelector(`template[data-part-from="${id}"]`);
    for (let element = from?.nextElementSibling; element; element = element.nextElementSibling) {
      if (element.matches(`template[data-part-to="${id}"]`)) return elements;
      elements.push(element);
    }
    return [];
  };
}

/** Holds the part suspended, so React keeps its prerendered HTML, until it comes near the view. */
function NearView({ id, wait, children }: { id: string; wait: boolean; children: ReactNode }) {
  if (wait) use(whenNearView(id, partElements(id)));
  return children;
}

/**
 * A component that hydrates from its own chunk. The build waits for it (entry.server.tsx), so the prerendered page
 * is complete and readable without JavaScript; in the browser React keeps that HTML and hydrates this part as soon
 * as its code arrives (or, `until: "near-view"`, once it comes near the view), which keeps it out of the page's
 * first-load JavaScript. For sections below the fold and for widgets that are not needed in the first moments (the
 * enquiry form's logic, the step grid's motion, the landing template's bands).
 *
 * Near the view: two empty `<template>` elements mark where the part starts and ends in the HTML, and the part is
 * counted on `data-deferred-pending` only once it has come near.
 *
 * Memoized: a parent that re-renders right after hydration (React Router settling, a post-hydration prefill) must
 * not send an update into a boundary that is still waiting for its code — React would then drop the server HTML
 * and show the empty fallback, shifting the layout. Pass stable props (loader data, primitives), no inline JSX.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { until }: DeferredOptions = {},
): ComponentType<P> {
  const Lazy = lazy(async () => {
    const Component = await load();
    function Hydrated({ trackRef, ...props }: P & { trackRef: RefObject<Track> }) {
      useEffect(() => {
        const track = trackRef.current;
        track.hydrated = true;
        if (!track.counted) return;
        track.counted = false;
        count(-1);
      }, [trackRef]);
      return <Component {...(props as P)} />;
    }
    return { default: Hydrated };
  });
  function Deferred(props: P) {
    const trackRef = useRef<Track>({ counted: false, hydrated: false });
    useEffect(() => {
      const track = trackRef.current;
      if (track.hydrated) return;
      track.counted = true;
      count(1);
      return () => {
        if (!track.counted) return;
        track.counted = false;
        count(-1);
      };
    }, []);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} trackRef={trackRef} />
      </Suspense>
    );
  }
  if (until !== "near-view") return memo(Deferred) as unknown as ComponentType<P>;
  function NearViewPart(props: P) {
    const id = useId();
    // False when the page's first hydration meets the part prerendered.
    const [live] = useState(mountedAfterHydration);
    return (
      <>
        <template data-part-from={id} />
        <Suspense fallback={null}>
          <NearView id={id} wait={!live}>
            <Deferred {...props} />
          </NearView>
        </Suspense>
        <template data-part-to={id} />
      </>
    );
  }
  return memo(NearViewPart) as unknown as ComponentType<P>;
}
