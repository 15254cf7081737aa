// Scroll-to-top behaviour of link and button navigations (specification section 9), kept out of the way of
// Back's scroll restoration and of clicks that open a new tab.
import { useCallback } from "react";
import { useNavigate, type To } from "react-router-dom";
import { prefersReducedMotion } from "./motion.ts";

/** Delay before scrolling to the top after a button navigation (specification section 9). */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/** The parts of a click that say whether the browser, not the router, handles it. */
export type ClickLike = Pick<MouseEvent, "button" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey" | "defaultPrevented">;

/**
 * A click that opens a new tab or window, downloads, or was cancelled: the current page must not move.
 * The same test React Router's Link applies before it navigates.
 */
export function isModifiedClick(event: ClickLike): boolean {
  return (
    event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey
  );
}

/** Scrolls the window to the top: smoothly, or instantly under reduced motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/**
 * Returns a function that navigates, waits 100 ms and then scrolls smoothly to the top
 * (instantly under prefers-reduced-motion).
 */
export function useScrollToTopNavigate(): (to: To) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To) => {
      void navigate(to);
      window.setTimeout(scrollToTop, SCROLL_TO_TOP_DELAY_MS);
    },
    [navigate],
  );
}

/**
 * For link clicks: the next page starts at its top (instant, so it never fights the route change). The scroll
 * waits one task: the router records this page's position for Back as the navigation starts, right after this
 * handler, and must record where the reader was, not the top.
 */
export function scrollToTopNow(event?: ClickLike): void {
  if (event && isModifiedClick(event)) return;
  window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: "auto" }), 0);
}

/** For button-styled links: let the route change first, then scroll smoothly after 100 ms. */
export function scrollToTopAfterNavigation(event?: ClickLike): void {
  if (event && isModifiedClick(event)) return;
  window.setTimeout(scrollToTop, SCROLL_TO_TOP_DELAY_MS);
}
