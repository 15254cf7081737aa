// The databases every database test runs against: PGlite always, Postgres 15 when the global setup started it.
// Under CI a missing Postgres 15 is a failure, not a skip: its suites run and each test says why it cannot.
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { pgliteDb, postgresDb, type Db } from "../local/db.ts";
import { createDatabase, postgres15Bin, requirePostgres15 } from "./postgres15.ts";

export interface Target {
  name: string;
  /** False when this target cannot run here (the reason is printed by the global setup). */
  available: boolean;
  /** A fresh, empty database. */
  open(): Promise<{ db: Db; url: string | null }>;
}

let counter = 0;

function missing(): Error {
  return new Error(
    `Postgres 15 is not available: no initdb/pg_ctl in ${postgres15Bin} (install postgresql-15 or set POSTGRES15_BIN); under CI this fails instead of skipping.`,
  );
}

export function targets(): Target[] {
  const clusterUrl = inject("postgres15Url");
  return [
    {
      name: "PGlite",
      available: true,
      async open() {
        return { db: pgliteDb(await PGlite.create(), { closeWith: true }), url: null };
      },
    },
    {
      name: "Postgres 15",
      available: clusterUrl !== null || requirePostgres15,
      async open() {
        if (!clusterUrl) throw missing();
        const url = await createDatabase(clusterUrl, `t_${process.pid}_${Date.now()}_${counter++}`);
        return { db: postgresDb(url), url };
      },
    },
  ];
}

/** For suites that start the local stack: undefined means PGlite, otherwise a fresh Postgres 15 database. */
export function stackTargets(): { name: string; available: boolean; databaseUrl(): Promise<string | undefined> }[] {
  const clusterUrl = inject("postgres15Url");
  return [
    { name: "PGlite", available: true, databaseUrl: async () => undefined },
    {
      name: "Postgres 15",
      available: clusterUrl !== null || requirePostgres15,
      async databaseUrl() {
        if (!clusterUrl) throw missing();
        return createDatabase(clusterUrl, `s_${process.pid}_${Date.now()}_${counter++}`);
      },
    },
  ];
}
