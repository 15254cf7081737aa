// A throw-away Postgres 15 cluster for the tests: initdb into a temporary folder, start on a free port, trust auth on
// 127.0.0.1 only, stop and delete afterwards. Postgres refuses to run as root, so as root it runs as `postgres`.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const postgres15Bin = process.env.POSTGRES15_BIN ?? "/usr/lib/postgresql/15/bin";
export const hasPostgres15 = existsSync(join(postgres15Bin, "initdb")) && existsSync(join(postgres15Bin, "pg_ctl"));
/** Under CI the Postgres 15 runs are required: a missing binary fails them instead of skipping them. */
export const requirePostgres15 = Boolean(process.env.CI) && process.env.CI !== "false";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function asPostgresUser(command: string, args: string[]) {
  if (process.getuid?.() === 0) return run("runuser", ["-u", "postgres", "--", command, ...args]);
  return run(command, args);
}

export interface Postgres15 {
  /** URL of the `postgres` database, superuser `postgres`. */
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres15(): Promise<Postgres15> {
  const dir = await mkdtemp(join(tmpdir(), "solvix-pg15-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, "data");
  const port = await freePort();
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
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await asPostgresUser(join(postgres15Bin, "pg_ctl"), [
    "-D",
    data,
    "-o",
    options,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await asPostgresUser(join(postgres15Bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]).catch(
        () => {},
      );
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
