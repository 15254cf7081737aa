// The proof desk's reads and saves (editors): every row with its consent record, a new row, a change, a deletion. A
// body is parsed with the content package's schema (../_shared/content/proof-rules.ts), so a row the site could not
// build, or a testimonial or logo without the client's agreement, is refused with its message; row-level security
// decides who may write.
import type postgres from "postgres";
import type { ProofConsent, ProofSave } from "../_shared/content/proof-rules.ts";
import { presentProof } from "../_shared/published-proof.ts";

const columns = `id, kind, name, role, company, quote, country, field, issuer, year, image_id, consent_by, consent_at,
  consent_how, state, sort_order, updated_at, updated_by`;

type Row = Record<string, unknown>;

/** A row as the desk shows it: what the build reads, with the consent record and its state. */
export function presentDeskRow(row: Row) {
  const consent =
    row.consent_by === null || row.consent_by === undefined
      ? null
      : {
          by: row.consent_by as string,
          at: new Date(row.consent_at as Date | string).toISOString().slice(0, 10),
          how: row.consent_how as string,
        };
  return {
    ...presentProof(row),
    ...(consent ? { consent } : {}),
    updatedBy: (row.updated_by ?? null) as string | null,
  };
}

/** The stored columns of a parsed save; the columns another kind uses are cleared. */
function values(save: ProofSave) {
  const none = { name: null, role: null, company: null, quote: null, country: null, field: null, issuer: null };
  const base = { ...none, year: null, image_id: null, consent_by: null, consent_at: null, consent_how: null };
  const order = { kind: save.kind, state: save.state, sort_order: save.sortOrder };
  const agreed = ({ by, at, how }: ProofConsent) => ({ consent_by: by, consent_at: at, consent_how: how });
  switch (save.kind) {
    case "testimonial": {
      const { quote, name, role, company, field, photo } = save;
      return { ...base, quote, name, role, company, field, image_id: photo, ...agreed(save.consent), ...order };
    }
    case "logo":
      return { ...base, company: save.company, image_id: save.logo, ...agreed(save.consent), ...order };
    case "team":
      return { ...base, name: save.name, role: save.role, country: save.country, image_id: save.photo, ...order };
    case "certification":
      return { ...base, name: save.name, issuer: save.issuer, year: save.year, image_id: save.image, ...order };
  }
}

export async function listDesk(tx: postgres.TransactionSql) {
  const rows = await tx.unsafe(`select ${columns} from public.proof_items order by kind, sort_order, id`);
  return rows.map(presentDeskRow);
}

/** Inserts (id null) or changes a row; returns it, or null when row-level security let no row change. */
export async function save(tx: postgres.TransactionSql, id: number | null, parsed: ProofSave) {
  const row = values(parsed);
  const written =
    id === null
      ? await tx`insert into public.proof_items ${tx(row)} returning ${tx.unsafe(columns)}`
      : await tx`update public.proof_items set ${tx(row)} where id = ${id} returning ${tx.unsafe(columns)}`;
  return written[0] ? presentDeskRow(written[0]) : null;
}

/** Deletes a row; false when there was none the caller may delete. */
export async function remove(tx: postgres.TransactionSql, id: number): Promise<boolean> {
  const deleted = await tx`delete from public.proof_items where id = ${id} returning id`;
  return deleted.length === 1;
}
