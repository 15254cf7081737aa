/**
 * Lighthouse benchmark (not a test): every canonical route on the mobile and desktop presets, against the production
 * build served compressed by the project's own server with its embedded backend, as `npm start` serves it.
 *
 * Per route and preset it prints the four category scores, FCP, LCP, the LCP element and its phases (time to first
 * byte, load delay, load time, render delay — as Lighthouse observed them unthrottled; the metric values are the
 * simulated slow-4G / 4× CPU ones), TBT, CLS, and the request count and bytes of the load. Ends with a summary line
 * per preset. Build first: `SITE_LOCAL_BACKEND=1 scripts/pnpm build`.
 *
 *   scripts/pnpm bench:lighthouse                              every route, both presets
 *   scripts/pnpm bench:lighthouse -- /,/contact                some routes
 *   scripts/pnpm bench:lighthouse -- --preset=mobile           one preset
 *   scripts/pnpm bench:lighthouse -- --root=/tmp/old-build     another build folder (e.g. a "before" copy)
 *   scripts/pnpm bench:lighthouse -- --json=results.json       also write the rows as JSON
 *   scripts/pnpm bench:lighthouse -- --lighthouse=12           Lighthouse 12.8 instead of 13.5 (both are installed)
 *   scripts/pnpm bench:lighthouse -- --runs=3                  each route three times in a row, then its median row;
 *                                                              the summary holds the medians to the speed goal
 *   scripts/pnpm bench:lighthouse -- --compare=/tmp/old-build  another build measured alongside, the two builds' loads
 *                                                              alternating (a noisy machine weighs on both alike);
 *                                                              its rows and summary are marked "compare"
 *   scripts/pnpm bench:lighthouse -- --categories=performance  that category only (quicker; the others print 0)
 *   scripts/pnpm bench:lighthouse -- --tasks                   also the long tasks, shifts and observed paints of each load
 *   scripts/pnpm bench:lighthouse -- --observed                also each load's main-thread tasks of 10 ms or more as
 *                                                              observed (unthrottled), with what they spent it on
 */
import { launch } from "chrome-launcher";
import type { Config, Flags, Result, RunnerResult } from "lighthouse";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { listRoutes } from "../packages/content/src/routes.ts";
import { serveBuild, type Build } from "./build-server.ts";
import { chromiumArgs } from "../scripts/chromium.ts";

