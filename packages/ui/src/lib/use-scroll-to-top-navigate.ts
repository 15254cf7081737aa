import { useCallback } from "react";
import { useNavigate, type To } from "react-router-dom";
import { prefersReducedMotion } from "./motion.ts";

/** Delay before scrolling to the top after a button navigation (specification section 9). */
export const SCROLL_TO_TOP_DELAY_MS = 100;

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
      scrollToTopAfterNavigation();
    },
    [navigate],
  );
}

/** For link clicks: the next page starts at its top (instant, so it never fights the route change). */
export function scrollToTopNow(): void {
  window.scrollTo({ top: 0, left: 0, behavior: "auto" });
}

/** For button-styled links: let the route change first, then scroll smoothly after 100 ms. */
export function scrollToTopAfterNavigation(): void {
  window.setTimeout(scrollToTop, SCROLL_TO_TOP_DELAY_MS);
}
