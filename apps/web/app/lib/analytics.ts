// The site's own analytics (issue 47): page views, client-side navigations included, and the named moments marketing
// counts, queued and sent with navigator.sendBeacon when the page is idle (or hidden) to the collect function
// (supabase/functions/collect). No cookie, nothing kept in the browser: the function derives a visitor hash of the day
// and takes only the UTM parameters of the query string and the origin of the referrer. The root loads this module
// after hydration (its own chunk, outside every first load); clicks on mailto:, tel:, the booking link and calls to
// action are seen by one listener on the document.

type Name =
  "pageview" | "enquiry_sent" | "application_sent" | "booking" | "email" | "phone" | "calculator" | "search" | "cta";

interface Wire {
  n: Name;
  p: string;
  l?: 1;
  r?: string;
  q?: string;
  w: number;
  x?: { place: "header" | "hero" | "band" };
}

declare global {
  /** Build settings vite.config.ts defines for this module (packages/content/src/site.ts reads the same). */
  interface ImportMetaEnv {
    readonly SITE_SUPABASE_URL: string;
    readonly SITE_BOOKING_URL: string;
  }
}

/** The collect function: on this origin with the embedded backend, else on the Supabase project's. */
const endpoint = `${import.meta.env.SITE_SUPABASE_URL.replace(/\/+$/, "")}/functions/v1/collect`;
const bookingUrl = import.meta.env.SITE_BOOKING_URL;
/** The paths the collect function takes (its intake.ts): others (staff pages aside) are not the site's pages. */
const sitePath = /^\/(?:[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*)?$/;
const queue: Wire[] = [];
let scheduled = false;
let seenPath: string | undefined;
let seenSearch = "";
/** Pages whose query string the visitor changes (the calculator's team, the search's words): counted once a page. */
const used = new Set<string>();

function flush() {
  scheduled = false;
  while (queue.length) navigator.sendBeacon(endpoint, JSON.stringify({ e: queue.splice(0, 10) }));
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  if ("requestIdleCallback" in window) requestIdleCallback(flush, { timeout: 5000 });
  else setTimeout(flush, 1000);
}

/**
 * Queues one event of a page: the current one, or the one the root saw (this chunk can load after the visitor has
 * moved on, so a page view names the page it was for, not the one the address bar shows by then).
 */
export function track(name: Name, extra: Partial<Wire> = {}, path = location.pathname) {
  if (!sitePath.test(path) || path.startsWith("/staff/")) return;
  queue.push({ n: name, p: path, w: innerWidth, ...extra });
  schedule();
}

/** Called by the root for the first page and every navigation: a page view when the path changes, else a use. */
export function seen(pathname: string, search: string) {
  if (pathname !== seenPath) {
    const first = seenPath === undefined;
    seenPath = pathname;
    seenSearch = search;
    used.clear();
    // The first page of this document is a landing unless the visitor came from another page of the site.
    const external = first && !document.referrer.startsWith(location.origin + "/");
    track("pageview", { q: search, ...(external && { l: 1, r: document.referrer }) }, pathname);
    if (pathname === "/contact/sent") track("enquiry_sent", {}, pathname);
    if (pathname === "/careers/sent") track("application_sent", {}, pathname);
    if (pathname === "/search" && new URLSearchParams(search).get("q")) countOnce("search", pathname);
    return;
  }
  if (search === seenSearch) return;
  seenSearch = search;
  if (pathname === "/savings-calculator") countOnce("calculator", pathname);
  if (pathname === "/search") countOnce("search", pathname);
}

function countOnce(name: "calculator" | "search", pathname: string) {
  if (used.has(name)) return;
  used.add(name);
  track(name, {}, pathname);
}

/** Where a call to action stands: the site header, the page's first band (its hero), or a later band. */
function place(link: Element): "header" | "hero" | "band" {
  if (link.closest("header")) return "header";
  const band = link.closest("main > *, main section");
  return band && band === document.querySelector("main > *, main section") ? "hero" : "band";
}

function onClick(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return;
  const href = link.getAttribute("href") ?? "";
  if (href.startsWith("mailto:")) track("email");
  else if (href.startsWith("tel:")) track("phone");
  else if (bookingUrl && link.href === new URL(bookingUrl).href) track("booking");
  else if (link.origin === location.origin && link.pathname === "/contact" && !link.closest("footer")) {
    track("cta", { x: { place: place(link) } });
  }
}

if (typeof document !== "undefined") {
  document.addEventListener("click", onClick, { capture: true });
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
}
