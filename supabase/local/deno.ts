// The project's Deno (from the `deno` npm package) and the environment every Deno run gets: the stack's functions,
// `deno check`, the tests that run Deno themselves.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * Deno's cache inside node_modules, no update check, and the operating system's certificate store beside Deno's own
 * (a machine behind a TLS-inspecting proxy trusts its CA there; without it, fetching npm: packages fails with
 * "invalid peer certificate").
 */
export function denoEnv(supabaseDir: string): Record<string, string> {
  return {
    DENO_DIR: join(supabaseDir, "node_modules", ".cache", "deno"),
    DENO_NO_UPDATE_CHECK: "1",
    DENO_TLS_CA_STORE: "mozilla,system",
  };
}

export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("deno/package.json")), "deno");
}
