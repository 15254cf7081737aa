// The published FAQs read straight from the embedded database, for a build with no backend running: the database
// npm start keeps in <dataDir>/pglite (or DATABASE_URL's), prepared as the stack prepares it (migrations, seed), or
// a fresh one in memory holding the seed (the tests' builds). Read as a visitor (the anon role), as the faqs function
// reads them.
import { PGlite } from "@electric-sql/pglite";
import { join } from "node:path";
import { pgliteDb, postgresDb, type Db } from "./db.ts";
import { prepareDatabase } from "./migrate.ts";

export interface StoredFaq {
  id: number;
  question: string;
  answer: string;
  updatedAt: string;
}

export async function readEmbeddedFaqs(options: { dataDir?: string; databaseUrl?: string }): Promise<StoredFaq[]> {
  let db: Db;
  if (options.databaseUrl) db = postgresDb(options.databaseUrl);
  else {
    const pg = await PGlite.create(options.dataDir ? join(options.dataDir, "pglite") : "memory://");
    db = pgliteDb(pg, { closeWith: true });
  }
  try {
    await prepareDatabase(db);
    const rows = await db.transaction(async (query) => {
      await query("set local role anon");
      return query<{ id: number; question: string; answer: string; updated_at: Date | string }>(
        "select id, question, answer, updated_at from public.faqs order by id",
      );
    });
    return rows.map((row) => ({
      id: row.id,
      question: row.question,
      answer: row.answer,
      updatedAt: new Date(row.updated_at).toISOString(),
    }));
  } finally {
    await db.close();
  }
}
