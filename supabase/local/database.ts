// The stack's database: PGlite (persisted or in memory) served over the wire protocol, or the real Postgres of a
// URL; migrated and seeded either way before the functions start.
import { PGlite } from "@electric-sql/pglite";
import { access } from "node:fs/promises";
import { join } from "node:path";
import { pgliteDb, postgresDb, type Db } from "./db.ts";
import { prepareDatabase } from "./migrate.ts";
import { Gate, startPgliteServer } from "./pglite-server.ts";
import { stackEvent } from "./stack-log.ts";

export interface StackDatabase {
  /** What the functions connect to. */
  url: string;
  db: Db;
  /** The wire-protocol port of the embedded database; undefined for an external one. */
  port?: number;
  /** The functions' pool size (DATABASE_POOL_MAX). */
  poolMax: string;
  /** True for a real Postgres named by URL. */
  external: boolean;
  stop(): Promise<void>;
}

export interface DatabaseOptions {
  externalUrl?: string;
  pglite?: "persisted" | "memory";
  /** PGlite starts from this data folder (PGlite's dumpDataDir) instead of an empty one; a persisted PGlite only
   * when its folder holds no database yet (a restarted stack keeps its rows). */
  pgliteFrom?: Blob;
  dataDir: string;
  host: string;
  port: number;
  log: (line: string) => void;
}

export async function startDatabase(options: DatabaseOptions): Promise<StackDatabase> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    let database: StackDatabase;
    if (options.externalUrl) {
      const db = postgresDb(options.externalUrl);
      cleanups.push(() => db.close());
      const poolMax = process.env.DATABASE_POOL_MAX ?? "5";
      database = { url: options.externalUrl, db, poolMax, external: true, stop };
    } else {
      const pg =
        options.pglite === "memory"
          ? await PGlite.create("memory://", { loadDataDir: options.pgliteFrom })
          : await startPersisted(join(options.dataDir, "pglite"), options.pgliteFrom);
      cleanups.push(() => pg.close());
      const gate = new Gate();
      const server = await startPgliteServer(pg, gate, options.host, options.port);
      cleanups.push(() => server.stop());
      database = {
        url: `postgres://postgres@${options.host}:${server.port}/postgres?sslmode=disable`,
        db: pgliteDb(pg, { gate }),
        port: server.port,
        // PGlite is one session for every client: clients take turns anyway, so one connection is enough.
        poolMax: "1",
        external: false,
        stop,
      };
    }
    const prepared = await prepareDatabase(database.db);
    stackEvent(options.log, "info", "stack.database", {
      baseline: prepared.baseline,
      applied: prepared.applied.length,
      seeded: prepared.seeded,
    });
    return database;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** PGlite persisted in `folder`: the one found there, or a new one from `from` (loadDataDir) or initdb. */
async function startPersisted(folder: string, from: Blob | undefined): Promise<PGlite> {
  const holdsOne =
    from !== undefined &&
    (await access(join(folder, "PG_VERSION")).then(
      () => true,
      () => false,
    ));
  return PGlite.create(folder, { loadDataDir: holdsOne ? undefined : from });
}
