// A throw-away Postgres 15 cluster for the tests: initdb into a temporary folder, start on a free port, trust auth on
// 127.0.0.1 only, stop and delete afterwards. Postgres refuses to run as root, so as root it runs as `postgres`.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { onFreePort } from "../../scripts/free-port.ts";

const run = promisify(execFile);

export const postgres15Bin = process.env.POSTGRES15_BIN ?? "/usr/lib/postgresql/15/bin";
export const hasPostgres15 = existsSync(join(postgres15Bin, "initdb")) && existsSync(join(postgres15Bin, "pg_ctl"));
/** Under CI the Postgres 15 runs are required: a missing binary fails them instead of skipping them. */
export const requirePostgres15 = Boolean(process.env.CI) && process.env.CI !== "false";

async function asPostgresUser(command: string, args: string[]) {
  if (process.getuid?.() === 0) return run("runuser", ["-u", "postgres", "--", command, ...args]);
  return run(command, args);
}

export interface Postgres15 {
  /** URL of the `postgres` database, superuser `postgres`. */
  url: string;
  /** Stops the server (`pg_ctl stop -m fast|immediate`), keeping its data for `start`. For fault tests. */
  halt(mode: "fast" | "immediate"): Promise<void>;
  /** Starts the halted server again on the same port. */
  start(): Promise<void>;
  /** SIGSTOP (true) or SIGCONT (false) to the postmaster and every backend: a server that hangs without closing. */
  freeze(frozen: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** `durable`: commits survive a crash (fsync and synchronous commit on), for the fault tests; by default both are off
 * for speed, so an immediate stop can lose the last acknowledged commits. */
export async function startPostgres15(settings: { durable?: boolean } = {}): Promise<Postgres15> {
  const dir = await mkdtemp(join(tmpdir(), "solvix-pg15-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, "data");
  const log = join(dir, "log");
  await asPostgresUser(join(postgres15Bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  const fast = settings.durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  const options = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${fast}`;
  // Postgres binds the port itself, well after it was found free: taken meanwhile, it starts again on another one.
  const port = await onFreePort(async (port) => {
    try {
      await asPostgresUser(join(postgres15Bin, "pg_ctl"), ["-D", data, "-o", options(port), "-l", log, "-w", "start"]);
    } catch (error) {
      // pg_ctl only says "could not start server": the reason (e.g. the address in use) is in the server's log.
      throw new Error(`${(error as Error).message}\n${await readFile(log, "utf8").catch(() => "")}`);
    }
    return port;
  });
  const pgCtl = (args: string[]) => asPostgresUser(join(postgres15Bin, "pg_ctl"), ["-D", data, ...args]);
  /** The postmaster (first line of postmaster.pid) and its children, the backends. */
  const serverPids = async () => {
    const postmaster = Number((await readFile(join(data, "postmaster.pid"), "utf8")).split("\n")[0]);
    const { stdout } = await run("ps", ["-o", "pid=", "--ppid", String(postmaster)]).catch(() => ({ stdout: "" }));
    return [postmaster, ...stdout.split(/\s+/).filter(Boolean).map(Number)];
  };
  const freeze = async (frozen: boolean) => {
    for (const pid of await serverPids()) {
      try {
        process.kill(pid, frozen ? "SIGSTOP" : "SIGCONT");
      } catch {
        // A backend that ended meanwhile.
      }
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async halt(mode) {
      await pgCtl(["-m", mode, "-w", "stop"]);
    },
    async start() {
      await pgCtl(["-o", options(port), "-l", log, "-w", "start"]);
    },
    freeze,
    async stop() {
      await freeze(false).catch(() => {});
      await pgCtl(["-m", "immediate", "-w", "stop"]).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Creates a fresh database in the cluster and returns its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const { default: postgres } = await import("postgres");
  const sql = postgres(clusterUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end();
  }
  return clusterUrl.replace(/\/postgres$/, `/${name}`);
}

/**
 * Copies a database of the cluster (CREATE DATABASE … TEMPLATE): the tests' migrated, seeded templates. A hosted-like
 * copy belongs to supabase_admin, like the original, and gets the database grants a copy leaves out; its URL is the
 * non-superuser role's.
 */
export async function copyDatabase(
  clusterUrl: string,
  template: string,
  name: string,
  platform: "local" | "hosted",
): Promise<string> {
  const { default: postgres } = await import("postgres");
  const sql = postgres(clusterUrl, { max: 1, onnotice: () => {} });
  try {
    if (platform === "local") await sql.unsafe(`create database "${name}" template "${template}"`);
    else {
      await sql.unsafe(`create database "${name}" template "${template}" owner supabase_admin`);
      await sql.unsafe(`grant connect, create, temporary on database "${name}" to ${hostedOwnerRole}`);
    }
  } finally {
    await sql.end();
  }
  const url = clusterUrl.replace(/\/postgres$/, `/${name}`);
  return platform === "local" ? url : url.replace("//postgres@", `//${hostedOwnerRole}@`);
}

/** The role a hosted project's `postgres` is: no superuser (what `supabase db push` and the functions connect as). */
export const hostedOwnerRole = "postgres_hosted";

/**
 * A database prepared the way a hosted Supabase project's is before its first migration, based on Supabase's image
 * (github.com/supabase/postgres, migrations/db/init-scripts/00000000000000-initial-schema.sql and
 * 00000000000001-auth-schema.sql) and the role attributes of a hosted project's role dump (`postgres`: NOSUPERUSER
 * INHERIT CREATEROLE CREATEDB LOGIN REPLICATION BYPASSRLS, a member of anon, authenticated and service_role):
 *   - the platform roles exist (supabase_admin superuser, supabase_auth_admin, authenticator, the API roles);
 *   - the database belongs to supabase_admin; `auth` and auth.jwt() belong to supabase_auth_admin;
 *   - the `postgres`-like role may create in the database and in `public`, uses `auth`, and is not a superuser.
 * Returns the URL for that non-superuser role.
 */
export async function createHostedLikeDatabase(clusterUrl: string, name: string): Promise<string> {
  const { default: postgres } = await import("postgres");
  const admin = postgres(clusterUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`
      do $$
      begin
        if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
          create role supabase_admin superuser createdb createrole replication bypassrls login;
        end if;
        if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
          create role supabase_auth_admin noinherit createrole login noreplication;
        end if;
        if not exists (select 1 from pg_roles where rolname = 'anon') then
          create role anon nologin noinherit;
        end if;
        if not exists (select 1 from pg_roles where rolname = 'authenticated') then
          create role authenticated nologin noinherit;
        end if;
        if not exists (select 1 from pg_roles where rolname = 'service_role') then
          create role service_role nologin noinherit bypassrls;
        end if;
        if not exists (select 1 from pg_roles where rolname = 'authenticator') then
          create role authenticator noinherit login;
        end if;
        if not exists (select 1 from pg_roles where rolname = '${hostedOwnerRole}') then
          create role ${hostedOwnerRole} nosuperuser inherit createrole createdb login replication bypassrls;
        end if;
      end
      $$;
      grant anon, authenticated, service_role to authenticator;
      grant anon, authenticated, service_role to ${hostedOwnerRole};
    `);
    await admin.unsafe(`create database "${name}" owner supabase_admin`);
  } finally {
    await admin.end();
  }
  const url = clusterUrl.replace(/\/postgres$/, `/${name}`);
  const db = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await db.unsafe(`
      grant connect, create, temporary on database "${name}" to ${hostedOwnerRole};
      grant usage, create on schema public to ${hostedOwnerRole};
      grant usage on schema public to anon, authenticated, service_role;
      create schema auth authorization supabase_auth_admin;
      set role supabase_auth_admin;
      create function auth.jwt() returns jsonb language sql stable as $f$
        select coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
      $f$;
      reset role;
      grant usage on schema auth to anon, authenticated, service_role, ${hostedOwnerRole};
    `);
  } finally {
    await db.end();
  }
  return url.replace("//postgres@", `//${hostedOwnerRole}@`);
}
