// Package-level runs (`pnpm --filter @solvix/content exec vitest run`); the root config runs the same files.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "content", environment: "node", include: ["src/**/*.test.ts"] },
});
