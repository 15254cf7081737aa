/**
 * The one test command (`npm test`): runs every quality gate, in three lanes side by side (below), and ends with
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
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { ensureChromium } from "./chromium.ts";

const root = new URL("..", import.meta.url).pathname;
const reports = join(root, "node_modules/.cache/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
}
const tallies: Tally[] = [];

/**
 * Runs a command. With a `lane`, its output comes line by line behind `[lane]` (a gate running beside another);
 * without, it goes straight to the terminal.
 */
function run(cmd: string, args: string[], env: Record<string, string> = {}, lane?: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: lane ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    for (const stream of lane ? [child.stdout, child.stderr] : []) {
      if (stream) createInterface({ input: stream }).on("line", (line) => console.log(`[${lane}] ${line}`));
    }
    child.on("close", (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`test: could not start ${cmd}: ${error.message}`);
      done(1);
    });
  });
}

/** A gate that counts as one check: passes when the command exits 0. */
async function check(
  name: string,
  cmd: string,
  args: string[],
  env?: Record<string, string>,
  lane?: string,
): Promise<void> {
  const started = Date.now();
  console.log(`\n━━ ${name}: ${cmd} ${args.join(" ")}`);
  const code = await run(cmd, args, env, lane);
  tallies.push({
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
  });
}

/** A Vitest run; counts come from its JSON report. A run that reports nothing counts as one failure. */
async function vitest(name: string, args: string[], env?: Record<string, string>, lane?: string): Promise<void> {
  const started = Date.now();
  const file = join(reports, `${name}.json`);
  console.log(`\n━━ ${name}: vitest ${args.join(" ")}`);
  const code = await run(
    "vitest",
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    env,
    lane,
  );
  const tally: Tally = { name, passed: 0, failed: 0, skipped: 0, seconds: 0 };
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: { status: string; assertionResults: { status: string }[] }[];
    };
    // A file that failed without a failed test (it did not load, a hook threw) counts once; a file whose tests
    // failed is already counted by them.
    const brokenFiles = report.testResults.filter(
      (result) => result.status === "failed" && !result.assertionResults.some((test) => test.status === "failed"),
    ).length;
    tally.passed = report.numPassedTests;
    tally.failed = report.numFailedTests + brokenFiles;
    tally.skipped = report.numPendingTests + report.numTodoTests;
  }
  if (code !== 0 && tally.failed === 0) tally.failed = 1;
  if (tally.passed + tally.failed === 0) {
    tally.failed = 1;
    tally.note = "ran no test";
  }
  tally.seconds = (Date.now() - started) / 1000;
  tallies.push(tally);
}

/** A Playwright run; counts come from its JSON report. */
async function playwright(name: string, args: string[], env?: Record<string, string>): Promise<void> {
  const started = Date.now();
  const file = join(reports, `${name}.json`);
  console.log(`\n━━ ${name}: playwright test ${args.join(" ")}`);
  const code = await run("playwright", ["test", ...args, "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    ...env,
  });
  const tally: Tally = { name, passed: 0, failed: 0, skipped: 0, seconds: 0 };
  if (existsSync(file)) {
    const stats = (
      JSON.parse(readFileSync(file, "utf8")) as {
        stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      }
    ).stats;
    tally.passed = stats.expected + stats.flaky;
    tally.failed = stats.unexpected;
    tally.skipped = stats.skipped;
  }
  if (code !== 0 && tally.failed === 0) tally.failed = 1;
  if (tally.passed + tally.failed === 0) {
    tally.failed = 1;
    tally.note = "ran no test";
  }
  tally.seconds = (Date.now() - started) / 1000;
  tallies.push(tally);
}

const underCi = Boolean(process.env.CI) && process.env.CI !== "false";

/**
 * Whether a gate's configuration exists. A missing one is never passed over in silence: it counts as a skip
 * (named in the summary) on a developer's machine and as a failure under CI.
 */
