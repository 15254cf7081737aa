// Which builds may offer the development-token sign-in, and that a production build without a project is refused.
import { build } from "vite";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { localBackendBuild, missingSupabaseUrl } from "./published-content-rules.ts";

describe("build target", () => {
  it("is the embedded local backend only when said explicitly, or in the dev server", () => {
    expect(localBackendBuild({ SITE_LOCAL_BACKEND: "1" })).toBe(true);
    expect(localBackendBuild({ NODE_ENV: "development" })).toBe(true);
    expect(localBackendBuild({ NODE_ENV: "production" })).toBe(false);
    expect(localBackendBuild({ SITE_LOCAL_BACKEND: "true", NODE_ENV: "production" })).toBe(false);
    expect(localBackendBuild({})).toBe(false);
  });

  it("stops a production build of the site that names no Supabase project", async () => {
    const saved = { url: process.env.SITE_SUPABASE_URL, local: process.env.SITE_LOCAL_BACKEND };
    delete process.env.SITE_SUPABASE_URL;
    delete process.env.SITE_LOCAL_BACKEND;
    try {
      await expect(
        build({
          configFile: fileURLToPath(new URL("../../vite.config.ts", import.meta.url)),
          root: fileURLToPath(new URL("../..", import.meta.url)),
          logLevel: "silent",
          build: { write: false },
        }),
      ).rejects.toThrow(missingSupabaseUrl);
    } finally {
      if (saved.url !== undefined) process.env.SITE_SUPABASE_URL = saved.url;
      if (saved.local !== undefined) process.env.SITE_LOCAL_BACKEND = saved.local;
    }
  }, 120_000);
});
