// What a build reads from the embedded database when no backend runs (published.ts, published-articles.ts,
// published-images.ts, published-pricing.ts): the database npm start keeps in <dataDir>/pglite (or DATABASE_URL's),
// prepared as the stack prepares it (migrations, seed), or a fresh one in memory holding the seed (the tests' builds;
// one per process, below).
// Read in one transaction as a visitor (the anon role), as the functions read it for the build.
import { PGlite } from "@electric-sql/pglite";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pgliteDb, postgresDb, type Db, type Query } from "./db.ts";
import { prepareDatabase } from "./migrate.ts";

export interface EmbeddedDatabaseOptions {
  dataDir?: string | undefined;
  databaseUrl?: string | undefined;
}

const seedKey = Symbol.for("solvix.embedded-seed-database");

/**
 * The fresh in-memory database holding the seed, started and prepared once per process: a build reads it four times
 * (the content, articles, images and prices, at different moments), and a PGlite start with the migrations and seed is
 * most of such a read's cost (about 2 CPU-seconds). Each read is a transaction that writes nothing, so it sees the rows
 * a database of its own would hold. It stays open for the process (it holds no file, socket or timer).
 */
function seedDatabase(): Promise<Db> {
  const store = globalThis as { [seedKey]?: Promise<Db> };
  return (store[seedKey] ??= PGlite.create("memory://").then(async (pg) => {
    const db = pgliteDb(pg);
    await prepareDatabase(db);
    return db;
  }));
}

const asVisitor = <T>(db: Db, read: (query: Query) => Promise<T>) =>
  db.transaction(async (query) => {
    await query("set local role anon");
    return read(query);
  });

/**
 * npm start's database (<dataDir>/pglite) or DATABASE_URL's, prepared as the stack prepares it, for `work`; closed
 * after. Also what npm start's own build records its publish in (build-published.ts).
 */
export async function withStartDatabase<T>(options: EmbeddedDatabaseOptions, work: (db: Db) => Promise<T>): Promise<T> {
  let db: Db;
  if (options.databaseUrl) db = postgresDb(options.databaseUrl);
  else if (options.dataDir) {
    // A fresh clone has no .data yet: the build reads the database before npm start's stack has made it.
    await mkdir(options.dataDir, { recursive: true });
    db = pgliteDb(await PGlite.create(join(options.dataDir, "pglite")), { closeWith: true });
  } else throw new Error("no database: give a data folder or a database URL");
  try {
    await prepareDatabase(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

export async function readAsVisitor<T>(options: EmbeddedDatabaseOptions, read: (query: Query) => Promise<T>) {
  if (!options.databaseUrl && !options.dataDir) return asVisitor(await seedDatabase(), read);
  return withStartDatabase(options, (db) => asVisitor(db, read));
}
