// The PGlite databases of a test run start from one data folder, migrated and seeded once by the global setup
// (../local/pglite-template.ts): starting PGlite from it costs about a quarter of the CPU of an empty start plus the
// migrations and the seed. migrations.test.ts still applies every migration to an empty database on each target.
import { inject } from "vitest";
import { readPgliteTemplate } from "../local/pglite-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file of the migrated, seeded PGlite data folder (a tar). */
    pgliteTemplate: string;
  }
}

let template: Promise<Blob> | undefined;

/** The template, read once by the worker that runs the files: PGlite's loadDataDir (or a test stack's pgliteFrom). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= readPgliteTemplate(inject("pgliteTemplate"));
  return template;
}
