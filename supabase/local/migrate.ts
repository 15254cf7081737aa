// Applies supabase/migrations/*.sql in name order, each in its own transaction, and records the applied versions in
// supabase_migrations.schema_migrations (the table the Supabase CLI uses), so a restart applies only new files.
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.ts";

export const migrationsDir = fileURLToPath(new URL("../migrations/", import.meta.url));

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

/** Returns the versions applied by this call (empty when the database was up to date). */
export async function applyMigrations(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.script(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text,
      statements text[]
    );
  `);
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
