// The backend's tests (Node side): real Deno, PGlite and Postgres 15, one file at a time.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    globalSetup: ["./tests/global-setup.ts"],
    // The suites start real processes (Deno, Postgres); run files one after another on this 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
