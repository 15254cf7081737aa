// The embedded local backend, started by one call (or `node supabase/local/stack.ts`):
//   - Postgres: PGlite persisted in <repo>/.data/pglite, served over the wire protocol on 127.0.0.1 (local/pglite-server.ts),
//     or the real Postgres named by DATABASE_URL; migrations applied and tracked either way;
//   - the edge functions under real Deno at http://127.0.0.1:<port>/functions/v1/<name> (Supabase's URL shape);
//   - a local SMTP server whose mail a person reads at http://127.0.0.1:<port>/mail;
//   - the scheduler that calls the retry path of send-contact-email every few seconds.
import { PGlite } from "@electric-sql/pglite";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { readOrCreatePrivateJson } from "./private-file.ts";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { pgliteDb, postgresDb, type Db } from "./db.ts";
import { devIssuer, ensureDevSigningKey } from "./dev-auth.ts";
import type { MailCatcher } from "./mail-server.ts";
import { startMailCatcherThread } from "./mail-worker.ts";
import { prepareDatabase } from "./migrate.ts";
import { Gate, startPgliteServer } from "./pglite-server.ts";

const supabaseDir = fileURLToPath(new URL("..", import.meta.url));
export const repoRoot = resolve(supabaseDir, "..");

export const defaultPorts = { functions: 54321, db: 54322, mail: 54324, smtp: 54325 } as const;

export const defaultAllowedOrigins = [
  "http://127.0.0.1:5173",
  "http://localhost:5173",
  "http://127.0.0.1:4173",
  "http://localhost:4173",
  "http://127.0.0.1:3000",
  "http://localhost:3000",
];

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

export interface StackOptions {
  /** Folder for PGlite, received mail, Deno's cache and local secrets. Default <repo>/.data. */
  dataDir?: string;
  /** "memory" keeps PGlite in memory (tests). Ignored when a database URL is used. */
  pglite?: "persisted" | "memory";
  /** A real Postgres instead of PGlite. Default: the DATABASE_URL environment variable. The development signing key
   * is trusted only with the embedded database: against a real one, FAQ editing needs SUPABASE_JWKS_URL. */
  databaseUrl?: string;
  /** 0 picks a free port. Defaults: functions 54321, db 54322, mail page 54324, SMTP 54325. */
  ports?: Partial<Record<keyof typeof defaultPorts, number>>;
  host?: string;
  /** Site origins allowed by CORS. Default: ALLOWED_ORIGINS or the local dev/preview origins. */
  allowedOrigins?: string[];
  /** Extra or overriding environment for the functions (e.g. RATE_LIMIT_MAX for the benchmark). */
  functionEnv?: Record<string, string>;
  /** Scheduler period for the retry path; 0 turns the scheduler off. Default 5000 ms. */
  retryIntervalMs?: number;
  /** Where function and stack log lines go. Default: stdout. */
  log?: (line: string) => void;
}

export interface Stack {
  /** http://127.0.0.1:<port>: pass this as supabaseUrl to supabase-js. */
  supabaseUrl: string;
  /** <supabaseUrl>/functions/v1 */
  functionsUrl: string;
  databaseUrl: string;
  /** The page listing received mail. */
  mailUrl: string;
  smtpPort: number;
  ports: Record<keyof typeof defaultPorts, number>;
  /** The local service secret of the retry path. */
  retrySecret: string;
  dataDir: string;
  mail: MailCatcher;
  /** Direct database access for tests and the benchmark. */
  db: Db;
  /** Calls the retry path once, as the scheduler does. */
  runRetry(): Promise<{ claimed: number; sent: number; pending: number }>;
  stop(): Promise<void>;
}

