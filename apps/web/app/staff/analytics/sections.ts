// The analytics page's sections from a report: each a chart's series and the table of the same figures (the table is
// what a screen reader reads and what the CSV holds).
import type { Series } from "./chart.tsx";
import { rate, type Conversions, type Copy, type Figures } from "./report.ts";

export interface Section {
  id: string;
  title: string;
  /** A line runs over days (its rows' first column is a day, "2026-11-04"); bars compare pages, sources and the like. */
  kind: "bar" | "line";
  /** The table's header row; its first column names the chart's labels. */
  columns: string[];
  rows: (string | number)[][];
  series: Series[];
}

const column = (rows: (string | number)[][], index: number) => rows.map((row) => Number(row[index]) || 0);

/** A top list: its key column, visitors and page views, and the chart of visitors. */
function top(
  id: string,
  title: string,
  keyColumn: string,
  list: Figures["pages"],
  copy: Copy,
  label = (key: string) => key,
): Section {
  const rows = list.map((row) => [label(row.key), row.visitors, row.pageviews]);
  return {
    id,
    title,
    kind: "bar",
    columns: [keyColumn, copy.columns.visitors, copy.columns.pageviews],
    rows,
    series: [{ label: copy.columns.visitors, values: column(rows, 1) }],
  };
}

/** Conversions per source or landing page, with the enquiry rate per visitor. */
function conversions(
  id: string,
  title: string,
  keyColumn: string,
  list: Conversions[],
  copy: Copy,
  label = (key: string) => key,
): Section {
  const rows = list.map((row) => [
    label(row.key),
    row.visitors,
    row.contacts,
    row.enquiries,
    rate(row.enquiries, row.visitors),
    row.applications,
    row.bookings,
  ]);
  const c = copy.columns;
  return {
    id,
    title,
    kind: "bar",
    columns: [keyColumn, c.visitors, c.contacts, c.enquiries, c.enquiryRate, c.applications, c.bookings],
    rows,
    series: [
      { label: c.enquiries, values: column(rows, 3) },
      { label: c.applications, values: column(rows, 5) },
      { label: c.bookings, values: column(rows, 6) },
    ],
  };
}

export function sectionsOf(current: Figures, previous: Figures, copy: Copy): Section[] {
  const c = copy.columns;
  const source = (key: string) => key || copy.direct;
  const device = (key: string) => copy.devices[key as keyof Copy["devices"]] ?? key;
  const daily = current.daily.map((row, index) => [
    row.day,
    row.visitors,
    row.pageviews,
    previous.daily[index]?.visitors ?? 0,
  ]);
  const funnel = [
    [copy.funnel.landed, current.totals.visitors],
    [copy.funnel.contact, current.totals.contacts],
    [copy.funnel.sent, current.totals.enquiries],
  ].map(([step, value]) => [step!, value!, rate(Number(value), current.totals.visitors)]);
  const events = current.events
    .filter((row) => row.name in copy.events)
    .map((row) => [
      row.detail
        ? `${copy.events[row.name as keyof Copy["events"]]} (${row.detail})`
        : copy.events[row.name as keyof Copy["events"]],
      row.events,
      row.visitors,
    ]);
  const totalVisitors = current.devices.reduce((sum, row) => sum + row.visitors, 0);
  const devices = current.devices.map((row) => [
    device(row.key),
    row.visitors,
    row.pageviews,
    rate(row.visitors, totalVisitors),
  ]);
  return [
    {
      id: "daily",
      title: copy.sections.daily,
      kind: "line",
      columns: [c.day, c.visitors, c.pageviews, c.previousVisitors],
      rows: daily,
      series: [
        { label: c.visitors, values: column(daily, 1) },
        { label: c.pageviews, values: column(daily, 2) },
        { label: c.previousVisitors, values: column(daily, 3), dashed: true },
      ],
    },
    top("landings", copy.sections.landings, c.page, current.landings, copy),
    top("pages", copy.sections.pages, c.page, current.pages, copy),
    top("sources", copy.sections.sources, c.source, current.sources, copy, source),
    top("campaigns", copy.sections.campaigns, c.campaign, current.campaigns, copy),
    {
      id: "devices",
      title: copy.sections.devices,
      kind: "bar",
      columns: [c.device, c.visitors, c.pageviews, c.share],
      rows: devices,
      series: [{ label: c.visitors, values: column(devices, 1) }],
    },
    conversions("conversions-by-source", copy.sections.conversionsBySource, c.source, current.sources, copy, source),
    conversions("conversions-by-landing", copy.sections.conversionsByLanding, c.page, current.landings, copy),
    {
      id: "funnel",
      title: copy.sections.funnel,
      kind: "bar",
      columns: [c.step, c.visitors, c.share],
      rows: current.totals.visitors ? funnel : [],
      series: [{ label: c.visitors, values: column(funnel, 1) }],
    },
    {
      id: "actions",
      title: copy.sections.events,
      kind: "bar",
      columns: [c.event, c.events, c.visitors],
      rows: events,
      series: [{ label: c.events, values: column(events, 1) }],
    },
  ];
}
