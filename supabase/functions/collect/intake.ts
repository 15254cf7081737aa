// What the collect function accepts from a page: a batch of events, each checked against the few names, paths and
// properties the site sends. Anything else is refused with a sentence saying why (4xx); nothing is stored of a batch
// that has one bad event.
import { attributionLimits, type Utm, utmKeys } from "../_shared/content/attribution-rules.ts";

export const eventNames = [
  "pageview",
  "enquiry_sent",
  "application_sent",
  "booking",
  "email",
  "phone",
  "calculator",
  "search",
  "cta",
] as const;
export type EventName = (typeof eventNames)[number];

/** The places a call to action is followed from. */
export const ctaPlaces = ["header", "hero", "band"] as const;

export const maxBodyBytes = 4096;
export const maxEvents = 10;
/** A path of the site: lower-case segments as the site's routes have them, no query, no origin. */
const sitePath = /^\/(?:[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*)?$/;

export interface CollectedEvent {
  name: EventName;
  path: string;
  landing: boolean;
  /** The external referrer's origin, or null. */
  referrer: string | null;
  utm: Utm;
  device: "phone" | "tablet" | "desktop";
  props: { place?: (typeof ctaPlaces)[number] };
}

export class IntakeError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The device class by the viewport's width in CSS pixels (the site's own breakpoints: sm 640, lg 1024). */
export function deviceClass(width: number): CollectedEvent["device"] {
  return width < 640 ? "phone" : width < 1024 ? "tablet" : "desktop";
}

/** The origin of a referrer from elsewhere; null for none, the site's own origins, or anything not http(s). */
function referrerOrigin(value: unknown, siteOrigins: Set<string>): string | null {
  if (typeof value !== "string" || value === "") return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return siteOrigins.has(url.origin) ? null : url.origin.slice(0, 200);
  } catch {
    return null;
  }
}

/** The UTM parameters of the page's query string (the rest of it is dropped), each trimmed and cut to its limit. */
function utmOf(value: unknown): CollectedEvent["utm"] {
  if (typeof value !== "string" || value === "") return {};
  const params = new URLSearchParams(value.slice(0, 1000));
  const utm: CollectedEvent["utm"] = {};
  for (const key of utmKeys) {
    const found = params.get(key)?.trim().toLowerCase();
    if (found) utm[key] = found.slice(0, attributionLimits.utm);
  }
  return utm;
}

/**
 * One event as the collector sends it: {"n": name, "p": path, "l": 1 when a landing, "r": document.referrer,
 * "q": location.search, "w": viewport width, "x": {"place": …} for a call to action}.
 */
function parseEvent(raw: unknown, siteOrigins: Set<string>): CollectedEvent {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new IntakeError(400, "Each event must be an object.");
  const { n, p, l, r, q, w, x, ...rest } = raw as Record<string, unknown>;
  const unknownKey = Object.keys(rest)[0];
  if (unknownKey !== undefined) throw new IntakeError(400, `Unknown event field "${unknownKey.slice(0, 20)}".`);
  if (typeof n !== "string" || !(eventNames as readonly string[]).includes(n)) {
    throw new IntakeError(422, `Unknown event name "${String(n).slice(0, 40)}".`);
  }
  if (typeof p !== "string" || p.length > 200 || !sitePath.test(p)) {
    throw new IntakeError(422, "The event's path is not a path of this site.");
  }
  if (typeof w !== "number" || !Number.isInteger(w) || w < 1 || w > 20_000) {
    throw new IntakeError(400, "The viewport width must be a whole number of pixels.");
  }
  const props: CollectedEvent["props"] = {};
  if (n === "cta") {
    const place = (x as { place?: unknown } | undefined)?.place;
    if (typeof place !== "string" || !(ctaPlaces as readonly string[]).includes(place)) {
      throw new IntakeError(422, `A call to action's place is one of ${ctaPlaces.join(", ")}.`);
    }
    props.place = place as CollectedEvent["props"]["place"];
  } else if (x !== undefined) {
    throw new IntakeError(422, `The event "${n}" has no properties.`);
  }
  return {
    name: n as EventName,
    path: p,
    landing: l === 1 || l === true,
    referrer: referrerOrigin(r, siteOrigins),
    utm: utmOf(q),
    device: deviceClass(w),
    props,
  };
}

/** The events of a body ({"e": [event, …]}, at most maxEvents), or an IntakeError. */
export function parseBatch(text: string, siteOrigins: Set<string>): CollectedEvent[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new IntakeError(400, "The request body is not valid JSON.");
  }
  const events = (body as { e?: unknown } | null)?.e;
  if (!Array.isArray(events) || events.length === 0) throw new IntakeError(400, 'Send {"e": [event, …]}.');
  if (events.length > maxEvents) throw new IntakeError(413, `Send at most ${maxEvents} events at once.`);
  return events.map((event) => parseEvent(event, siteOrigins));
}

/** User agents of crawlers, previews, monitors and headless or automated browsers: not counted. */
const robot =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|webdriver|curl\/|wget\/|python-|go-http|java\/|node-fetch|undici|deno\/|okhttp|axios|preview|monitor|uptime|facebookexternalhit|embedly|quora link/i;

/** Whether a request is not to be counted: a robot's or a headless browser's, or one that asks not to be (GPC). */
export function notCounted(req: Request): "robot" | "gpc" | null {
  if (req.headers.get("sec-gpc")?.trim() === "1") return "gpc";
  const agent = req.headers.get("user-agent") ?? "";
  if (agent.length < 20 || robot.test(agent)) return "robot";
  return null;
}
