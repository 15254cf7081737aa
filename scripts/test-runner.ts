/**
 * How `npm test` (scripts/test.ts, the gate list) runs one gate and counts it: each gate's command runs under a shell
 * that reports the CPU time of the gate's whole process tree, its counts come from the tool's JSON report (Vitest,
 * Playwright) or its exit code (one check), and the summary prints every gate's counts, wall time and CPU seconds.
 *
 * How a command is run and its CPU seconds counted (its whole process tree): scripts/measured-run.ts; how the reports
 * are read: scripts/test-report.ts. A process that outlives its gate is not counted: the summary says how many did. A
 * gate that prints nothing for 20 minutes is stopped and fails (a hang): the summary names it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { run as measured, quietLimitMs, subreaper, type Finished } from "./measured-run.ts";
import { playwrightFailures, vitestReport, type PlaywrightSuite } from "./test-report.ts";

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
const timesFile = (name: string) => join(reports, `${name}.times`);

/** A gate's tally from its exit and its report's counts. A run that reports nothing counts as one failure. */
function tally(name: string, finished: Finished, counts?: { passed: number; failed: number; skipped: number }): void {
  const { left, hung, ...measures } = finished;
  const t: Tally = { name, passed: 0, failed: 0, skipped: 0, ...counts, ...measures };
  if (left) t.note = `${left} of its processes outlived it, their CPU time not counted`;
  if (hung) {
    t.note = `printed nothing for ${quietLimitMs / 60_000} minutes: stopped as hung`;
    failures.push(`${name}: ${t.note} (its last lines above name what it was doing)`);
  }
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
  const finished = await measured(timesFile(name), cmd, args, env, lane);
  tally(name, finished, { passed: finished.code === 0 ? 1 : 0, failed: 0, skipped: 0 });
}

/** A Vitest run; counts come from its JSON report. */
export async function vitest(name: string, args: string[], env?: Record<string, string>, lane?: string): Promise<void> {
  const file = join(reports, `${name}.json`);
  console.log(`\n━━ ${name}: vitest ${args.join(" ")}`);
  const finished = await measured(
    timesFile(name),
    "vitest",
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    env,
    lane,
  );
  if (!existsSync(file)) return tally(name, finished);
  const { counts, failed } = vitestReport(JSON.parse(readFileSync(file, "utf8")), root);
  for (const failure of failed) failures.push(`${name}: ${failure}`);
  tally(name, finished, counts);
}

/** A Playwright run; counts come from its JSON report. */
export async function playwright(name: string, args: string[], env?: Record<string, string>): Promise<void> {
  const file = join(reports, `${name}.json`);
  console.log(`\n━━ ${name}: playwright test ${args.join(" ")}`);
  const finished = await measured(timesFile(name), "playwright", ["test", ...args, "--reporter=list,json"], {
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
