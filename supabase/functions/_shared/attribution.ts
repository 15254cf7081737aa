// Where an enquiry or application came from, as the site's visit-attribution module sends it (`attribution`), or as a
// form posted without JavaScript shows it (its same-origin Referer). Cleaned, never refused: a value too long is cut,
// control characters are dropped, a value that looks like markup or a script address is dropped, and anything of the
// wrong shape is left out. What is kept is bounded (the database checks the stored size too).

import { attributionLimits, type Utm, utmKeys } from "./content/attribution-rules.ts";
import { campaignText, sinceLandingText } from "./content/attribution-words.ts";

export { attributionLimits, type Utm, utmKeys };

export interface Touch {
  path: string;
  referrer?: string;
  utm?: Utm;
}

export interface Attribution {
  landingPath?: string;
  referrer?: string;
  utm?: Utm;
  lastTouch?: Touch;
  page?: string;
  sinceLandingMs?: number;
  /** "script": sent by the page's code; "referer": read from a form post's Referer header. */
  via: "script" | "referer";
}

/** Printable text: control and format characters removed, spaces collapsed, cut to `max`; markup or a script
 * address is dropped. */
export function printable(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text || /[<>]|javascript:|data:|vbscript:/i.test(text)) return undefined;
  return [...text].slice(0, max).join("");
}

/** A site path: starts with one slash, no query or fragment, printable, bounded. */
export function cleanPath(value: unknown): string | undefined {
  const text = printable(value, attributionLimits.path);
  if (!text || !text.startsWith("/") || text.startsWith("//")) return undefined;
  return text.split(/[?#]/)[0];
}

/** An external referrer: an http(s) address reduced to its origin and path. */
export function cleanReferrer(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 4096) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return printable(url.origin + url.pathname, attributionLimits.referrer);
  } catch {
    return undefined;
  }
}

export function cleanUtm(value: unknown): Utm | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const utm: Utm = {};
  for (const key of utmKeys) {
    const text = printable((value as Record<string, unknown>)[key], attributionLimits.utm);
    if (text) utm[key] = text;
  }
  return Object.keys(utm).length ? utm : undefined;
}

function cleanTouch(value: unknown): Touch | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const path = cleanPath(raw.path);
  if (!path) return undefined;
  const referrer = cleanReferrer(raw.referrer);
  const utm = cleanUtm(raw.utm);
  return { path, ...(referrer && { referrer }), ...(utm && { utm }) };
}

const maxSinceLandingMs = 30 * 24 * 60 * 60 * 1000;

/** The attribution a script sent, cleaned; undefined when nothing usable is in it. */
export function cleanAttribution(value: unknown): Attribution | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const landingPath = cleanPath(raw.landingPath);
  const referrer = cleanReferrer(raw.referrer);
  const utm = cleanUtm(raw.utm);
  const lastTouch = cleanTouch(raw.lastTouch);
  const page = cleanPath(raw.page);
  const ms = raw.sinceLandingMs;
  const sinceLandingMs =
    typeof ms === "number" && Number.isInteger(ms) && ms >= 0 && ms <= maxSinceLandingMs ? ms : undefined;
  const out: Attribution = {
    ...(landingPath && { landingPath }),
    ...(referrer && { referrer }),
    ...(utm && { utm }),
    ...(lastTouch && { lastTouch }),
    ...(page && { page }),
    ...(sinceLandingMs !== undefined && { sinceLandingMs }),
    via: "script",
  };
  return Object.keys(out).length > 1 ? out : undefined;
}

/** What a form posted without JavaScript tells: its page and that page's campaign, from a Referer of the site's own
 * origins (a Referer of another origin, or none, tells nothing). */
export function attributionFromReferer(referer: string | null, origins: Set<string>): Attribution | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (!origins.has(url.origin)) return undefined;
    const page = cleanPath(url.pathname);
    const utm = cleanUtm(Object.fromEntries(url.searchParams));
    if (!page) return undefined;
    return { page, ...(utm && { landingPath: page, utm }), via: "referer" };
  } catch {
    return undefined;
  }
}

const utmText = (utm: Utm | undefined) => (utm ? campaignText(utm) : "none");

/** The source in a few words, as the inbox's list and filter name it: the campaign's source, else the referrer's
 * host, else "direct" (or "unknown" when nothing was recorded). */
export function sourceOf(attribution: Attribution | null | undefined): string {
  if (!attribution) return "unknown";
  if (attribution.utm?.utm_source) return attribution.utm.utm_source;
  if (attribution.referrer) return new URL(attribution.referrer).hostname;
  return attribution.landingPath ? "direct" : "unknown";
}

/** The staff mail's lines about the visit. */
export function attributionLines(attribution: Attribution | null | undefined): string[] {
  if (!attribution) return [`Source:         not recorded`];
  const lines = [
    `Source:         ${sourceOf(attribution)}`,
    `Landing page:   ${attribution.landingPath ?? "unknown"}`,
    `Referrer:       ${attribution.referrer ?? "none (direct, or not told)"}`,
    `Campaign:       ${utmText(attribution.utm)}`,
  ];
  if (attribution.lastTouch) {
    const last = attribution.lastTouch;
    lines.push(
      `Last touch:     ${last.path}${last.referrer ? ` from ${last.referrer}` : ""}; campaign ${utmText(last.utm)}`,
    );
  }
  lines.push(`Sent from:      ${attribution.page ?? "unknown"}`);
  if (attribution.sinceLandingMs !== undefined)
    lines.push(`Landing to send: ${sinceLandingText(attribution.sinceLandingMs)}`);
  if (attribution.via === "referer") lines.push(`(read from the form's page: the visitor's browser ran no script)`);
  return lines;
}
