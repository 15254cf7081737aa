// Starts one Postgres 15 cluster for the whole run when the binaries exist; each test file makes its own database.
// Makes the PGlite template (pglite-template.ts) the test files' PGlite databases start from.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { writePgliteTemplate } from "../local/pglite-template.ts";
import { postgresDb } from "../local/db.ts";
import { prepareDatabase } from "../local/migrate.ts";
import {
  createDatabase,
  createHostedLikeDatabase,
  hasPostgres15,
  postgres15Bin,
  requirePostgres15,
  startPostgres15,
  type Postgres15,
} from "./postgres15.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgres15Url: string | null;
    /** The cluster's migrated, seeded databases the test files copy: a plain one and a hosted-like one. */
    postgres15Templates: { local: string; hosted: string } | null;
  }
}

let cluster: Postgres15 | undefined;
let templateDir: string | undefined;

export async function setup(project: TestProject) {
  templateDir = await mkdtemp(join(tmpdir(), "solvix-pglite-template-"));
  const templateFile = join(templateDir, "pglite.tar");
  await writePgliteTemplate(templateFile);
  project.provide("pgliteTemplate", templateFile);
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
  project.provide("postgres15Templates", cluster ? await postgres15Templates(cluster.url) : null);
}

/** Migrates and seeds one database of each kind, once; the test files' prepared databases are copies of them. */
async function postgres15Templates(clusterUrl: string): Promise<{ local: string; hosted: string }> {
  const templates = { local: "solvix_template_local", hosted: "solvix_template_hosted" };
  for (const url of [
    await createDatabase(clusterUrl, templates.local),
    await createHostedLikeDatabase(clusterUrl, templates.hosted),
  ]) {
    const db = postgresDb(url);
    try {
      await prepareDatabase(db);
    } finally {
      await db.close();
    }
  }
  return templates;
}

export async function teardown() {
  await cluster?.stop();
  if (templateDir) await rm(templateDir, { recursive: true, force: true });
}
