// npm start's own build is a publish like any other (scripts/start.ts). It reads the rows of the database the stack
// then serves, so it is recorded as a host's build reports itself (supabase/scripts/report-published.ts): the content
// version is read before the build reads the rows, and once the build has succeeded that version is recorded
// published (private.site_published, what the faqs function's POST /faqs/publish-report does), before the stack and
// its retry path start. Without this the seed of a fresh data folder counted as a change due, and the first start
// rebuilt the site it had just built. A save during the build (another process on DATABASE_URL's database) raises the
// version after it was read: it stays due, and the stack's publisher builds it.
import type { Db } from "./db.ts";
import { withStartDatabase, type EmbeddedDatabaseOptions } from "./read-as-visitor.ts";

/** The content version a build about to read the rows holds at least (GET /faqs answers the same). */
async function contentVersion(db: Db): Promise<number> {
  const [row] = await db.query<{ version: string }>("select public.site_content_version()::text as version");
  return Number(row?.version ?? 0);
}

/**
 * Runs `build` (true when it succeeded) between reading the content version and recording it published. Answers the
 * version recorded, or undefined when the build failed (nothing is recorded: the content stays due).
 */
export async function buildPublished(
  options: EmbeddedDatabaseOptions,
  build: () => Promise<boolean>,
): Promise<number | undefined> {
  const version = await withStartDatabase(options, contentVersion);
  if (!(await build())) return undefined;
  await withStartDatabase(options, (db) => recordPublished(db, version));
  return version;
}

/** Records the site's pages as holding `version`, or the content as it is now (a test build read the same seed). */
export async function recordPublished(db: Db, version?: number): Promise<void> {
  await db.query("select private.site_published(coalesce($1::bigint, public.site_content_version()))", [
    version ?? null,
  ]);
}