// This process (Lighthouse, the static server) shares the machine's cores with the browser it measures. Its garbage
// collector worked on helper threads as well: in one load of /sectors/e-commerce they took 45-64 ms of CPU while the
// page's main thread waited 23-36 ms for a core (a task of 51 ms with 9 ms of its own CPU time; schedstat of every
// thread, polled every 2-10 ms), and the load measured 75 ms of blocking time where the route's other loads measured
// 0-19. So it runs with the collector on its own thread only and collects its garbage between loads, not during them:
// it restarts itself with those flags.
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) {
  const flags = ["--single-threaded-gc", "--expose-gc", ...process.execArgv];
  const { status, error } = spawnSync(process.execPath, [...flags, ...process.argv.slice(1)], { stdio: "inherit" });
  if (error) throw error;
  process.exit(status ?? 1);
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = args.find((arg) => !arg.startsWith("--"))?.split(",");
// Lighthouse 12 and 13 simulate the same throttled phone but weigh and report some things differently (13 replaced
// several audits by "insights"): a page is measured on both.
const version = option("lighthouse") ?? "13";
if (version !== "12" && version !== "13") throw new Error(`--lighthouse=${version}: 12 or 13`);
type Run = (url: string, flags: Flags, config?: Config) => Promise<RunnerResult | undefined>;
const lighthouse = (
  version === "12" ? (await import("lighthouse-12")).default : (await import("lighthouse")).default
) as Run;
const desktopConfig = (
  version === "12"
    ? await import("lighthouse-12/core/config/desktop-config.js")
    : await import("lighthouse/core/config/desktop-config.js")
).default as Config;
const runs = Number(option("runs") ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs=${option("runs")}: a whole number of runs per route`);
const presets = (option("preset")?.split(",") ?? ["mobile", "desktop"]) as ("mobile" | "desktop")[];
const paths = only ?? [
  ...new Set(
    listRoutes()
      .filter((route) => route.kind !== "alias")
      .map((route) => route.path),
  ),
];

const compare = option("compare");
// The categories left out print a score of 0.
const categoryIds = option("categories")?.split(",") ?? ["performance", "accessibility", "best-practices", "seo"];
const builds = [
  await serveBuild("", option("root"), Number(process.env.BENCH_PORT ?? 0)),
  ...(compare ? [await serveBuild("compare", compare)] : []),
];
/** A URL as the page's own path (the local server's origin dropped). */
const local = (url: string) => url.replace(/^http:\/\/(127\.0\.0\.1|localhost):\d+/, "");

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

/** One route on one preset. Times in milliseconds, bytes as transferred. */
export interface Row {
  path: string;
  preset: "mobile" | "desktop";
  /** "" for the build measured, "compare" for --compare's. */
  build: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  lcpElement: string;
  phases: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };
  tbt: number;
  cls: number;
  requests: number;
  bytes: number;
  /** 1 to --runs for a measured load; 0 for the median row of a route's runs. */
  run: number;
  /** Lighthouse's benchmark index of the machine during the load (higher is faster; the median's, on a median row). */
  benchmarkIndex: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? 0;

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
function lcpDetails(lhr: Result): Pick<Row, "lcpElement" | "phases"> {
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
function printLoadDetails(lhr: Result) {
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

interface TraceEvent {
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
function printObservedTasks(trace: { traceEvents: TraceEvent[] }) {
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

const rows: Row[] = [];
const medians: Row[] = [];
const fixed = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Lighthouse ${version === "12" ? "12.8" : "13.5"}`);
console.log(
  `${compare ? "build    " : ""}preset   route                                   perf a11y  bp seo     FCP     LCP  (ttfb/delay/load/render ms)   TBT    CLS  req     KB  index  LCP element`,
);
for (const preset of presets) {
  for (const path of paths) {
    const measured = new Map(builds.map((build) => [build, [] as Row[]]));
    for (let run = 1; run <= runs; run += 1) {
      for (const build of builds) {
        const row = await measure(build, preset, path, run);
        if (row) measured.get(build)?.push(row);
      }
    }
    for (const loads of measured.values()) {
      if (runs === 1 || !loads.length) continue;
      const median = medianRow(loads);
      medians.push(median);
      printRow(median);
    }
  }
}

/** One Lighthouse load of a route of a build on a preset: printed, kept in `rows`, and returned. */
async function measure(build: Build, preset: Row["preset"], path: string, run: number): Promise<Row | undefined> {
  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categoryIds,
  };
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART): measure again rather than print a hole.
  let lhr: Result | undefined;
  let trace: { traceEvents: TraceEvent[] } | undefined;
  for (let attempt = 0; attempt < 3 && !lhr; attempt += 1) {
    collect?.();
    const result = await lighthouse(`${build.base}${path}`, flags, preset === "desktop" ? desktopConfig : undefined);
    if (result && !result.lhr.runtimeError) {
      lhr = result.lhr;
      trace = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    }
  }
  if (!lhr) {
    console.log(`${build.label} ${preset.padEnd(8)} ${path.padEnd(39)} (no result after three attempts)`);
    return undefined;
  }
  const { categories } = lhr;
  const diagnostics = (lhr.audits.diagnostics?.details as { items?: { numRequests?: number }[] } | undefined)
    ?.items?.[0];
  const row: Row = {
    path,
    preset,
    build: build.label,
    perf: score(categories.performance?.score),
    a11y: score(categories.accessibility?.score),
    bp: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    ...lcpDetails(lhr),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    requests: diagnostics?.numRequests ?? 0,
    bytes: numeric(lhr, "total-byte-weight"),
    run,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
  rows.push(row);
  if (args.includes("--tasks")) printLoadDetails(lhr);
  if (args.includes("--observed") && trace) printObservedTasks(trace);
  printRow(row);
  return row;
}

/** A route's median row over its runs: each figure the median of that figure (the LCP element of the median load). */
function medianRow(measured: Row[]): Row {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (index: number) => sorted[index] ?? 0;
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  };
  const of = (pick: (row: Row) => number) => median(measured.map(pick));
  const lcp = of((row) => row.lcp);
  const closest = measured.reduce((best, row) => (Math.abs(row.lcp - lcp) < Math.abs(best.lcp - lcp) ? row : best));
  return {
    ...closest,
    perf: of((row) => row.perf),
    a11y: of((row) => row.a11y),
    bp: of((row) => row.bp),
    seo: of((row) => row.seo),
    fcp: of((row) => row.fcp),
    lcp,
    tbt: of((row) => row.tbt),
    cls: of((row) => row.cls),
    requests: of((row) => row.requests),
    bytes: of((row) => row.bytes),
    run: 0,
    benchmarkIndex: of((row) => row.benchmarkIndex),
  };
}

