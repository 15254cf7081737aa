/**
 * The one test command (`npm test`): runs every quality gate, in four lanes side by side (below), and ends with
 * `N passed, N failed`.
 *
 * Gates: lint + format, typecheck, build, unit tests (Vitest), the new-page proof (generator, then the content
 * package's typecheck, the build and the unit tests that reach the new entry in a throw-away copy of the repository),
 * backend tests (migrations, function, RLS, fuzz — PGlite and Postgres 15), story tests (Storybook stories in Chromium:
 * interactions, axe, console, screenshots; then the static Storybook built and each docs page opened without a console
 * warning or error),
 * end-to-end tests (Playwright + axe against the production build on the project's own server), byte budgets,
 * the Nu HTML Checker over every built page, a link crawl of the served site, and Mozilla's HTTP Observatory over TLS.
 * Each Vitest/Playwright test counts once; each lint/typecheck/build/budget/html/crawl/observatory check counts once.
 *
 *   npm test                   every gate
 *   npm test -- --only=e2e,budgets   a subset (names: lint, typecheck, unit, build, new-page, backend, stories, e2e,
 *                                    budgets, html, crawl, observatory)
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ensureChromium } from "./chromium.ts";
import { check, configured, playwright, root, summarize, vitest } from "./test-runner.ts";

const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const gates = [
  ...["lint", "typecheck", "unit", "build", "new-page", "backend", "stories"],
  ...["e2e", "budgets", "html", "crawl", "observatory"],
];
const unknown = only?.filter((name) => !gates.includes(name)) ?? [];
if (unknown.length) {
  // A mistyped name would otherwise run nothing and end with "0 passed, 0 failed".
  console.error(`test: no gate named ${unknown.join(", ")} (the gates: ${gates.join(", ")})`);
  process.exit(2);
}
const wanted = (gate: string) => !only || only.includes(gate);

const browsers = await ensureChromium();
const browserEnv = { CHROME_PATH: browsers.chromium, HEADLESS_SHELL_PATH: browsers.headlessShell };

/**
 * Four lanes side by side on the machine's two cores: each gate waits for what it reads, and a gate that spends its
 * time waiting (the backend's faults and timeouts, a story settling before its screenshot) leaves the cores to the
 * others. Measured alone on an idle machine (wall / busy CPU): backend 285 s / 159 core-s, stories 178 / 238,
 * end-to-end 300-320 s / about 500; run one after another, the cores stood idle for minutes at a time.
 * - site: the build, then what serves or reads it: e2e, budgets, html, crawl, observatory; then the new-page proof
 *   (one build in its own copy of the repository);
 * - source: eslint, then (once the build is done: one Turborepo run at a time) typecheck, unit (the search index tests
 *   read what the site publishes) and stories;
 * - backend: the backend's suites (their own Postgres, Deno and SMTP processes on their own ports): 487 s of wall time
 *   for 104 CPU-seconds (s29idle), mostly waiting on quiet periods, back-offs and leases;
 * - storybook: the static Storybook (its own build and server, then its docs pages and the manager walk), once the
 *   site's build is done, then prettier and the tools' typecheck. Behind the backend in one lane it ran on alone for
 *   271 s after the other lanes had ended (s29idle: 758 s in all, with one core mostly idle for those minutes).
 * The lanes end close together (a lane that runs on alone leaves a core idle): in a fresh-clone run a lane holding
 * the backend and the new-page proof ran on for 105 s after the others had ended.
 * The site lane's output goes straight to the terminal; with more than one lane running, the others' lines come
 * behind `[gate]`.
 */
const laneGates = {
  site: ["build", "e2e", "budgets", "html", "crawl", "observatory", "new-page"],
  source: ["lint", "typecheck", "unit", "stories"],
  backend: ["backend"],
  storybook: ["stories", "lint", "typecheck"],
};
const lanesRunning = Object.values(laneGates).filter((gates) => gates.some(wanted)).length;
const prefixed = (gate: string) => (lanesRunning > 1 ? gate : undefined);

// The build comes first: the unit tests, e2e and the scanners read it. e2e, budgets and the scanners serve this build
// with the embedded backend (scripts/start.ts): say so explicitly, since a production build without SITE_SUPABASE_URL
// is refused otherwise.
const needsBuild = ["build", "unit", "e2e", "budgets", "html", "crawl", "observatory"];
const built: Promise<void> = needsBuild.some(wanted)
  ? check("build", "turbo", ["run", "build", "--output-logs=errors-only"], { SITE_LOCAL_BACKEND: "1" })
  : Promise.resolve();

async function siteLane(): Promise<void> {
  await built;
  if (wanted("e2e")) await playwright("e2e", ["-c", "apps/web/playwright.config.ts"], browserEnv);
  if (wanted("budgets")) await vitest("budgets", ["--project=budgets"]);
  if (wanted("html")) await check("html", process.execPath, ["apps/web/scripts/validate-html.ts"]);
  if (wanted("crawl")) await check("crawl", process.execPath, ["apps/web/scripts/crawl.ts"]);
  if (wanted("observatory")) await check("observatory", process.execPath, ["apps/web/scripts/observatory.ts"]);
  // The proof builds its copy like the build gate: for the embedded backend.
  if (wanted("new-page")) await vitest("new-page", ["--project=new-page"], { SITE_LOCAL_BACKEND: "1" });
}

async function sourceLane(): Promise<void> {
  if (wanted("lint")) {
    await check("eslint", "eslint", [".", "--max-warnings=0"], undefined, prefixed("eslint"));
  }
  await built;
  if (wanted("typecheck")) {
    await check(
      "typecheck",
      "turbo",
      ["run", "typecheck", "--output-logs=errors-only"],
      undefined,
      prefixed("typecheck"),
    );
  }
  if (wanted("unit")) await vitest("unit", ["--project=unit"], undefined, prefixed("unit"));
  if (wanted("stories") && configured("stories", "vitest.storybook.config.ts")) {
    await vitest("stories", ["--config", "vitest.storybook.config.ts"], browserEnv, prefixed("stories"));
  }
}

async function backendLane(): Promise<void> {
  if (wanted("backend") && configured("backend", "supabase/vitest.config.ts")) {
    await vitest("backend", ["--root", "supabase"], undefined, prefixed("backend"));
  }
}

async function storybookLane(): Promise<void> {
  if (wanted("stories") && existsSync(join(root, "vitest.storybook.config.ts"))) {
    await built;
    // The static Storybook builds, and none of its docs pages logs a warning or an error (the stories are checked for
    // the same as they run, in the source lane).
    await check("storybook", "node", ["scripts/storybook-console.ts"], browserEnv, prefixed("storybook"));
  }
  // Two checks that need nothing of the others, after the Storybook's: this lane ended first by far with them in the
  // source lane, which ended last (s38load1, one core busy: 912 s against 1,503).
  if (wanted("lint")) await check("prettier", "prettier", ["--check", "."], undefined, prefixed("prettier"));
  // The workspace's Node program: its scripts and configs, the content package and the Storybook config.
  if (wanted("typecheck")) {
    await check("typecheck-tools", "tsc", ["-p", "tsconfig.tools.json"], undefined, prefixed("typecheck"));
  }
}

await Promise.all([siteLane(), sourceLane(), backendLane(), storybookLane()]);

summarize();
