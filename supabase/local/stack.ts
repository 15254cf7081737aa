// The embedded local backend, started by one call (`startStack`, or `node supabase/local/cli.ts`):
//   - Postgres: PGlite persisted in <repo>/.data/pglite, served over the wire protocol on 127.0.0.1, or the real
//     Postgres named by DATABASE_URL; migrations applied and tracked either way (local/database.ts);
//   - the edge functions under real Deno at http://127.0.0.1:<port>/functions/v1/<name>, Supabase's URL shape
//     (local/functions-process.ts);
//   - a local SMTP server whose mail a person reads at http://127.0.0.1:<port>/mail (local/mail-worker.ts);
//   - the scheduler that calls the retry paths of send-contact-email and submit-application every few seconds
//     (local/scheduler.ts).
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startDatabase } from "./database.ts";
import type { Db } from "./db.ts";
import { devIssuer, ensureDevSigningKey } from "./dev-auth.ts";
import { functionsEnv, startFunctions } from "./functions-process.ts";
import { startMailCatcherThread, type MailCatcherThread } from "./mail-worker.ts";
import { startScheduler } from "./scheduler.ts";
import { localSecrets } from "./secrets.ts";

const supabaseDir = fileURLToPath(new URL("..", import.meta.url));
export const repoRoot = resolve(supabaseDir, "..");
/** Where npm start and the backend alone keep the database, the local secrets and the received mail. */
export const defaultDataDir = join(repoRoot, ".data");

export const defaultPorts = { functions: 54321, db: 54322, mail: 54324, smtp: 54325 } as const;

export const defaultAllowedOrigins = [
  "http://127.0.0.1:5173",
  "http://localhost:5173",
  "http://127.0.0.1:4173",
  "http://localhost:4173",
  "http://127.0.0.1:3000",
  "http://localhost:3000",
];

export interface StackOptions {
  /** Folder for PGlite, received mail, Deno's cache and local secrets. Default <repo>/.data. */
  dataDir?: string;
  /** "memory" keeps PGlite in memory (tests). Ignored when a database URL is used. */
  pglite?: "persisted" | "memory";
  /** A data folder to start from (PGlite's dumpDataDir; the tests' migrated, seeded template): in memory always,
   * persisted when the data folder holds no database yet. */
  pgliteFrom?: Blob;
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
  mail: MailCatcherThread;
  /** Direct database access for tests and the benchmark. */
  db: Db;
  /** The process id of the functions' Deno process (for fault tests); it changes when the stack restarts it. */
  functionsPid(): number | undefined;
  /** Calls the retry path once, as the scheduler does. */
  runRetry(): Promise<{ claimed: number; sent: number; pending: number }>;
  /** Calls submit-application's retry path once: pending application e-mails, and the retention's deletions. */
  runApplicationRetry(): Promise<{ claimed: number; sent: number; pending: number; alerted: number; expired: number }>;
  stop(): Promise<void>;
}

/** The first rejection of settled promises, thrown (so the scheduler logs it), or nothing. */
function rejectFirst(results: PromiseSettledResult<unknown>[]): void {
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const host = options.host ?? "127.0.0.1";
  const dataDir = resolve(options.dataDir ?? defaultDataDir);
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = { ...defaultPorts, ...options.ports };
  await mkdir(dataDir, { recursive: true });
  const secrets = await localSecrets(dataDir);
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };

  try {
    const externalUrl = options.databaseUrl ?? process.env.DATABASE_URL;
    const database = await startDatabase({
      externalUrl,
      pglite: options.pglite,
      pgliteFrom: options.pgliteFrom,
      dataDir,
      host,
      port: ports.db,
      log,
    });
    cleanups.push(() => database.stop());
    ports.db = database.port ?? ports.db;
    // Development-only signing key: trusted only by a stack on its own embedded database, never next to a real one.
    const realProject = options.functionEnv?.SUPABASE_URL ?? process.env.SUPABASE_URL;
    const devAuth: Record<string, string> =
      externalUrl || realProject
        ? {}
        : { LOCAL_JWKS_FILE: (await ensureDevSigningKey(dataDir)).jwksFile, JWT_ISSUER: devIssuer };

    const mail = await startMailCatcherThread(
      {
        dir: join(dataDir, "mail"),
        host,
        smtpPort: ports.smtp,
        webPort: ports.mail,
      },
      log,
    );
    cleanups.push(() => mail.stop());
    ports.smtp = mail.smtpPort;
    ports.mail = Number(new URL(mail.webUrl).port);

    const env = functionsEnv(
      supabaseDir,
      dataDir,
      {
        HOST: host,
        PORT: String(ports.functions),
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: database.poolMax,
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
        // One name for the functions' process across its restarts: a restarted one gives back the dead one's leases.
        FUNCTIONS_INSTANCE: `local-${crypto.randomUUID()}`,
        // A CRM webhook of the local stack points at this machine (a stand-in receiver); a deployed one never may.
        CRM_WEBHOOK_ALLOW_PRIVATE: "1",
        ...devAuth,
      },
      options.functionEnv,
    );
    const functions = await startFunctions({
      supabaseDir,
      dataDir,
      env,
      log,
      onSpawned: (stopFunctions) => cleanups.push(stopFunctions),
    });
    ports.functions = functions.port;

    const supabaseUrl = `http://${host}:${ports.functions}`;
    const functionsUrl = `${supabaseUrl}/functions/v1`;
    const retryOf = async <T>(name: string): Promise<T> => {
      const response = await fetch(`${functionsUrl}/${name}/retry`, {
        method: "POST",
        headers: { Authorization: `Bearer ${secrets.retrySecret}` },
      });
      if (!response.ok) throw new Error(`${name} retry answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    const runRetry = () => retryOf<{ claimed: number; sent: number; pending: number }>("send-contact-email");
    const runApplicationRetry = () =>
      retryOf<{ claimed: number; sent: number; pending: number; alerted: number; expired: number }>(
        "submit-application",
      );
    const every = options.retryIntervalMs ?? 5000;
    if (every > 0) {
      cleanups.push(
        startScheduler(() => Promise.allSettled([runRetry(), runApplicationRetry()]).then(rejectFirst), every, log),
      );
    }

    return {
      supabaseUrl,
      functionsUrl,
      databaseUrl: database.url,
      mailUrl: mail.webUrl,
      smtpPort: ports.smtp,
      ports,
      retrySecret: secrets.retrySecret,
      dataDir,
      mail,
      db: database.db,
      functionsPid: functions.pid,
      runRetry,
      runApplicationRetry,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
