// The page address's query string kept in step with what the visitor is doing, without a router navigation.

/**
 * Replaces the current history entry's query string (`search`: "" or "?…"), keeping its path, hash and the router's
 * state of the entry (its key). For a page whose state lives in React and is only mirrored in the address for sharing
 * and reload (the calculator's team, the search query). A router navigation per tap or key re-renders every link of
 * the page, each of which reads the location: on the calculator that was most of a tap's handler time at 4× CPU
 * slowdown (108 ms with it, 19 ms without; bench/interactions.ts). The router reads the address again on Back,
 * Forward and reload; until then its own location keeps the query the page was opened with.
 */
export function replaceQuery(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}
