// The live articles and case studies and the retired addresses read straight from the embedded database, for a build
// with no backend running (as published.ts reads the FAQs and positions: the same database, prepared the same way),
// with the statements the articles function runs, as a visitor (the anon role).
import { PGlite } from "@electric-sql/pglite";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pgliteDb, postgresDb, type Db } from "./db.ts";
import { prepareDatabase } from "./migrate.ts";
import {
  liveArticlesSql,
  liveCaseStudiesSql,
  presentArticle,
  presentCaseStudy,
  presentRetired,
  retiredAddressesSql,
  type PublishedArticleRow,
  type PublishedCaseStudyRow,
  type RetiredAddressRow,
} from "../functions/_shared/published-articles.ts";

export interface EmbeddedArticles {
  articles: PublishedArticleRow[];
  caseStudies: PublishedCaseStudyRow[];
  retired: RetiredAddressRow[];
}

export async function readEmbeddedArticles(options: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<EmbeddedArticles> {
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
      return {
        articles: (await query(liveArticlesSql)).map(presentArticle),
        caseStudies: (await query(liveCaseStudiesSql)).map(presentCaseStudy),
        retired: (await query(retiredAddressesSql)).map(presentRetired),
      };
    });
  } finally {
    await db.close();
  }
}
