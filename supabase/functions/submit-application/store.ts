// Storing an application with its CV (one call, one transaction), and finding the open position it is for. Its two
// e-mails and their delivery: mails.ts.
import type postgres from "postgres";
import type { Attribution } from "../_shared/attribution.ts";
import type { TalentPoolCategory } from "../_shared/content/application.ts";
import type { PositionCountry } from "../_shared/content/position-rules.ts";
import type { AcknowledgementLimits, OutboxRow, RetrySettings } from "../_shared/enquiries.ts";

export interface ApplicationInput {
  idempotencyKey: string;
  clientHash: string;
  position: string | null;
  /** The open position's title when the application was taken (its e-mails name it). */
  positionTitle: string | null;
  category: TalentPoolCategory | null;
  name: string;
  email: string;
  country: string;
  phone: string;
  profileUrl: string;
  note: string;
  file: { name: string; mediaType: string; sha256: string; bytes: Uint8Array<ArrayBuffer> };
  /** Where the visit came from (cleaned by _shared/attribution.ts), or null. */
  attribution?: Attribution | null;
}

export interface ApplicationRow extends OutboxRow {
  position_slug: string | null;
  /** The position's title (public.positions), whether it is open or closed now. */
  position_title: string | null;
  category: string | null;
  name: string;
  email: string;
  country: string;
  phone: string | null;
  profile_url: string | null;
  note: string;
  created_at: Date;
  attempts: number;
  last_error?: string | null;
  file_name: string;
  file_size: number;
  attribution?: Attribution | null;
}

/** A duplicate answers with the application stored first: its id and whether its acknowledgement was queued. */
export type StoreOutcome =
  | { outcome: "created"; row: ApplicationRow }
  | { outcome: "duplicate"; id: string; acknowledgementSkipped: string | null }
  | { outcome: "rate_limited" };

export async function storeApplication(
  sql: postgres.Sql,
  input: ApplicationInput,
  limit: { max: number; windowMs: number },
  retry: RetrySettings,
  /** The per-client ceiling is not applied to applications (20261129100100_application_first_acknowledgement.sql). */
  acknowledgements: Omit<AcknowledgementLimits, "perClientPerHour">,
): Promise<StoreOutcome> {
  const [row] = await sql<
    {
      outcome: string;
      application_id: string | null;
      created_at: Date | null;
      lease_token: string | null;
      acknowledgement_skipped: string | null;
    }[]
  >`
    select outcome, application_id::text, created_at, lease_token::text, acknowledgement_skipped
      from private.submit_application(
        ${input.idempotencyKey}::uuid, ${input.clientHash}, ${input.position}, ${input.category}, ${input.name},
        ${input.email}, ${input.country}, ${input.phone}, ${input.profileUrl}, ${input.note}, ${input.file.name},
        ${input.file.mediaType}, ${input.file.sha256}, ${input.file.bytes}, ${limit.max}, ${limit.windowMs},
        ${retry.leaseMs}, ${acknowledgements.perRecipientPerDay}, ${acknowledgements.sitePerHour},
        ${input.attribution ? sql.json(JSON.parse(JSON.stringify(input.attribution))) : null}::jsonb
      )`;
  if (row?.outcome === "created" && row.application_id && row.created_at && row.lease_token) {
    return {
      outcome: "created",
      row: {
        id: row.application_id,
        lease_token: row.lease_token,
        notified_at: null,
        acknowledged_at: null,
        acknowledgement_skipped: row.acknowledgement_skipped,
        position_slug: input.position,
        position_title: input.positionTitle,
        category: input.category,
        name: input.name,
        email: input.email,
        country: input.country,
        phone: input.phone || null,
        profile_url: input.profileUrl || null,
        note: input.note,
        created_at: row.created_at,
        attempts: 1,
        file_name: input.file.name,
        file_size: input.file.bytes.length,
        attribution: input.attribution ?? null,
      },
    };
  }
  if (row?.outcome === "duplicate" && row.application_id) {
    return { outcome: "duplicate", id: row.application_id, acknowledgementSkipped: row.acknowledgement_skipped };
  }
  if (row?.outcome === "rate_limited") return { outcome: "rate_limited" };
  throw new Error(`unexpected submit outcome ${row?.outcome}`);
}

/** An open position's title and the countries its candidates may live in (ISO codes), or null when there is none of
 * that slug or it is closed. */
export async function openPosition(
  sql: postgres.Sql,
  slug: string,
): Promise<{ title: string; countries: PositionCountry[] } | null> {
  const [row] = await sql<{ title: string; countries: PositionCountry[] }[]>`
    select title, countries from public.positions where slug = ${slug} and closed_at is null`;
  return row ?? null;
}
