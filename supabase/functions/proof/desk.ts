// The proof desk's reads and saves (editors): every row with its consent record, a new row, a change, a deletion. A
// body is parsed with the content package's schema (../_shared/content/proof-rules.ts), so a row the site could not
// build, or a testimonial or logo without the client's agreement, is refused with its message; row-level security
// decides who may write. The consent record comes from public.proof_consents(), which gives it to editors only (the
// table's columns keep it from every other signed-in account).
import type postgres from "postgres";
import type { ProofConsent, ProofSave } from "../_shared/content/proof-rules.ts";
import { presentProof } from "../_shared/published-proof.ts";

const columns = `p.id, kind, name, role, company, quote, country, field, issuer, year, image_id, state, sort_order,
  updated_at, updated_by, c.consent_by, c.consent_at, c.consent_how`;
/** The rows as the desk reads them: each with its consent record. */
const deskRows = `select ${columns} from public.proof_items p left join public.proof_consents() c on c.id = p.id`;

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
  const rows = await tx.unsafe(`${deskRows} order by kind, sort_order, p.id`);
  return rows.map(presentDeskRow);
}

/** Inserts (id null) or changes a row; returns it, or null when row-level security let no row change. */
export async function save(tx: postgres.TransactionSql, id: number | null, parsed: ProofSave) {
  const row = values(parsed);
  const [written] =
    id === null
      ? await tx`insert into public.proof_items ${tx(row)} returning id`
      : await tx`update public.proof_items set ${tx(row)} where id = ${id} returning id`;
  if (!written) return null;
  const [saved] = await tx.unsafe(`${deskRows} where p.id = $1`, [written.id]);
  return saved ? presentDeskRow(saved) : null;
}

/** Deletes a row; false when there was none the caller may delete. */
export async function remove(tx: postgres.TransactionSql, id: number): Promise<boolean> {
  const deleted = await tx`delete from public.proof_items where id = ${id} returning id`;
  return deleted.length === 1;
}