/**
 * The environment every Deno run of the project gets: its cache inside node_modules, no update check, and the
 * operating system's certificate store beside Deno's own (a machine behind a TLS-inspecting proxy trusts its CA
 * there; without it, fetching npm: packages fails with "invalid peer certificate").
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

interface LocalSecrets {
  rateLimitSalt: string;
  retrySecret: string;
}

async function localSecrets(dataDir: string): Promise<LocalSecrets> {
  return readOrCreatePrivateJson<LocalSecrets>(join(dataDir, "local-secrets.json"), () => ({
    rateLimitSalt: randomBytes(32).toString("hex"),
    retrySecret: randomBytes(32).toString("hex"),
  }));
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

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const host = options.host ?? "127.0.0.1";
  const dataDir = resolve(options.dataDir ?? join(repoRoot, ".data"));
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = { ...defaultPorts, ...options.ports };
  await mkdir(dataDir, { recursive: true });
  const secrets = await localSecrets(dataDir);
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };

  try {
    // Database.
    const externalUrl = options.databaseUrl ?? process.env.DATABASE_URL;
    let databaseUrl: string;
    let db: Db;
    let poolMax: string;
    if (externalUrl) {
      databaseUrl = externalUrl;
      db = postgresDb(externalUrl);
      cleanups.push(() => db.close());
      poolMax = process.env.DATABASE_POOL_MAX ?? "5";
    } else {
      const pg = await PGlite.create(options.pglite === "memory" ? "memory://" : join(dataDir, "pglite"));
      cleanups.push(() => pg.close());
      const gate = new Gate();
      db = pgliteDb(pg, { gate });
      const server = await startPgliteServer(pg, gate, host, ports.db);
      cleanups.push(() => server.stop());
      ports.db = server.port;
      databaseUrl = `postgres://postgres@${host}:${ports.db}/postgres?sslmode=disable`;
      // PGlite is one session for every client: clients take turns anyway, so one connection is enough.
      poolMax = "1";
    }
    const prepared = await prepareDatabase(db);
    log(
      JSON.stringify({
        level: "info",
        event: "stack.database",
        baseline: prepared.baseline,
        applied: prepared.applied.length,
        seeded: prepared.seeded,
      }),
    );
    // Development-only signing key: trusted only by a stack on its own embedded database, never next to a real one.
    const realProject = options.functionEnv?.SUPABASE_URL ?? process.env.SUPABASE_URL;
    const devAuth: Record<string, string> =
      externalUrl || realProject
        ? {}
        : { LOCAL_JWKS_FILE: (await ensureDevSigningKey(dataDir)).jwksFile, JWT_ISSUER: devIssuer };

    // Mail catcher.
    const mail = await startMailCatcherThread({
      dir: join(dataDir, "mail"),
      host,
      smtpPort: ports.smtp,
      webPort: ports.mail,
    });
    cleanups.push(() => mail.stop());
    ports.smtp = mail.smtpPort;
    ports.mail = Number(new URL(mail.webUrl).port);

    // Functions under Deno.
    const inherited = Object.fromEntries(
      passThroughEnv.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name] as string]])),
    );
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? dataDir,
      NO_COLOR: "1",
      ...denoEnv(supabaseDir),
      HOST: host,
      PORT: String(ports.functions),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: poolMax,
      DATABASE_PREPARE: "true",
      ALLOWED_ORIGINS: (options.allowedOrigins ?? defaultAllowedOrigins).join(","),
      RATE_LIMIT_SALT: secrets.rateLimitSalt,
      RETRY_SECRET: secrets.retrySecret,
      MAIL_PROVIDER: "smtp",
      SMTP_HOST: host,
      SMTP_PORT: String(ports.smtp),
      SMTP_TLS: "none",
      MAIL_FROM: "Solvix Website <no-reply@example.com>",
      MAIL_TO: "info@example.com",
      ...devAuth,
      ...inherited,
      ...options.functionEnv,
    };
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
      { cwd: supabaseDir, env, stdio: ["ignore", "pipe", "pipe"] },
    );
    cleanups.push(
      () =>
        new Promise<void>((done) => {
          if (deno.exitCode !== null) return done();
          deno.once("exit", () => done());
          deno.kill("SIGTERM");
        }),
    );
    ports.functions = await waitForListening(deno, log);

    const supabaseUrl = `http://${host}:${ports.functions}`;
    const functionsUrl = `${supabaseUrl}/functions/v1`;
    const runRetry = async () => {
      const response = await fetch(`${functionsUrl}/send-contact-email/retry`, {
        method: "POST",
        headers: { Authorization: `Bearer ${secrets.retrySecret}` },
      });
      if (!response.ok) throw new Error(`retry answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { claimed: number; sent: number; pending: number };
    };

    // Scheduler: one retry call at a time, every few seconds.
    const every = options.retryIntervalMs ?? 5000;
    if (every > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        runRetry()
          .catch((error: Error) =>
            log(JSON.stringify({ level: "warn", event: "stack.retry_failed", error: error.message })),
          )
          .finally(() => (running = false));
      }, every);
      cleanups.push(async () => clearInterval(timer));
    }

    return {
      supabaseUrl,
      functionsUrl,
      databaseUrl,
      mailUrl: mail.webUrl,
      smtpPort: ports.smtp,
      ports,
      retrySecret: secrets.retrySecret,
      dataDir,
      mail,
      db,
      runRetry,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.main) {
  const stack = await startStack();
  console.log(`
Solvix local backend is running (Ctrl+C to stop):
  supabaseUrl      ${stack.supabaseUrl}
  contact function ${stack.functionsUrl}/send-contact-email
  faqs function    ${stack.functionsUrl}/faqs
  database         ${stack.databaseUrl}
  received mail    ${stack.mailUrl}
  SMTP             127.0.0.1:${stack.smtpPort}
  editor token     node supabase/scripts/mint-dev-token.ts   (development only)
`);
  const shutdown = () => {
    stack
      .stop()
      .catch((error: unknown) => console.error("stack: stopping failed:", error))
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
