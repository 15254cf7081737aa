/**
 * Main-thread CPU benchmark (not a test): two builds side by side, loads alternating, in thread CPU time — what each
 * main-thread task spent on a core, leaving out the time it waited for one — so that it still compares on a busy,
 * shared machine where Lighthouse's blocking time (wall-clock tasks, four times as long) swings by hundreds of
 * milliseconds between runs of the same build. Per route and build it prints the median over the loads of:
 *   - the blocking time a four-times-slower phone would see after the first paint (Σ max(0, 4 × task − 50 ms));
 *   - the longest task after the first paint.
 *
 *   scripts/pnpm bench:hydration-cpu -- --before=/tmp/before/client --after=apps/web/build/client
 *   scripts/pnpm bench:hydration-cpu -- --before=… --after=… --loads=9 /,/sectors/e-commerce
 *
 * Copy a build (`cp -a apps/web/build /tmp/before`) before changing it, then build again.
 */
import { chromium, type Browser } from "playwright";
import { createSiteServer, listen } from "../apps/web/server/serve.ts";
import { listRoutes } from "../packages/content/src/routes.ts";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tid: number;
  pid: number;
  tdur?: number;
  args?: { name?: string };
}

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const before = option("before");
const after = option("after");
if (!before || !after) {
  console.error("bench:hydration-cpu: give both builds' client folders: --before=<folder> --after=<folder>");
  process.exit(2);
}
const loads = Number(option("loads") ?? 7);
const listed = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
const routes = listed
  ? listed.split(",")
  : listRoutes()
      .filter((route) => route.sitemap)
      .map((route) => route.path);
const bases = {
  before: await listen(createSiteServer({ root: before }), 0),
  after: await listen(createSiteServer({ root: after }), 0),
};

/** One load's main-thread tasks after the first contentful paint, in CPU milliseconds. */
async function tasksAfterPaint(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"] },
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForTimeout(1500);
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  const main = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const paint = events.find((event) => event.name === "firstContentfulPaint")?.ts ?? 0;
  return events
    .filter((event) => event.name === "RunTask" && event.ph === "X" && event.ts >= paint)
    .filter((event) => !main || (event.tid === main.tid && event.pid === main.pid))
    .map((event) => (event.tdur ?? 0) / 1000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
const rows: Record<string, Record<"before" | "after", { blocking: number; longest: number }[]>> = {};
for (let load = 0; load < loads; load += 1) {
  for (const route of routes) {
    // Alternating which build loads first, so neither always meets a warmer or busier machine.
    for (const build of load % 2 ? (["after", "before"] as const) : (["before", "after"] as const)) {
      const tasks = await tasksAfterPaint(browser, bases[build] + route);
      const blocking = tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0);
      ((rows[route] ??= { before: [], after: [] })[build] ??= []).push({ blocking, longest: Math.max(0, ...tasks) });
    }
  }
}
await browser.close();
console.log(`Main-thread CPU after the first paint, median of ${loads} loads (before: ${before}, after: ${after})`);
console.log(`${"route".padEnd(40)} ${"blocking ×4 before/after".padEnd(26)} longest task before/after`);
for (const [route, { before: old, after: now }] of Object.entries(rows)) {
  const blocking = `${median(old.map((row) => row.blocking)).toFixed(0)} / ${median(now.map((row) => row.blocking)).toFixed(0)} ms`;
  const longest = `${median(old.map((row) => row.longest)).toFixed(1)} / ${median(now.map((row) => row.longest)).toFixed(1)} ms`;
  console.log(`${route.padEnd(40)} ${blocking.padEnd(26)} ${longest}`);
}
process.exit(0);
