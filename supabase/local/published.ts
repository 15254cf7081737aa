// The published FAQs, careers positions and proof read straight from the embedded database, for a build with no
// backend running (read-as-visitor.ts: the stack's database or a fresh one holding the seed, as a visitor), as the
// functions read them.
import { presentProof, publishedProofSql, type PublishedProofRow } from "../functions/_shared/published-proof.ts";
import { readAsVisitor, type EmbeddedDatabaseOptions } from "./read-as-visitor.ts";

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
export async function readEmbeddedContent(
  options: EmbeddedDatabaseOptions,
): Promise<{ faqs: StoredFaq[]; positions: StoredPositionRow[]; proof: PublishedProofRow[] }> {
  const [faqs, positions, proof] = await readAsVisitor(options, async (query) => {
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
}
