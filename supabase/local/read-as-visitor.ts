// What a build reads from the embedded database when no backend runs (published.ts, published-articles.ts,
// published-images.ts, published-pricing.ts): the database npm start keeps in <dataDir>/pglite (or DATABASE_URL's),
// prepared as the stack prepares it (migrations, seed), or a fresh one in memory holding the seed (the tests' builds).
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

export async function readAsVisitor<T>(options: EmbeddedDatabaseOptions, read: (query: Query) => Promise<T>) {
  let db: Db;
  if (options.databaseUrl) db = postgresDb(options.databaseUrl);
  else {
    // A fresh clone has no .data yet: the build reads the database before npm start's stack has made it.
    if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
    const pg = await PGlite.create(options.dataDir ? join(options.dataDir, "pglite") : "memory://");
    db = pgliteDb(pg, { closeWith: true });
  }
  try {
    await prepareDatabase(db);
    return await db.transaction(async (query) => {
      await query("set local role anon");
      return read(query);
    });
  } finally {
    await db.close();
  }
}
