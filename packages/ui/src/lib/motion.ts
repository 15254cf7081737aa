// Animation timings of the specification (section 9): the staggers of the fade-ins.
import { useEffect, useRef, type RefObject } from "react";

/** Staggered fade-in delay per card index, in seconds (specification section 9). */
export const staggerSeconds = {
  step: 0.2,
  industry: 0.1,
  benefit: 0.2,
  task: 0.15,
  telecom: 0.1,
} as const;

export type StaggerKind = keyof typeof staggerSeconds;

/** Parallax factors (specification section 9): a negative factor moves against the scroll. */
export const parallaxFactor = {
  hero: -0.5,
  section: -0.3,
  howItWorks: -0.7,
  floating: (index: number) => (index + 1) * 0.2,
} as const;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Fades an element in when it scrolls into view. Enhancement only: nothing is hidden
 * in the server HTML, elements already in the viewport on load are never hidden (so the
 * largest paint is not delayed), and nothing happens under reduced motion.
 *
 * Where the element is comes from the observer's first report, not from reading its box in the effect: every
 * revealed card reading its box right after hydration, each read followed by a write, laid the page out once per
 * card inside hydration's task (24 ms of a phone-sized page load of /sectors/insurance, before the 4× slowdown of
 * a mid-range phone). One observer serves every element, so a report reads the viewport once and then writes.
 */
export function useReveal<T extends HTMLElement>(delaySeconds = 0): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    const observer = (revealObserver ??= new IntersectionObserver(reveal, { rootMargin: "0px 0px -10% 0px" }));
    element.style.setProperty("--reveal-delay", `${delaySeconds}s`);
    observer.observe(element);
    return () => {
      observer.unobserve(element);
      delete element.dataset.reveal;
    };
  }, [delaySeconds]);
  return ref;
}

let revealObserver: IntersectionObserver | undefined;

function reveal(entries: IntersectionObserverEntry[], observer: IntersectionObserver) {
  const viewportHeight = window.innerHeight;
  for (const { target, isIntersecting, boundingClientRect } of entries) {
    const element = target as HTMLElement;
    if (isIntersecting && element.dataset.reveal) {
      element.dataset.reveal = "shown";
      observer.unobserve(element);
    } else if (!element.dataset.reveal) {
      // The first report: on screen (or above it) now, never hidden; below the fold, hidden until it comes in.
      if (boundingClientRect.top < viewportHeight) observer.unobserve(element);
      else element.dataset.reveal = "pending";
    }
  }
}

/**
 * Moves an element by `factor` times the page scroll (a decorative layer only). Runs in
 * requestAnimationFrame, passive listeners, and not at all under reduced motion.
 */
export function useParallax<T extends HTMLElement>(factor: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${(window.scrollY * factor).toFixed(1)}px, 0)`;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    element.dataset.parallax = "";
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      element.style.transform = "";
    };
  }, [factor]);
  return ref;
}
