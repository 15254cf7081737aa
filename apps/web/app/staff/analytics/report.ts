// The analytics report as the collect function answers it (GET /collect/report), its range in the page's address, the
// rates and changes the page shows, and each table as CSV.
import type { staffAnalyticsPage } from "@solvix/content/pages/staff-analytics";
import { staffIsoDay } from "@solvix/content/staff-time";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { staffAccessToken } from "../auth/staff-auth.ts";

export type Copy = Omit<typeof staffAnalyticsPage, "path" | "seo" | "title" | "intro">;

export interface Conversions {
  key: string;
  visitors: number;
  pageviews: number;
  contacts: number;
  enquiries: number;
  applications: number;
  bookings: number;
}

export interface Figures {
  totals: Omit<Conversions, "key">;
  daily: { day: string; visitors: number; pageviews: number }[];
  landings: Conversions[];
  sources: Conversions[];
  campaigns: Conversions[];
  devices: { key: string; visitors: number; pageviews: number }[];
  pages: { key: string; pageviews: number; visitors: number }[];
  events: { name: string; detail: string; events: number; visitors: number }[];
}

export interface Report {
  range: { from: string; to: string; days: number; previousFrom: string; previousTo: string };
  current: Figures;
  previous: Figures;
}

export type ReportState = Report | "loading" | "denied" | "failed";

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Today in Singapore (the days the figures are counted in). */
export const today = (now = Date.now()) => staffIsoDay(new Date(now));
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The range of the page's address (?from=…&to=…), else the last `days` days up to today. */
export function rangeOf(params: URLSearchParams, days = 30, now = Date.now()): { from: string; to: string } {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (isoDay.test(from) && isoDay.test(to)) return { from, to };
  return lastDays(days, now);
}

export function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  const to = today(now);
  return { from: day(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000), to };
}

/** The report of a range as the signed-in user may read it, or why not. */
export async function fetchReport(
  backend: BackendSettings,
  from: string,
  to: string,
): Promise<Report | "denied" | "failed"> {
  try {
    const token = await staffAccessToken(backend);
    const headers = new Headers();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (backend.supabaseAnonKey) headers.set("apikey", backend.supabaseAnonKey);
    const base = `${backend.supabaseUrl.replace(/\/+$/, "")}/functions/v1/collect/report`;
    const response = await fetch(`${base}?${new URLSearchParams({ from, to })}`, { headers });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return response.status === 401 || response.status === 403 ? "denied" : "failed";
    }
    return (await response.json()) as Report;
  } catch {
    return "failed";
  }
}

/** A share as a percentage with one decimal ("12.5 %"), or "–" of nothing. */
export function rate(part: number, whole: number): string {
  return whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : "–";
}

/** The change from the previous period's figure ("+12 %", "−3 %"), or undefined when it had none. */
export function changeOf(current: number, previous: number): string | undefined {
  if (previous <= 0) return undefined;
  const change = Math.round((100 * (current - previous)) / previous);
  return `${change > 0 ? "+" : change < 0 ? "−" : "±"}${Math.abs(change)} %`;
}
