// The page address's query string kept in step with what the visitor is doing, without a router navigation.

/**
 * Replaces the current history entry's query string (`search`: "" or "?…"), keeping its path, hash and the router's
 * state of the entry (its key). For a page whose state lives in React and is only mirrored in the address for sharing
 * and reload (the calculator's team, the search query): a router navigation per tap or key re-renders every link of
 * the page, each of which reads the location, and that was most of the work of a tap on the calculator and of each
 * key in the search field (bench/interactions.ts). The router reads the address again on Back, Forward and reload.
 */
export function replaceQuery(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}
