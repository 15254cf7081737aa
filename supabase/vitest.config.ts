// The backend's tests (Node side): real Deno, PGlite and Postgres 15, one file at a time.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    globalSetup: ["./tests/global-setup.ts"],
    // The suites start real processes (Deno, Postgres); run files one after another on this 2-core machine.
    fileParallelism: false,
    // Limits that only catch a hang: every wait inside a test ends on its condition, and a test's own work (a stack
    // started, a fuzz run, an upload checked) takes as long as the machine needs.
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
