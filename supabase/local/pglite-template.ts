// A migrated, seeded PGlite data folder (PGlite's dumpDataDir) that a test run's databases start from: starting PGlite
// from it costs about a quarter of the CPU of an empty start (initdb) plus the migrations and the seed. The backend
// tests' global setup (supabase/tests/pglite-template.ts) and the end-to-end suites' (apps/web/e2e/global-setup.ts)
// make one per run.
import { PGlite } from "@electric-sql/pglite";
import { readFile, writeFile } from "node:fs/promises";
import { recordPublished } from "./build-published.ts";
import { pgliteDb } from "./db.ts";
import { prepareDatabase } from "./migrate.ts";

/**
 * Makes the template into `file`. A failing migration or seed fails here, by its name. `published`: its rows are
 * recorded as published, for sites whose build read the same seed (nothing is due until a save).
 */
export async function writePgliteTemplate(file: string, options: { published?: boolean } = {}): Promise<void> {
  const pg = await PGlite.create();
  try {
    const db = pgliteDb(pg);
    await prepareDatabase(db);
    if (options.published) await recordPublished(db);
    const dump = await pg.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

/** The template in `file`, as PGlite's `loadDataDir` (and a stack's `pgliteFrom`) takes it. */
export async function readPgliteTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
