/**
 * Reads the JSON reports of Vitest and Playwright for `npm test` (scripts/test-runner.ts): each run's counts, and its
 * failed tests as `file › test: first message line` (repeated at the end of the summary, where CI's tail shows them).
 */
import { stripVTControlCharacters } from "node:util";

/** The first line of a failure message, without terminal colours, at most 200 characters. */
export const firstLine = (message = "") =>
  (
    stripVTControlCharacters(message)
      .split("\n")
      .find((line) => line.trim()) ?? ""
  )
    .trim()
    .slice(0, 200);

type Counts = { passed: number; failed: number; skipped: number };

/** What Vitest's JSON reporter writes, as far as the summary reads it. */
export interface VitestReport {
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
}

/** A Vitest run's counts and failures (file names relative to `root`). */
export function vitestReport(report: VitestReport, root: string): { counts: Counts; failed: string[] } {
  const failed: string[] = [];
  for (const result of report.testResults) {
    const file = result.name.startsWith(root) ? result.name.slice(root.length) : result.name;
    const failedTests = result.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests) failed.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (result.status === "failed" && !failedTests.length) failed.push(`${file}: ${firstLine(result.message)}`);
  }
  // A file that failed without a failed test (it did not load, a hook threw) counts once; a file whose tests failed
  // is already counted by them.
  const brokenFiles = report.testResults.filter(
    (result) => result.status === "failed" && !result.assertionResults.some((test) => test.status === "failed"),
  ).length;
  return {
    counts: {
      passed: report.numPassedTests,
      failed: report.numFailedTests + brokenFiles,
      skipped: report.numPendingTests + report.numTodoTests,
    },
    failed,
  };
}

export interface PlaywrightSuite {
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
export function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): string[] {
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
