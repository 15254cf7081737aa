// whenNearView: a promise that resolves once a prerendered part comes near the view, for hydrating it then.

/** How far outside the view a prerendered part starts hydrating: half a screen, ahead of a scroll that reaches it. */
const NEAR_VIEW = "50% 0px";

/** Per part (its key): resolves once one of its elements is within half a screen of the view. */
const nearView = new Map<string, Promise<void>>();

/**
 * Resolves once one of the elements that `find` returns (read on the first call for `key`) is within half a screen of
 * the view, and at once when there is none or no IntersectionObserver. The same promise for every call with `key`, as
 * `use` needs: a part suspends on it in every render until it resolves.
 */
export function whenNearView(key: string, find: () => Element[]): Promise<void> {
  let near = nearView.get(key);
  if (!near) {
    const elements = find();
    near =
      elements.length > 0 && typeof IntersectionObserver === "function"
        ? new Promise((resolve) => {
            const observer = new IntersectionObserver(
              (entries) => {
                if (!entries.some((entry) => entry.isIntersecting)) return;
                observer.disconnect();
                resolve();
              },
              { rootMargin: NEAR_VIEW },
            );
            for (const element of elements) observer.observe(element);
          })
        : Promise.resolve();
    nearView.set(key, near);
  }
  return near;
}
