// The project's Deno (from the `deno` npm package) and the environment every Deno run gets: the stack's functions,
// `deno check`, the tests that run Deno themselves.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

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

/**
 * Runs a test driver (tests/deno/…) as the functions run: their import map, network, environment, reads and system
 * information, with `env` added. Resolves with its output; rejects as execFile does on a non-zero exit (the error
 * carries `code`, `stdout` and `stderr`).
 */
export function runDenoDriver(
  driver: string,
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string }> {
  const supabaseDir = fileURLToPath(new URL("..", import.meta.url));
  const permissions = ["--allow-net", "--allow-env", "--allow-read", "--allow-sys", "--no-prompt"];
  const config = ["--config", "functions/send-contact-email/deno.json"];
  return promisify(execFile)(denoBinary(), ["run", ...config, ...permissions, driver], {
    cwd: supabaseDir,
    env: { ...process.env, ...denoEnv(supabaseDir), NO_COLOR: "1", ...env },
  });
}

/** Runs a test driver as `runDenoDriver` does, to its end whatever its exit: its exit code and its output. */
export function runDenoDriverToExit(
  driver: string,
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return runDenoDriver(driver, env).then(
    (output) => ({ code: 0, ...output }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }),
  );
}
