/**
 * Lighthouse benchmark (not a test): every route, mobile and desktop presets, against the production build
 * served compressed by the project's own server with its embedded backend. Prints performance, accessibility, best-practices and SEO
 * scores with LCP, TBT and CLS per route.
 *
 *   scripts/pnpm bench:lighthouse                 every route, both presets (build first: SITE_LOCAL_BACKEND=1 scripts/pnpm build)
 *   scripts/pnpm bench:lighthouse -- /,/contact   some routes
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { listRoutes } from "../packages/content/src/routes.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSiteServer, listen } from "../apps/web/server/serve.ts";
import { startStack } from "../supabase/local/stack.ts";
import { chromiumArgs } from "../scripts/chromium.ts";

const only = process.argv[2]?.split(",");
const paths = only ?? [
  ...new Set(
    listRoutes()
      .filter((r) => r.kind !== "alias")
      .map((r) => r.path),
  ),
];
// As `npm start` serves it: the build plus the embedded backend (the FAQ page reads its live rows from it).
const proxy: Record<string, string> = {};
const server = createSiteServer({ proxy });
const base = await listen(server, Number(process.env.BENCH_PORT ?? 4190));
const stack = await startStack({
  dataDir: mkdtempSync(join(tmpdir(), "lighthouse-")),
  pglite: "memory",
  ports: { functions: 0, db: 0, mail: 0, smtp: 0 },
  allowedOrigins: [base],
  functionEnv: { CLIENT_ADDRESS_TRUSTED_PROXIES: "0" },
  retryIntervalMs: 0,
  log: () => {},
});
proxy["/functions/v1/"] = stack.supabaseUrl;
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

interface Row {
  path: string;
  preset: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}
const rows: Row[] = [];
const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

for (const preset of ["mobile", "desktop"] as const) {
  for (const path of paths) {
    const result = await lighthouse(
      `${base}${path}`,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) continue;
    const { categories, audits } = result.lhr;
    const row: Row = {
      path,
      preset,
      perf: score(categories.performance?.score),
      a11y: score(categories.accessibility?.score),
      bp: score(categories["best-practices"]?.score),
      seo: score(categories.seo?.score),
      lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbt: audits["total-blocking-time"]?.numericValue ?? 0,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    };
    rows.push(row);
    console.log(
      `${preset.padEnd(8)} ${path.padEnd(56)} perf ${String(row.perf).padStart(3)}  a11y ${String(row.a11y).padStart(3)}  bp ${String(row.bp).padStart(3)}  seo ${String(row.seo).padStart(3)}  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}`,
    );
  }
}
await chrome.kill();
server.close();
await stack.stop();

for (const preset of ["mobile", "desktop"]) {
  const set = rows.filter((r) => r.preset === preset);
  const min = (key: "perf" | "a11y" | "bp" | "seo") => Math.min(...set.map((r) => r[key]));
  const all100 = set.filter((r) => r.perf === 100 && r.a11y === 100 && r.bp === 100 && r.seo === 100).length;
  console.log(
    `${preset}: ${set.length} routes; lowest perf ${min("perf")}, a11y ${min("a11y")}, best-practices ${min("bp")}, SEO ${min("seo")}; ${all100} routes at 100 in all four`,
  );
}
