// nearViewPart(): a deferred part that loads its code only once a scroll brings it near the view.
import { memo, Suspense, use, useId, useState, type ComponentType, type ReactNode } from "react";
import { whenNearView } from "@solvix/ui/lib/near-view";
import { mountedAfterHydration } from "@solvix/ui/lib/use-hydrated";
import { deferred } from "./deferred.tsx";

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
 * `deferred(load)` for a part well below the fold that holds no field or control: when the page's first hydration
 * meets it prerendered, it loads its code and hydrates only once it comes within half a screen of the view, and until
 * then its links work as plain links. Hydrating it at once would cost a visitor who reads the first screen a task
 * in the first seconds, for nothing. Rendered new (a client-side navigation) it is `deferred(load)`. Two empty
 * `<template>` elements mark where the part starts and ends in the HTML; it is counted on `data-deferred-pending`
 * only once it has come near.
 */
export function nearViewPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = deferred(load);
  function NearViewPart(props: P) {
    const id = useId();
    // False when the page's first hydration meets the part prerendered (as a landing band's `live`).
    const [live] = useState(mountedAfterHydration);
    return (
      <>
        <template data-part-from={id} />
        <Suspense fallback={null}>
          <NearView id={id} wait={!live}>
            <Part {...props} />
          </NearView>
        </Suspense>
        <template data-part-to={id} />
      </>
    );
  }
  return memo(NearViewPart) as unknown as ComponentType<P>;
}
