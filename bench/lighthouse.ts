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
 *   scripts/pnpm bench:lighthouse -- --throttling=devtools     real throttling (DevTools slows the network and CPU
 *                                                              during the load) instead of Lantern's simulation of an
 *                                                              unthrottled load (`simulate`, Lighthouse's default)
 *   scripts/pnpm bench:lighthouse -- --tasks                   also the long tasks, shifts and observed paints of each load
 *   scripts/pnpm bench:lighthouse -- --observed                also each load's main-thread tasks of 10 ms or more as
 *                                                              observed (unthrottled), with what they spent it on
 *
 * The table, the median rows and the summary: lighthouse-rows.ts; a load's LCP phases and --tasks/--observed details:
 * lighthouse-details.ts.
 */
import { launch } from "chrome-launcher";
import type { Config, Flags, Result, RunnerResult } from "lighthouse";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { listRoutes } from "../packages/content/src/routes.ts";
import { serveBuild, type Build } from "./build-server.ts";
import { chromiumArgs } from "../scripts/chromium.ts";
import { lcpDetails, printLoadDetails, printObservedTasks, type TraceEvent } from "./lighthouse-details.ts";
import { medianRow, printHeader, printRow, printSummary, type Row } from "./lighthouse-rows.ts";

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

const throttlingOption = option("throttling") ?? "simulate";
if (throttlingOption !== "simulate" && throttlingOption !== "devtools")
  throw new Error(`--throttling=${throttlingOption}: simulate or devtools`);
// Narrowed here: a function below would see the option as any string.
const throttling: "simulate" | "devtools" = throttlingOption;
const compare = option("compare");
// The categories left out print a score of 0.
const categoryIds = option("categories")?.split(",") ?? ["performance", "accessibility", "best-practices", "seo"];
const builds = [
  await serveBuild("", option("root"), Number(process.env.BENCH_PORT ?? 0)),
  ...(compare ? [await serveBuild("compare", compare)] : []),
];

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? 0;

const rows: Row[] = [];
const medians: Row[] = [];
console.log(`Lighthouse ${version === "12" ? "12.8" : "13.5"}, throttling: ${throttling}`);
printHeader(Boolean(compare));
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
      printRow(median, Boolean(compare));
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
    throttlingMethod: throttling,
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
  printRow(row, Boolean(compare));
  return row;
}

await chrome.kill();
for (const build of builds) await build.stop();

printSummary(rows, medians, { labels: builds.map((build) => build.label), presets, runs, version });
const json = option("json");
if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