/** A load's row in the table; a route's median row says "median" where its loads name their preset. */
function printRow(row: Row) {
  const p = row.phases;
  const phaseText = [p.ttfb, p.loadDelay, p.loadTime, p.renderDelay].map((ms) => Math.round(ms)).join("/");
  console.log(
    [
      ...(compare ? [row.build.padEnd(8)] : []),
      (row.run ? row.preset : "median").padEnd(8),
      row.path.slice(0, 39).padEnd(39),
      String(row.perf).padStart(4),
      String(row.a11y).padStart(4),
      String(row.bp).padStart(3),
      String(row.seo).padStart(3),
      fixed(row.fcp).padStart(7),
      fixed(row.lcp).padStart(7),
      `(${phaseText})`.padEnd(29),
      `${Math.round(row.tbt)} ms`.padStart(7),
      row.cls.toFixed(3).padStart(6),
      String(row.requests).padStart(4),
      (row.bytes / 1024).toFixed(0).padStart(6),
      String(row.benchmarkIndex).padStart(6),
      ` ${row.lcpElement}`,
    ].join(" "),
  );
}
await chrome.kill();
for (const build of builds) await build.stop();

// Each preset's summary. With --runs above 1 it holds the routes' medians to the speed goal (performance 100, LCP at
// most 1.2 s, CLS 0) and every single load to a performance of at least 98.
for (const { label } of builds)
  for (const preset of presets) {
    const loads = rows.filter((row) => row.preset === preset && row.build === label);
    const set = runs > 1 ? medians.filter((row) => row.preset === preset && row.build === label) : loads;
    if (!set.length) continue;
    const lowest = (list: Row[], key: "perf" | "a11y" | "bp" | "seo") =>
      list.reduce((worst, row) => (row[key] < worst[key] ? row : worst));
    const highest = (list: Row[], key: "lcp" | "tbt" | "cls") =>
      list.reduce((worst, row) => (row[key] > worst[key] ? row : worst));
    const all100 = set.filter((row) => row.perf === 100 && row.a11y === 100 && row.bp === 100 && row.seo === 100);
    const what = runs > 1 ? `${set.length} routes, median of ${runs} runs` : `${set.length} routes`;
    console.log(
      `${label ? `${label}: ` : ""}Lighthouse ${version}, ${preset}: ${what}; lowest perf ${lowest(set, "perf").perf}, a11y ${lowest(set, "a11y").a11y}, best-practices ${lowest(set, "bp").bp}, SEO ${lowest(set, "seo").seo}; worst LCP ${fixed(highest(set, "lcp").lcp)} (${highest(set, "lcp").path}), TBT ${Math.round(highest(set, "tbt").tbt)} ms, CLS ${highest(set, "cls").cls.toFixed(3)}; ${all100.length} routes at 100 in all four`,
    );
    if (runs === 1) continue;
    const weakest = lowest(loads, "perf");
    const slowest = highest(loads, "lcp");
    const shifted = highest(loads, "cls");
    console.log(
      `  every load (${loads.length}): lowest perf ${weakest.perf} (${weakest.path}), worst LCP ${fixed(slowest.lcp)} (${slowest.path}), TBT ${Math.round(highest(loads, "tbt").tbt)} ms, CLS ${shifted.cls.toFixed(4)} (${shifted.path})`,
    );
    const misses = [
      ...set.filter((row) => row.perf < 100).map((row) => `${row.path} median perf ${row.perf}`),
      ...loads.filter((row) => row.perf < 98).map((row) => `${row.path} run ${row.run} perf ${row.perf}`),
      ...set.filter((row) => row.lcp > 1200).map((row) => `${row.path} median LCP ${fixed(row.lcp)}`),
      ...set.filter((row) => row.cls > 0).map((row) => `${row.path} median CLS ${row.cls.toFixed(4)}`),
    ];
    console.log(
      `  speed goal (median perf 100, every load at least 98, median LCP at most 1.2 s, CLS 0): ${misses.length ? `missed: ${misses.join("; ")}` : "met on every route"}`,
    );
  }
const json = option("json");
if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
