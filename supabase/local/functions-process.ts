// The edge functions under real Deno (local/functions/main.ts routes /functions/v1/<name>): their environment, the
// process, and the port it reports once it listens.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { denoBinary, denoEnv } from "./deno.ts";

/** Settings passed through to the functions when set in the environment of the stack. */
const passThroughEnv = [
  "ALLOWED_ORIGINS",
  "MIN_FILL_MS",
  "RATE_LIMIT_MAX",
  "RATE_LIMIT_WINDOW_MS",
  "CLIENT_ADDRESS_HEADER",
  "CLIENT_ADDRESS_TRUSTED_PROXIES",
  "ACK_MAX_PER_RECIPIENT_DAY",
  "ACK_MAX_PER_HOUR",
  "MAIL_MAX_ATTEMPTS",
  "MAIL_SEND_DEADLINE_MS",
  "MAIL_RETRY_BUDGET_MS",
  "SMTP_CA",
  "MAIL_PROVIDER",
  "MAIL_API_URL",
  "MAIL_API_KEY",
  "MAIL_FROM",
  "MAIL_TO",
  "BRAND_NAME",
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_TLS",
  "SMTP_USER",
  "SMTP_PASSWORD",
  "MAIL_LEASE_MS",
  "MAIL_RETRY_BASE_MS",
  "MAIL_RETRY_MAX_MS",
  "MAIL_RETRY_BATCH",
  "DATABASE_POOL_MAX",
  "SUPABASE_URL",
  "SUPABASE_JWKS_URL",
  "JWT_ISSUER",
];

/** The stack's settings for the functions, then what the environment passes through, then the caller's own. */
export function functionsEnv(
  supabaseDir: string,
  dataDir: string,
  stackSettings: Record<string, string>,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const inherited = Object.fromEntries(
    passThroughEnv.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name] as string]])),
  );
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? dataDir,
    NO_COLOR: "1",
    ...denoEnv(supabaseDir),
    ...stackSettings,
    ...inherited,
    ...overrides,
  };
}

function waitForListening(child: ChildProcess, log: (line: string) => void): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onExit = (code: number | null) => reject(new Error(`Deno exited with code ${code} before listening`));
    child.once("exit", onExit);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on("line", (line) => {
        log(line);
        if (line.includes('"functions.listening"')) {
          child.off("exit", onExit);
          resolvePort(Number((JSON.parse(line) as { port: number }).port));
        }
      });
    }
  });
}

/**
 * Starts the functions and resolves with the port they listen on. Their `stop` goes to `onSpawned` at once, before
 * they listen, so that a start that fails half-way still ends the process.
 */
export async function startFunctions(options: {
  supabaseDir: string;
  dataDir: string;
  env: Record<string, string>;
  log: (line: string) => void;
  onSpawned: (stop: () => Promise<void>, pid: number | undefined) => void;
}): Promise<number> {
  const { supabaseDir, dataDir } = options;
  const deno = spawn(
    denoBinary(),
    [
      "run",
      "--config",
      join(supabaseDir, "local", "functions", "deno.json"),
      "--allow-net",
      "--allow-env",
      `--allow-read=${dataDir}`,
      "--no-prompt",
      join(supabaseDir, "local", "functions", "main.ts"),
    ],
    { cwd: supabaseDir, env: options.env, stdio: ["ignore", "pipe", "pipe"] },
  );
  options.onSpawned(
    () =>
      new Promise<void>((done) => {
        if (deno.exitCode !== null) return done();
        deno.once("exit", () => done());
        deno.kill("SIGTERM");
      }),
    deno.pid,
  );
  return waitForListening(deno, options.log);
}
