// A report as the collect function answers it, for the analytics stories: fixed figures, no network.
import type { Conversions, Figures, Report } from "./report.ts";

const days = (from: string, count: number, visitors: (index: number) => number) =>
  Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    return { day, visitors: visitors(index), pageviews: 3 * visitors(index) + (index % 4) };
  });

const row = (key: string, visitors: number, enquiries: number, applications = 0, bookings = 0): Conversions => ({
  key,
  visitors,
  pageviews: visitors * 3,
  contacts: enquiries * 3,
  enquiries,
  applications,
  bookings,
});

function figures(from: string, scale: number): Figures {
  const daily = days(from, 14, (index) =>
    Math.round(scale * (40 + 12 * Math.sin(index / 2) + (index % 7 < 5 ? 15 : 0))),
  );
  const visitors = daily.reduce((sum, day) => sum + day.visitors, 0);
  const pageviews = daily.reduce((sum, day) => sum + day.pageviews, 0);
  return {
    totals: { visitors, pageviews, contacts: 54, enquiries: 19, applications: 11, bookings: 6 },
    daily,
    landings: [
      row("/", 412, 8, 2, 3),
      row("/services/talent-outsourcing", 166, 6, 0, 2),
      row("/savings-calculator", 91, 3),
      row("/careers", 75, 0, 9),
    ],
    sources: [
      row("", 301, 5, 4, 1),
      row("google.com", 240, 7, 3, 2),
      row("linkedin", 118, 5, 4, 2),
      row("newsletter", 52, 2, 0, 1),
    ],
    campaigns: [row("spring-outsourcing", 97, 4, 0, 2), row("eor-webinar", 41, 1)],
    devices: [
      { key: "desktop", visitors: 402, pageviews: 1380 },
      { key: "phone", visitors: 288, pageviews: 690 },
      { key: "tablet", visitors: 21, pageviews: 60 },
    ],
    pages: [
      { key: "/", pageviews: 690, visitors: 455 },
      { key: "/services/talent-outsourcing", pageviews: 310, visitors: 201 },
      { key: "/contact", pageviews: 122, visitors: 97 },
    ],
    events: [
      { name: "calculator", detail: "", events: 66, visitors: 58 },
      { name: "cta", detail: "hero", events: 44, visitors: 40 },
      { name: "cta", detail: "header", events: 31, visitors: 29 },
      { name: "email", detail: "", events: 9, visitors: 9 },
      { name: "search", detail: "", events: 25, visitors: 21 },
    ],
  };
}

export const report: Report = {
  range: { from: "2026-11-16", to: "2026-11-29", days: 14, previousFrom: "2026-11-02", previousTo: "2026-11-15" },
  current: figures("2026-11-16", 1),
  previous: figures("2026-11-02", 0.8),
};

const none: Figures = {
  totals: { visitors: 0, pageviews: 0, contacts: 0, enquiries: 0, applications: 0, bookings: 0 },
  daily: [],
  landings: [],
  sources: [],
  campaigns: [],
  devices: [],
  pages: [],
  events: [],
};

export const emptyReport: Report = { ...report, current: none, previous: none };
