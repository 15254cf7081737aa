// Starts one Postgres 15 cluster for the whole run when the binaries exist; each test file makes its own database.
import type { TestProject } from "vitest/node";
import { hasPostgres15, postgres15Bin, requirePostgres15, startPostgres15, type Postgres15 } from "./postgres15.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgres15Url: string | null;
  }
}

let cluster: Postgres15 | undefined;

export async function setup(project: TestProject) {
  if (hasPostgres15) {
    cluster = await startPostgres15();
    console.log(`[supabase tests] Postgres 15 cluster from ${postgres15Bin} at ${cluster.url}`);
  } else if (requirePostgres15) {
    console.log(
      `[supabase tests] Postgres 15 MISSING under CI: no initdb/pg_ctl in ${postgres15Bin} (set POSTGRES15_BIN). Its runs will fail.`,
    );
  } else {
    console.log(
      `[supabase tests] SKIPPING the Postgres 15 runs: no initdb/pg_ctl in ${postgres15Bin} (set POSTGRES15_BIN). PGlite runs still cover everything.`,
    );
  }
  project.provide("postgres15Url", cluster?.url ?? null);
}

export async function teardown() {
  await cluster?.stop();
}
