// The backend's tests (Node side): real Deno, PGlite and Postgres 15, one file at a time.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    globalSetup: ["./tests/global-setup.ts"],
    // The suites start real processes (Deno, Postgres); run files one after another on this 2-core machine.
    fileParallelism: false,
    // All files in one worker process, its modules loaded once: a fresh process per file loaded them and compiled
    // PGlite's WebAssembly again (37 processes, about 1.6 CPU-seconds each). Every file still starts and stops its own
    // databases, stacks and servers in its hooks; what the suites' modules keep is counters for unique names and the
    // PGlite template's bytes (tests/pglite-template.ts), and a test that sets the environment puts it back.
    isolate: false,
    // Limits that only catch a hang: every wait inside a test ends on its condition, and a test's own work (a stack
    // started, a fuzz run, an upload checked) takes as long as the machine needs.
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
