// The published prices, fee, rates and calculator roles read straight from the embedded database, for a build with no
// backend running (as published-articles.ts reads the articles: the same database, prepared the same way), with the
// statements the pricing function runs, as a visitor (the anon role).
import { PGlite } from "@electric-sql/pglite";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pgliteDb, postgresDb, type Db } from "./db.ts";
import { prepareDatabase } from "./migrate.ts";
import {
  presentPricing,
  publishedPricesSql,
  publishedRolesSql,
  publishedTermsSql,
} from "../functions/_shared/published-pricing.ts";

export async function readEmbeddedPricing(options: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<ReturnType<typeof presentPricing>> {
  let db: Db;
  if (options.databaseUrl) db = postgresDb(options.databaseUrl);
  else {
    if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
    const pg = await PGlite.create(options.dataDir ? join(options.dataDir, "pglite") : "memory://");
    db = pgliteDb(pg, { closeWith: true });
  }
  try {
    await prepareDatabase(db);
    return await db.transaction(async (query) => {
      await query("set local role anon");
      return presentPricing(
        await query(publishedPricesSql),
        await query(publishedTermsSql),
        await query(publishedRolesSql),
      );
    });
  } finally {
    await db.close();
  }
}
