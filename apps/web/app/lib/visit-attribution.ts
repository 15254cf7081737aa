// Where this visit came from, kept for the visit only (sessionStorage: no cookie, nothing across visits). The client
// entry records each document load; the forms send `visitAttribution()` with an enquiry or application. Every public
// page loads this module: keep it small (its one import is the UTM keys and limits, shared with the backend's copy).
// The backend cleans and bounds what it receives again.
import { attributionLimits, type Utm, utmKeys } from "@solvix/content/attribution-rules";

/** One arrival: the page's path, the external referrer (origin and path, never its query), the UTM parameters. */
export interface Touch {
  path: string;
  referrer?: string;
  utm?: Utm;
  at: number;
}

/** What a form sends (the wire format `attribution` of the enquiry and application bodies). */
export interface VisitAttribution {
  landingPath: string;
  referrer?: string;
  utm?: Utm;
  /** A later arrival in the same visit with its own UTM parameters or external referrer (last touch). */
  lastTouch?: { path: string; referrer?: string; utm?: Utm };
  /** The page the form is sent from. */
  page: string;
  /** Milliseconds from landing to sending. */
  sinceLandingMs: number;
}

const storageKey = "solvix.visit";
/** A value cut to its kind's limit. */
const cut = (value: string, kind: keyof typeof attributionLimits) => value.slice(0, attributionLimits[kind]);

function utmOf(search: string): Utm | undefined {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = cut(value, "utm");
  }
  return Object.keys(utm).length ? utm : undefined;
}

function externalReferrer(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.origin === origin || !url.protocol.startsWith("http")
      ? undefined
      : cut(url.origin + url.pathname, "referrer");
  } catch {
    return undefined;
  }
}

function stored(): { first: Touch; last?: Touch } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey) ?? "null") as { first?: Touch } | null;
    return value?.first ? (value as { first: Touch; last?: Touch }) : null;
  } catch {
    return null;
  }
}

/** Records this document's arrival: the first of the visit, or a later one that brings a campaign or a referrer. */
export function recordVisit(at = Date.now()): void {
  try {
    const utm = utmOf(location.search);
    const referrer = externalReferrer(document.referrer, location.origin);
    const touch: Touch = {
      path: cut(location.pathname, "path"),
      at,
      ...(referrer && { referrer }),
      ...(utm && { utm }),
    };
    const visit = stored();
    if (!visit) sessionStorage.setItem(storageKey, JSON.stringify({ first: touch }));
    else if (utm || referrer) sessionStorage.setItem(storageKey, JSON.stringify({ ...visit, last: touch }));
  } catch {
    // Storage refused (a private mode, a full quota): the enquiry goes without its attribution.
  }
}

/** The visit's attribution for a form sent from this page now, or undefined when nothing was recorded. */
export function visitAttribution(now = Date.now()): VisitAttribution | undefined {
  const visit = stored();
  if (!visit) return undefined;
  const { first, last } = visit;
  return {
    landingPath: first.path,
    ...(first.referrer && { referrer: first.referrer }),
    ...(first.utm && { utm: first.utm }),
    ...(last && {
      lastTouch: {
        path: last.path,
        ...(last.referrer && { referrer: last.referrer }),
        ...(last.utm && { utm: last.utm }),
      },
    }),
    page: cut(location.pathname, "path"),
    sinceLandingMs: Math.max(0, now - first.at),
  };
}
