/**
 * How `npm test` (scripts/test.ts, the gate list) runs one gate and counts it: each gate's command runs under a shell
 * that reports the CPU time of the gate's whole process tree, its counts come from the tool's JSON report (Vitest,
 * Playwright) or its exit code (one check), and the summary prints every gate's counts, wall time and CPU seconds.
 *
 * CPU seconds are the user + system time of the gate's command and all its descendants (browsers and their renderers,
 * Deno, Postgres, servers a test starts and stops), counted by scripts/cpu-tree.py: the command runs under a child
 * subreaper, so that a process whose parent does not wait for it is still waited for and counted. A process that
 * outlives the gate (a daemon) is not counted: the summary says how many did. Without python3 the count falls back to
 * bash's `times` (only the processes their parents waited for: it misses Chromium's renderers), and the summary says so.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";

export const root = new URL("..", import.meta.url).pathname;
const reports = join(root, "node_modules/.cache/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  cpuSeconds: number;
  note?: string;
}
const tallies: Tally[] = [];
/** The failed tests' names and first message lines, repeated at the end of the summary (where CI's tail shows them). */
const failures: string[] = [];
const started = Date.now();
/** The first line of a failure message, without terminal colours, at most 200 characters. */
const firstLine = (message = "") =>
  (
    stripVTControlCharacters(message)
      .split("\n")
      .find((line) => line.trim()) ?? ""
  )
    .trim()
    .slice(0, 200);

interface Finished {
  code: number;
  seconds: number;
  cpuSeconds: number;
  /** Processes of the gate still running after it (not counted). */
  left: number;
}

/** The Python that runs scripts/cpu-tree.py, by its own path (a version manager's `python3` shim costs seconds). */
const python = (() => {
  const found = spawnSync("python3", ["-c", "import ctypes, resource, sys; print(sys.executable)"], {
    encoding: "utf8",
  });
  return found.status === 0 ? found.stdout.trim() : undefined;
})();
const subreaper = Boolean(python);
/** The CPU count's wrapper: the subreaper (scripts/cpu-tree.py), or a shell that runs the command, then `times`. */
const measured = (report: string, cmd: string, args: string[]) =>
  subreaper
    ? [python ?? "python3", join(root, "scripts/cpu-tree.py"), report, cmd, ...args]
    : ["bash", "-c", '"${@:2}"; status=$?; times >"$1"; exit $status', "bash", report, cmd, ...args];

/** Reads the wrapper's report: `user system left` (cpu-tree.py) or bash's `times` (`0m1.234s 0m0.056s` lines). */
function cpuOf(file: string): { cpuSeconds: number; left: number } {
  if (!existsSync(file)) return { cpuSeconds: 0, left: 0 };
  const text = readFileSync(file, "utf8");
  if (subreaper) {
    const [user = 0, system = 0, left = 0] = text.trim().split(/\s+/).map(Number);
    return { cpuSeconds: user + system, left };
  }
  const cpuSeconds = [...text.matchAll(/(\d+)m(\d+)[.,](\d+)s/g)].reduce(
    (sum, [, minutes, whole, fraction]) => sum + Number(minutes) * 60 + Number(`${whole}.${fraction}`),
    0,
  );
  return { cpuSeconds, left: 0 };
}

/**
 * Runs a command and measures it. With a `lane`, its output comes line by line behind `[lane]` (a gate running beside
 * another); without, it goes straight to the terminal.
 */
function run(
  name: string,
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
  lane?: string,
): Promise<Finished> {
  const began = Date.now();
  const timesFile = join(reports, `${name}.times`);
  return new Promise((done) => {
    const finish = (code: number) => done({ code, seconds: (Date.now() - began) / 1000, ...cpuOf(timesFile) });
    const [wrapper = "bash", ...wrapped] = measured(timesFile, cmd, args);
    const child = spawn(wrapper, wrapped, {
      cwd: root,
      stdio: lane ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    for (const stream of lane ? [child.stdout, child.stderr] : []) {
      if (stream) createInterface({ input: stream }).on("line", (line) => console.log(`[${lane}] ${line}`));
    }
    child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`test: could not start ${cmd}: ${error.message}`);
      finish(1);
    });
  });
}

/** A gate's tally from its exit and its report's counts. A run that reports nothing counts as one failure. */
function tally(name: string, finished: Finished, counts?: { passed: number; failed: number; skipped: number }): void {
  const { left, ...measures } = finished;
  const t: Tally = { name, passed: 0, failed: 0, skipped: 0, ...counts, ...measures };
  if (left) t.note = `${left} of its processes outlived it, their CPU time not counted`;
  if (finished.code !== 0 && t.failed === 0) t.failed = 1;
  if (t.passed + t.failed === 0) {
    t.failed = 1;
    t.note = "ran no test";
  }
  tallies.push(t);
}

