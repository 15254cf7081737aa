// Node-side test projects run by the one test command (scripts/test.ts). Story tests have their own
// config (vitest.storybook.config.ts, Chromium) and the backend its own (supabase/vitest.config.ts).
import { defineConfig } from "vitest/config";

/**
 * A test's time limit only catches a hang: a test that spawns a process, lints or formats takes seconds on a busy
 * machine (5 s, Vitest's default, failed two of them at a load of 27), so the limit is far above any machine's speed.
 */
const hangGuard = { testTimeout: 5 * 60_000, hookTimeout: 5 * 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          ...hangGuard,
          // One module graph for all the files of a worker, not a fresh one per file: the gate took 35 s and 40
          // core-seconds with isolation, 21 s and 23 without (the tests themselves run 17 s), and the 610 tests pass
          // either way. A test that changes a module's state or the environment puts it back.
          isolate: false,
          include: [
            "packages/*/src/**/*.test.{ts,tsx}",
            "apps/web/{app,server,scripts}/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
        },
      },
      {
        // scripts/pnpm new-page in a throw-away copy of the repository, then typecheck, build and unit tests there.
        test: {
          name: "new-page",
          environment: "node",
          include: ["scripts/new-page.proof.ts"],
          testTimeout: 15 * 60_000,
          hookTimeout: 5 * 60_000,
        },
      },
      {
        test: {
          name: "budgets",
          environment: "node",
          ...hangGuard,
          include: ["apps/web/budgets/**/*.test.ts"],
        },
      },
    ],
  },
});
