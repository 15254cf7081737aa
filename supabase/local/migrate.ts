// Prepares a database the way `supabase db reset` does: the platform baseline where the platform is missing
// (local/platform.sql), then supabase/migrations/*.sql in name order, each in its own transaction, recorded in
// supabase_migrations.schema_migrations (the CLI's table, so a restart applies only new files), then supabase/seed.sql
// once per content version (recorded in supabase_migrations.seed_files, as the CLI does).
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.ts";

export const migrationsDir = fileURLToPath(new URL("../migrations/", import.meta.url));
export const seedFile = fileURLToPath(new URL("../seed.sql", import.meta.url));
const platformFile = fileURLToPath(new URL("./platform.sql", import.meta.url));

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function listMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [, version = "", name = ""] = /^(\d{14})_(.+)\.sql$/.exec(file) ?? [];
      return { version, name, sql: await readFile(`${dir}/${file}`, "utf8") };
    }),
  );
}

/** Applies the platform baseline unless the database already has it (a Supabase project has auth.jwt()). True when applied. */
export async function applyPlatformBaseline(db: Db): Promise<boolean> {
  // Roles are per cluster, the auth schema per database: a database whose auth.jwt() exists has the platform.
  const [present] = await db.query<{ ok: boolean }>("select to_regprocedure('auth.jwt()') is not null as ok");
  if (present?.ok) return false;
  await db.script(await readFile(platformFile, "utf8"));
  return true;
}

async function trackingTables(db: Db) {
  await db.script(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text,
      statements text[]
    );
    create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
  `);
}

/** Returns the versions applied by this call (empty when the database was up to date). */
export async function applyMigrations(db: Db, dir = migrationsDir): Promise<string[]> {
  await trackingTables(db);
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const m of await listMigrations(dir)) {
    if (done.has(m.version)) continue;
    const record = `insert into supabase_migrations.schema_migrations (version, name) values ('${m.version}', '${m.name}');`;
    try {
      await db.script(`${m.sql}\n;\n${record}`);
    } catch (error) {
      throw new Error(`Migration ${m.version}_${m.name} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(m.version);
  }
  return applied;
}

/** Runs seed.sql when its content has not been applied yet. True when it ran. */
export async function applySeed(db: Db, file = seedFile): Promise<boolean> {
  await trackingTables(db);
  const sql = await readFile(file, "utf8");
  const hash = createHash("sha256").update(sql).digest("hex");
  const [seen] = await db.query<{ hash: string }>("select hash from supabase_migrations.seed_files where path = $1", [
    "supabase/seed.sql",
  ]);
  if (seen?.hash === hash) return false;
  await db.script(`${sql}
;
insert into supabase_migrations.seed_files (path, hash) values ('supabase/seed.sql', '${hash}')
  on conflict (path) do update set hash = excluded.hash;`);
  return true;
}

/** Baseline (where missing), migrations, seed: a database ready for the functions. */
export async function prepareDatabase(db: Db): Promise<{ baseline: boolean; applied: string[]; seeded: boolean }> {
  const baseline = await applyPlatformBaseline(db);
  const applied = await applyMigrations(db);
  const seeded = await applySeed(db);
  return { baseline, applied, seeded };
}
