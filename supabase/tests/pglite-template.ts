// The PGlite databases of a test run start from one data folder, migrated and seeded once by the global setup
// (../local/pglite-template.ts): starting PGlite from it costs about a quarter of the CPU of an empty start plus the migrations
// and the seed. migrations.test.ts still applies every migration to an empty database on each target.
import { readFile } from "node:fs/promises";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file of the migrated, seeded PGlite data folder (a tar). */
    pgliteTemplate: string;
  }
}

let template: Promise<Blob> | undefined;

/** The template, read once per test file: pass it as PGlite's loadDataDir (or a test stack's pgliteFrom). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  return template;
}
