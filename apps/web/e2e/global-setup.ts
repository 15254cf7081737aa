// Makes the run's PGlite template (supabase/local/pglite-template.ts) before the workers start: every site a spec starts
// (worker.ts, the specs with sites of their own, and the publish spec's server, scripts/start.ts) begins its database
// from it instead of running initdb, the migrations and the seed again. The workers, and the processes they start, find
// the file in E2E_PGLITE_TEMPLATE; the run's end deletes it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writePgliteTemplate } from "../../../supabase/local/pglite-template.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "solvix-e2e-pglite-"));
  const file = join(dir, "pglite.tar");
  // The build the specs serve read the same seed (the build gate's: SITE_LOCAL_BACKEND, no database), so the template
  // records its rows as published: a server that publishes on save (the publish spec's) starts with nothing due, and
  // its first rebuild is the one its saves ask for.
  await writePgliteTemplate(file, { published: true });
  process.env.E2E_PGLITE_TEMPLATE = file;
  return () => rm(dir, { recursive: true, force: true });
}
