// The published FAQs and careers positions read straight from the embedded database, for a build with no backend running: the database
// npm start keeps in <dataDir>/pglite (or DATABASE_URL's), prepared as the stack prepares it (migrations, seed), or
// a fresh one in memory holding the seed (the tests' builds). Read as a visitor (the anon role), as the faqs function
// reads them.
import { PGlite } from "@electric-sql/pglite";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pgliteDb, postgresDb, type Db } from "./db.ts";
import { prepareDatabase } from "./migrate.ts";
import { presentProof, publishedProofSql, type PublishedProofRow } from "../functions/_shared/published-proof.ts";

export interface StoredFaq {
  id: number;
  question: string;
  answer: string;
  updatedAt: string;
}

/** salaryCurrencies of packages/content/src/position-rules.ts (the column's check). */
type SalaryCurrency = "USD" | "SGD" | "PHP" | "IDR" | "VND" | "INR" | "MYR" | "THB";

export interface StoredPositionRow {
  slug: string;
  title: string;
  location: "Remote" | "Hybrid" | "On-site";
  type: "Full-time" | "Part-time" | "Contract";
  description: string;
  tags: string[];
  validThrough: string | null;
  /** Who may apply and the terms (20261129100000_position_terms.sql), as the function lists them. */
  countries: ("PH" | "ID" | "VN" | "IN" | "SG" | "MY" | "TH")[];
  salary: { currency: SalaryCurrency; min: number; max: number; unit: "MONTH" | "YEAR" } | null;
  benefits: string | null;
  hours: string | null;
  timeZone: string | null;
  datePosted: string;
  closedAt: string | null;
  updatedAt: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The rows a build publishes: the FAQs, and every position (open ones first, as the function lists them). */
export async function readEmbeddedContent(options: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<{ faqs: StoredFaq[]; positions: StoredPositionRow[]; proof: PublishedProofRow[] }> {
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
    const [faqs, positions, proof] = await db.transaction(async (query) => {
      await query("set local role anon");
      const faqRows = await query<{ id: number; question: string; answer: string; updated_at: Date | string }>(
        "select id, question, answer, updated_at from public.faqs order by id",
      );
      const positionRows = await query<{
        slug: string;
        title: string;
        location: StoredPositionRow["location"];
        type: StoredPositionRow["type"];
        description: string;
        tags: string[];
        countries: StoredPositionRow["countries"];
        salary_currency: string | null;
        salary_min: string | number | null;
        salary_max: string | number | null;
        salary_unit: string | null;
        benefits: string | null;
        hours: string | null;
        time_zone: string | null;
        date_posted: Date | string;
        valid_through: Date | string | null;
        closed_at: Date | string | null;
        updated_at: Date | string;
      }>(
        `select slug, title, location, type, description, tags, countries, salary_currency, salary_min, salary_max,
                salary_unit, benefits, hours, time_zone, date_posted, valid_through, closed_at, updated_at
             from public.positions order by closed_at is not null, date_posted desc, added`,
      );
      return [faqRows, positionRows, (await query(publishedProofSql)).map(presentProof)] as const;
    });
    return {
      proof,
      faqs: faqs.map((row) => ({
        id: row.id,
        question: row.question,
        answer: row.answer,
        updatedAt: iso(row.updated_at),
      })),
      positions: positions.map((row) => ({
        slug: row.slug,
        title: row.title,
        location: row.location,
        type: row.type,
        description: row.description,
        tags: row.tags,
        validThrough: row.valid_through === null ? null : iso(row.valid_through),
        countries: row.countries,
        salary:
          row.salary_currency && row.salary_unit && row.salary_min !== null && row.salary_max !== null
            ? {
                currency: row.salary_currency as SalaryCurrency,
                min: Number(row.salary_min),
                max: Number(row.salary_max),
                unit: row.salary_unit as "MONTH" | "YEAR",
              }
            : null,
        benefits: row.benefits,
        hours: row.hours,
        timeZone: row.time_zone,
        datePosted: iso(row.date_posted),
        closedAt: row.closed_at === null ? null : iso(row.closed_at),
        updatedAt: iso(row.updated_at),
      })),
    };
  } finally {
    await db.close();
  }
}
