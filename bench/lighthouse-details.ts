// bench:lighthouse's reading of one load beyond its scores: the LCP element and its phases, and with --tasks and
// --observed what the load's metrics come from (paints, layout shifts, long tasks, the main thread's own tasks).
import type { Result } from "lighthouse";
import type { Row } from "./lighthouse-rows.ts";

/** A URL as the page's own path (the local server's origin dropped). */
export const local = (url: string) => url.replace(/^http:\/\/(127\.0\.0\.1|localhost):\d+/, "");

interface DetailItem {
  subpart?: string;
  duration?: number;
  phase?: string;
  timing?: number;
  snippet?: string;
  selector?: string;
  node?: { snippet?: string; selector?: string };
  items?: DetailItem[];
  type?: string;
}

/** The LCP element and its phases: Lighthouse 13's `lcp-breakdown-insight`, or Lighthouse 12's element audit. */
export function lcpDetails(lhr: Result): Pick<Row, "lcpElement" | "phases"> {
  const phases = { ttfb: 0, loadDelay: 0, loadTime: 0, renderDelay: 0 };
  let element = "";
  const parts =
    (
      (lhr.audits["lcp-breakdown-insight"] ?? lhr.audits["largest-contentful-paint-element"])?.details as
        { items?: DetailItem[] } | undefined
    )?.items ?? [];
  for (const part of parts) {
    if (part.type === "node") element = part.snippet ?? part.selector ?? "";
    for (const item of part.items ?? []) {
      if (item.node) element = item.node.snippet ?? item.node.selector ?? element;
      const name = item.subpart ?? item.phase ?? "";
      const ms = item.duration ?? item.timing ?? 0;
      if (/ttfb|timeToFirstByte/i.test(name)) phases.ttfb = ms;
      else if (/load ?delay|resourceLoadDelay/i.test(name)) phases.loadDelay = ms;
      else if (/load ?time|resourceLoadDuration/i.test(name)) phases.loadTime = ms;
      else if (/render ?delay|elementRenderDelay/i.test(name)) phases.renderDelay = ms;
    }
  }
  return { lcpElement: element.replace(/\s+/g, " ").slice(0, 60), phases };
}

/**
 * What a load's metrics come from (`--tasks`): its observed paints, its layout shifts with their causes, and its long
 * tasks as Lighthouse's `long-tasks` audit lists them (on the mobile preset, durations as simulated at 4× CPU): start,
 * duration and the script it is attributed to. A task counts toward TBT by what it lasts over 50 ms.
 */
export function printLoadDetails(lhr: Result) {
  // The unthrottled load the simulation starts from: a late observed paint (LCP long after FCP) is what a simulated
  // LCP far above the FCP comes from.
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const at = (key: string) => `${Math.round(observed[key] ?? 0)} ms`;
  console.log(
    `         observed: FCP ${at("observedFirstContentfulPaint")}, LCP ${at("observedLargestContentfulPaint")}, DOMContentLoaded ${at("observedDomContentLoaded")}, load ${at("observedLoad")}`,
  );
  const items =
    (lhr.audits["long-tasks"]?.details as { items?: { url?: string; startTime?: number; duration?: number }[] })
      ?.items ?? [];
  // What moved, and what Lighthouse names as the cause (a web font, an unsized image, injected content).
  const shifts =
    (
      lhr.audits["layout-shifts"]?.details as
        { items?: { score?: number; node?: DetailItem; subItems?: { items?: { cause?: string }[] } }[] } | undefined
    )?.items ?? [];
  for (const shift of shifts) {
    const causes = (shift.subItems?.items ?? []).map((item) => item.cause).filter(Boolean);
    const node = (shift.node?.snippet ?? shift.node?.selector ?? "").replace(/\s+/g, " ").slice(0, 70);
    console.log(
      `         layout shift ${(shift.score ?? 0).toFixed(3)} ${node}${causes.length ? ` (${causes.join("; ")})` : ""}`,
    );
  }
  for (const task of items) {
    const url = local(task.url ?? "");
    const start = `${Math.round(task.startTime ?? 0)} ms`.padStart(9);
    console.log(`         long task at ${start}, ${Math.round(task.duration ?? 0)} ms  ${url}`);
  }
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string }; elementCount?: number };
}

/** What the main thread spends a task on: the events Lighthouse's simulation would have to scale. */
const WORK = new Map([
  ["ParseHTML", "parse"],
  ["EvaluateScript", "script"],
  ["v8.evaluateModule", "module"],
  ["FunctionCall", "call"],
  ["TimerFire", "timer"],
  ["RunMicrotasks", "microtasks"],
  ["UpdateLayoutTree", "style"],
  ["Layout", "layout"],
  ["PrePaint", "prepaint"],
  ["Paint", "paint"],
  ["Commit", "commit"],
  ["MinorGC", "gc"],
  ["MajorGC", "gc"],
  ["v8.compile", "compile"],
  ["v8.compileModule", "compile"],
  ["CommitLoad", "commit load"],
  ["ParseAuthorStyleSheet", "css parse"],
  ["ResourceReceivedData", "receive"],
]);

/**
 * The page's main-thread tasks of 10 ms or more as they were observed, unthrottled (`--observed`): on the mobile preset
 * Lighthouse's simulation counts each at four times its length, so a task over 12.5 ms here blocks, whether it ran
 * before or after the observed first paint (the simulated paint waits only for the first parse, layout and paint).
 */
export function printObservedTasks(trace: { traceEvents: TraceEvent[] }) {
  const events = trace.traceEvents;
  const navigation = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) {
    console.log(`         observed: no navigation in the trace (${events.length} events)`);
    return;
  }
  const thread = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid);
  const complete = thread.filter((event) => event.ph === "X" && event.dur !== undefined);
  const top = complete.filter((event) => event.name === "RunTask" || event.cat?.split(",").includes("toplevel"));
  for (const task of top) {
    const end = task.ts + (task.dur ?? 0);
    if (
      (task.dur ?? 0) < 10_000 ||
      top.some(
        (other) =>
          other !== task &&
          other.ts <= task.ts &&
          other.ts + (other.dur ?? 0) >= end &&
          (other.dur ?? 0) > (task.dur ?? 0),
      )
    )
      continue;
    const spent = new Map<string, number>();
    let url = "";
    let restyled = 0;
    for (const event of complete) {
      if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
      const kind = WORK.get(event.name);
      if (kind) spent.set(kind, (spent.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
      if (event.name === "UpdateLayoutTree") restyled += event.args?.elementCount ?? 0;
      url ||= event.args?.data?.url ?? "";
    }
    const parts = [...spent].filter(([, ms]) => ms >= 1).map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`);
    if (restyled) parts.push(`${restyled} elements restyled`);
    const at = `${Math.round((task.ts - navigation.ts) / 1000)} ms`.padStart(7);
    console.log(
      `         observed task at ${at}, ${((task.dur ?? 0) / 1000).toFixed(1)} ms  ${parts.join(", ")}  ${local(url)}`,
    );
  }
}
