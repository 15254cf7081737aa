// The databases every database test runs against: PGlite always; when the global setup started Postgres 15, a plain
// database (the local platform baseline applies) and a hosted-like one (the platform is there, owned by other roles;
// migrations run as a non-superuser `postgres`-like role). Under CI a missing Postgres 15 is a failure, not a skip:
// its suites run and each test says why it cannot.
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { pgliteDb, postgresDb, type Db } from "../local/db.ts";
import { pgliteTemplate } from "./pglite-template.ts";
import {
  copyDatabase,
  createDatabase,
  createHostedLikeDatabase,
  postgres15Bin,
  requirePostgres15,
} from "./postgres15.ts";

export interface Target {
  name: string;
  /** False when this target cannot run here (the reason is printed by the global setup). */
  available: boolean;
  /** "hosted": the platform baseline is already there (a Supabase project); "local": the stack applies it. */
  platform: "local" | "hosted";
  /** A fresh, empty database. */
  open(): Promise<{ db: Db; url: string | null }>;
  /** A fresh database with the platform baseline (where missing), the migrations and the seed. */
  openPrepared(): Promise<{ db: Db; url: string | null }>;
}

function missing(): Error {
  return new Error(
    `Postgres 15 is not available: no initdb/pg_ctl in ${postgres15Bin} (install postgresql-15 or set POSTGRES15_BIN); under CI this fails instead of skipping.`,
  );
}

let counter = 0;
const unique = (prefix: string) => `${prefix}_${process.pid}_${Date.now()}_${counter++}`;

export const hostedLikeName = "hosted-like Postgres 15";

export function targets(): Target[] {
  const clusterUrl = inject("postgres15Url");
  const templates = inject("postgres15Templates");
  const postgresTarget = (name: string, platform: Target["platform"], create: typeof createDatabase): Target => ({
    name,
    platform,
    available: clusterUrl !== null || requirePostgres15,
    async open() {
      if (!clusterUrl) throw missing();
      const url = await create(clusterUrl, unique("t"));
      return { db: postgresDb(url), url };
    },
    async openPrepared() {
      if (!clusterUrl || !templates) throw missing();
      const url = await copyDatabase(clusterUrl, templates[platform], unique("t"), platform);
      return { db: postgresDb(url), url };
    },
  });
  return [
    {
      name: "PGlite",
      platform: "local",
      available: true,
      async open() {
        return { db: pgliteDb(await PGlite.create(), { closeWith: true }), url: null };
      },
      async openPrepared() {
        const pg = await PGlite.create({ loadDataDir: await pgliteTemplate() });
        return { db: pgliteDb(pg, { closeWith: true }), url: null };
      },
    },
    postgresTarget("Postgres 15", "local", createDatabase),
    postgresTarget(hostedLikeName, "hosted", createHostedLikeDatabase),
  ];
}

/**
 * For suites that start the local stack: undefined means PGlite, otherwise a fresh hosted-like Postgres 15 database
 * (the deploy rehearsal: the functions against a database prepared as a Supabase project's, migrated and seeded by
 * the non-superuser role; a copy of the run's hosted-like template, see global-setup.ts).
 */
export function stackTargets(): { name: string; available: boolean; databaseUrl(): Promise<string | undefined> }[] {
  const clusterUrl = inject("postgres15Url");
  const templates = inject("postgres15Templates");
  return [
    { name: "PGlite", available: true, databaseUrl: async () => undefined },
    {
      name: hostedLikeName,
      available: clusterUrl !== null || requirePostgres15,
      async databaseUrl() {
        if (!clusterUrl || !templates) throw missing();
        return copyDatabase(clusterUrl, templates.hosted, unique("s"), "hosted");
      },
    },
  ];
}