/** A gate that counts as one check: passes when the command exits 0. */
export async function check(
  name: string,
  cmd: string,
  args: string[],
  env?: Record<string, string>,
  lane?: string,
): Promise<void> {
  console.log(`\n━━ ${name}: ${cmd} ${args.join(" ")}`);
  const finished = await run(name, cmd, args, env, lane);
  tally(name, finished, { passed: finished.code === 0 ? 1 : 0, failed: 0, skipped: 0 });
}

/** A Vitest run; counts come from its JSON report. */
export async function vitest(name: string, args: string[], env?: Record<string, string>, lane?: string): Promise<void> {
  const file = join(reports, `${name}.json`);
  console.log(`\n━━ ${name}: vitest ${args.join(" ")}`);
  const finished = await run(
    name,
    "vitest",
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    env,
    lane,
  );
  if (!existsSync(file)) return tally(name, finished);
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
    }[];
  };
  for (const result of report.testResults) {
    const file = result.name.startsWith(root) ? result.name.slice(root.length) : result.name;
    const failedTests = result.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests)
      failures.push(`${name}: ${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (result.status === "failed" && !failedTests.length)
      failures.push(`${name}: ${file}: ${firstLine(result.message)}`);
  }
  // A file that failed without a failed test (it did not load, a hook threw) counts once; a file whose tests failed
  // is already counted by them.
  const brokenFiles = report.testResults.filter(
    (result) => result.status === "failed" && !result.assertionResults.some((test) => test.status === "failed"),
  ).length;
  tally(name, finished, {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  });
}

/** A Playwright run; counts come from its JSON report. */
export async function playwright(name: string, args: string[], env?: Record<string, string>): Promise<void> {
  const file = join(reports, `${name}.json`);
  console.log(`\n━━ ${name}: playwright test ${args.join(" ")}`);
  const finished = await run(name, "playwright", ["test", ...args, "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    ...env,
  });
  if (!existsSync(file)) return tally(name, finished);
  const { stats, suites } = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites?: PlaywrightSuite[];
  };
  for (const failure of playwrightFailures(suites ?? [])) failures.push(`${name}: ${failure}`);
  tally(name, finished, {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { status: string; projectName: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** Playwright's failed tests (status "unexpected"), as `file › titles [project]: first message line`. */
function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const path = suite.file === suite.title ? titles : [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const message = test.results.map((result) => result.error?.message).find(Boolean);
          return `${spec.file} › ${[...path, spec.title].join(" › ")} [${test.projectName}]: ${firstLine(message)}`;
        }),
    );
    return [...own, ...playwrightFailures(suite.suites ?? [], path)];
  });
}

const underCi = Boolean(process.env.CI) && process.env.CI !== "false";

/**
 * Whether a gate's configuration exists. A missing one is never passed over in silence: it counts as a skip
 * (named in the summary) on a developer's machine and as a failure under CI.
 */
export function configured(name: string, config: string): boolean {
  if (existsSync(join(root, config))) return true;
  console.log(`\n━━ ${name}: ${config} is missing — ${underCi ? "FAILED (required under CI)" : "skipped"}`);
  tallies.push({
    name,
    passed: 0,
    failed: underCi ? 1 : 0,
    skipped: underCi ? 0 : 1,
    seconds: 0,
    cpuSeconds: 0,
    note: `${config} missing`,
  });
  return false;
}

/** Prints each gate's counts, wall and CPU seconds, the totals and `N passed, N failed`; exits 1 on any failure. */
export function summarize(): never {
  const total = tallies.reduce(
    (sum, t) => ({
      passed: sum.passed + t.passed,
      failed: sum.failed + t.failed,
      skipped: sum.skipped + t.skipped,
      cpuSeconds: sum.cpuSeconds + t.cpuSeconds,
    }),
    { passed: 0, failed: 0, skipped: 0, cpuSeconds: 0 },
  );
  const seconds = (value: number) => value.toFixed(1).padStart(7);
  const counted = subreaper ? "" : " (python3 missing: processes no parent waited for are not counted)";
  if (failures.length) {
    console.log(`\n━━ Failed tests`);
    for (const failure of failures) console.log(`  ${failure}`);
  }
  console.log(`\n━━ Summary                                                      wall       CPU${counted}`);
  for (const t of tallies) {
    console.log(
      `  ${t.name.padEnd(19)} ${String(t.passed).padStart(5)} passed ${String(t.failed).padStart(4)} failed ${String(t.skipped).padStart(4)} skipped  ${seconds(t.seconds)} s ${seconds(t.cpuSeconds)} s${t.note ? `  (${t.note})` : ""}`,
    );
  }
  // The runner's own CPU time (this process: the output of the lanes, the reports) counts in the total.
  const own = process.cpuUsage();
  const cpu = total.cpuSeconds + (own.user + own.system) / 1e6;
  console.log(`  total time ${((Date.now() - started) / 1000).toFixed(1)} s, CPU ${cpu.toFixed(1)} s`);
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
  process.exit(total.failed === 0 ? 0 : 1);
}
