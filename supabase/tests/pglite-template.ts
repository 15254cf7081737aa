// The PGlite databases of a test run start from one data folder, migrated and seeded once by the global setup
// (PGlite's dumpDataDir): starting PGlite from it costs about a quarter of the CPU of an empty start plus the migrations
// and the seed. migrations.test.ts still applies every migration to an empty database on each target.
import { PGlite } from "@electric-sql/pglite";
import { readFile, writeFile } from "node:fs/promises";
import { inject } from "vitest";
import { pgliteDb } from "../local/db.ts";
import { prepareDatabase } from "../local/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file of the migrated, seeded PGlite data folder (a tar). */
    pgliteTemplate: string;
  }
}

/** Makes the template into `file` (the global setup). A failing migration or seed fails the run here, by its name. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const pg = await PGlite.create();
  try {
    await prepareDatabase(pgliteDb(pg));
    const dump = await pg.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

let template: Promise<Blob> | undefined;

/** The template, read once per test file: pass it as PGlite's loadDataDir (or a test stack's pgliteFrom). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  return template;
}
