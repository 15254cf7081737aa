// The edge functions under real Deno (local/functions/main.ts routes /functions/v1/<name>): their environment, the
// process, and the port it reports once it listens.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { denoBinary, denoEnv } from "./deno.ts";
import { stackEvent } from "./stack-log.ts";

/** Settings passed through to the functions when set in the environment of the stack. */
const passThroughEnv = [
  "ALLOWED_ORIGINS",
  "MIN_FILL_MS",
  "RATE_LIMIT_MAX",
  "RATE_LIMIT_WINDOW_MS",
  "ANALYTICS_EVENTS_PER_MINUTE",
  "CLIENT_ADDRESS_HEADER",
  "CLIENT_ADDRESS_TRUSTED_PROXIES",
  "ACK_MAX_PER_RECIPIENT_DAY",
  "ACK_MAX_PER_HOUR",
  "ACK_MAX_PER_CLIENT_HOUR",
  "REQUEST_DEADLINE_MS",
  "DATABASE_STATEMENT_TIMEOUT_MS",
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
  "CRM_WEBHOOK_URL",
  "CRM_WEBHOOK_SECRET",
  "ENQUIRY_RETENTION_MONTHS",
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
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`Deno exited (${signal ?? `code ${code}`}) before listening`));
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

/** True once the child has ended, by itself (exitCode) or by a signal (signalCode; exitCode stays null then). */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Ends a child whatever its state: running, stopped (SIGSTOP), already gone. SIGKILL after `graceMs`. */
export function endChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  return new Promise<void>((done) => {
    if (ended(child)) return done();
    const kill = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(kill);
      done();
    });
    child.kill("SIGTERM");
    // A stopped process keeps a SIGTERM pending until it runs again.
    child.kill("SIGCONT");
  });
}

export interface FunctionsProcess {
  /** The port the functions listen on; a restarted process listens on the same one. */
  port: number;
  /** The current process's id (undefined between a crash and its restart). */
  pid(): number | undefined;
}

/** Restart back-off: 250 ms, doubling to 10 s; a process that ran for a minute starts the count again. */
export const restartBackoff = { firstMs: 250, maxMs: 10_000, stableMs: 60_000 };

/**
 * Starts the functions and keeps them running: a process that exits (crash, kill, out of memory) is started again
 * on the same port after a back-off, each exit and restart logged (`stack.functions_exited`,
 * `stack.functions_restarted`). `stop` goes to `onSpawned` at once, before the first process listens, so that a start
 * that fails half-way still ends it.
 */
export async function startFunctions(options: {
  supabaseDir: string;
  dataDir: string;
  env: Record<string, string>;
  log: (line: string) => void;
  onSpawned: (stop: () => Promise<void>) => void;
}): Promise<FunctionsProcess> {
  const { supabaseDir, dataDir, log } = options;
  let child: ChildProcess | undefined;
  let stopping = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let delayMs = restartBackoff.firstMs;

  const spawnDeno = (port: string) => {
    const deno = spawn(
      denoBinary(),
      [
        "run",
        "--config",
        join(supabaseDir, "local", "functions", "deno.json"),
        "--allow-net",
        "--allow-env",
        // The data folder, and the functions' npm packages: the WebP decoder (images) loads its WebAssembly file.
        `--allow-read=${dataDir},${join(supabaseDir, "local", "functions", "node_modules")}`,
        "--no-prompt",
        join(supabaseDir, "local", "functions", "main.ts"),
      ],
      { cwd: supabaseDir, env: { ...options.env, PORT: port }, stdio: ["ignore", "pipe", "pipe"] },
    );
    child = deno;
    return deno;
  };

  const supervise = (deno: ChildProcess, port: number) => {
    const startedAt = Date.now();
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      if (stopping || child !== deno) return;
      child = undefined;
      if (Date.now() - startedAt >= restartBackoff.stableMs) delayMs = restartBackoff.firstMs;
      const wait = delayMs;
      delayMs = Math.min(delayMs * 2, restartBackoff.maxMs);
      stackEvent(log, "warn", "stack.functions_exited", { code, signal, restartInMs: wait });
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (stopping) return;
        const next = spawnDeno(String(port));
        supervise(next, port);
        waitForListening(next, log).then(
          () => stackEvent(log, "info", "stack.functions_restarted", { port, pid: next.pid }),
          (error: Error) => stackEvent(log, "error", "stack.functions_restart_failed", { error: error.message }),
        );
      }, wait);
    };
    if (ended(deno)) onExit(deno.exitCode, deno.signalCode);
    else deno.once("exit", onExit);
  };

  options.onSpawned(async () => {
    stopping = true;
    clearTimeout(restartTimer);
    // A stopping process first finishes the work its requests left (a delivery: main.ts); 10 s only ends a hang.
    if (child) await endChild(child, 10_000);
  });
  const first = spawnDeno(options.env.PORT ?? "0");
  const port = await waitForListening(first, log);
  supervise(first, port);
  return { port, pid: () => child?.pid };
}
