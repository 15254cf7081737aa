// End-to-end tests drive the production build, served by the project's own server (scripts/start.ts) with the
// embedded backend on a fresh data folder, in Debian's Chromium (its headless shell). Two viewports, and each test
// runs where it means something: untagged tests at the desktop width only (most of the suite: a test that does not
// depend on the viewport runs once), tests tagged `@phone` at the phone width only (the phone menu, the sweep of every
// route), tests tagged `@both-widths` at both (what the header and a landing page's first screen look like at each
// width).
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "solvix-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

// Chromium's headless shell: the browser's engine without its UI layer, over a quarter less CPU over the suite
// (scripts/chromium.ts). The autofill spec asks for the browser itself, whose autofill it drives.
const launchOptions = { executablePath: chromiumPath("headlessShell"), args: chromiumArgs };

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Limits that bound waits for conditions, never the machine's speed (speed lives in the benches): an assertion
  // retries until its condition holds, which costs nothing on a fast machine, and a test's limit only ends a hang. The
  // suite runs beside the other gates on two cores: an axe pass alone took 14 s there, a phone menu test 36 s at a
  // load of 27.
  timeout: 5 * 60_000,
  expect: { timeout: 30_000 },
  reporter: "list",
  use: {
    baseURL,
    // A failed test keeps its trace (each action with its call log, the console, the source) and its error context
    // (the page's accessibility tree when it failed). Without the screencast: recording the screen for every test cost
    // about a third of the suite's CPU time. Without each action's DOM snapshot: taking them for every test cost a
    // sixth (600 -> 499 core-seconds over the suite), and Playwright records the network only with them; `--trace on`
    // takes both for a local run.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: "mobile",
      grep: [/@phone\b/, /@both-widths\b/],
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    command: `node ../../scripts/start.ts --no-build${process.env.E2E_NO_BACKEND ? " --no-backend" : ""}`,
    // The site answers at once; its functions once the backend is up (a request waits for it until then).
    url: process.env.E2E_NO_BACKEND ? `${baseURL}/robots.txt` : `${baseURL}/functions/v1/faqs`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    // PUBLISH_ON_SAVE=0: the suites' saves must not rebuild the build they test (e2e/publish runs its own server).
    // ANALYTICS_EVENTS_PER_MINUTE: every test of a run counts as one visitor (one address, one browser), and the run's
    // page views in a minute pass the collector's bound for one person (its own tests: e2e/analytics, collect.test).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      E2E: "1",
      PUBLISH_ON_SAVE: "0",
      ANALYTICS_EVENTS_PER_MINUTE: "100000",
    },
  },
});