function configured(name: string, config: string): boolean {
  if (existsSync(join(root, config))) return true;
  console.log(`\n━━ ${name}: ${config} is missing — ${underCi ? "FAILED (required under CI)" : "skipped"}`);
  tallies.push({
    name,
    passed: 0,
    failed: underCi ? 1 : 0,
    skipped: underCi ? 0 : 1,
    seconds: 0,
    note: `${config} missing`,
  });
  return false;
}

const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const wanted = (gate: string) => !only || only.includes(gate);
const started = Date.now();

const browsers = await ensureChromium();
const browserEnv = { CHROME_PATH: browsers.chromium, HEADLESS_SHELL_PATH: browsers.headlessShell };

/**
 * Three lanes side by side on the machine's two cores: each gate waits for what it reads, and a gate that spends its
 * time waiting (the backend's faults and timeouts, a story settling before its screenshot) leaves the cores to the
 * others. Measured alone on an idle machine (wall / busy CPU): backend 285 s / 159 core-s, stories 178 / 238,
 * end-to-end 300-320 s / about 500; run one after another, the cores stood idle for minutes at a time.
 * - site: the build, then what serves or reads it: e2e, budgets, html, crawl, observatory; then the new-page proof
 *   (one build in its own copy of the repository);
 * - source: eslint, prettier, then (once the build is done: one Turborepo run at a time) typecheck, unit (the search
 *   index tests read what the site publishes) and stories;
 * - side: the gates that keep to their own processes and servers: the backend's suites (their own Postgres, Deno and
 *   SMTP processes on their own ports), then the static Storybook (its own build and server).
 * The lanes end close together (a lane that runs on alone leaves a core idle): in a fresh-clone run the side lane
 * with the new-page proof in it ran on for 105 s after the other two had ended.
 * The site lane's output goes straight to the terminal; with more than one lane running, the others' lines come
 * behind `[gate]`.
 */
const laneGates = {
  site: ["build", "e2e", "budgets", "html", "crawl", "observatory", "new-page"],
  source: ["lint", "typecheck", "unit", "stories"],
  side: ["backend", "stories"],
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
    await check("prettier", "prettier", ["--check", "."], undefined, prefixed("prettier"));
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
    await check("typecheck-storybook", "tsc", ["-p", ".storybook"], undefined, prefixed("typecheck"));
    await check("typecheck-tools", "tsc", ["-p", "tsconfig.tools.json"], undefined, prefixed("typecheck"));
  }
  if (wanted("unit")) await vitest("unit", ["--project=unit"], undefined, prefixed("unit"));
  if (wanted("stories") && configured("stories", "vitest.storybook.config.ts")) {
    await vitest("stories", ["--config", "vitest.storybook.config.ts"], browserEnv, prefixed("stories"));
  }
}

async function sideLane(): Promise<void> {
  if (wanted("backend") && configured("backend", "supabase/vitest.config.ts")) {
    await vitest("backend", ["--root", "supabase"], undefined, prefixed("backend"));
  }
  if (wanted("stories") && existsSync(join(root, "vitest.storybook.config.ts"))) {
    // The static Storybook builds, and none of its docs pages logs a warning or an error (the stories are checked for
    // the same as they run, in the source lane).
    await check("storybook", "node", ["scripts/storybook-console.ts"], browserEnv, prefixed("storybook"));
  }
}

await Promise.all([siteLane(), sourceLane(), sideLane()]);

const total = tallies.reduce(
  (sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log("\n━━ Summary");
for (const t of tallies) {
  console.log(
    `  ${t.name.padEnd(11)} ${String(t.passed).padStart(5)} passed ${String(t.failed).padStart(4)} failed ${String(t.skipped).padStart(4)} skipped  ${t.seconds.toFixed(1).padStart(7)} s${t.note ? `  (${t.note})` : ""}`,
  );
}
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed === 0 ? 0 : 1);
