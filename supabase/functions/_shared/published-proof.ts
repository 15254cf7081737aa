// The published proof (testimonials, client logos, team, certifications) as a visitor (the anon role) reads it: the
// same statement for the `proof` function (GET /proof, what a production build reads) and for the embedded
// database's read (supabase/local/published.ts). Row-level security leaves drafts out; the consent record is not
// among the columns a visitor may read.

export const publishedProofSql = `
  select id, kind, name, role, company, quote, country, field, issuer, year, image_id, state, sort_order, updated_at
    from public.proof_items
   where state = 'published'
   order by kind, sort_order, id`;

type Row = Record<string, unknown>;

const text = (value: unknown) => value as string;
const imageOf = (row: Row) => (row.image_id === null || row.image_id === undefined ? null : Number(row.image_id));
const iso = (value: unknown) => new Date(value as Date | string).toISOString();

/** A row as the build reads it (packages/content/src/proof-rules.ts, publishedProofSchema). */
export function presentProof(row: Row) {
  const common = {
    id: Number(row.id),
    state: row.state as "draft" | "published",
    sortOrder: Number(row.sort_order),
    updatedAt: iso(row.updated_at),
  };
  switch (row.kind) {
    case "testimonial":
      return {
        kind: "testimonial" as const,
        quote: text(row.quote),
        name: text(row.name),
        role: text(row.role),
        company: text(row.company),
        field: (row.field ?? null) as string | null,
        photo: imageOf(row),
        ...common,
      };
    case "logo":
      return {
        kind: "logo" as const,
        company: text(row.company),
        logo: imageOf(row),
        ...common,
      };
    case "team":
      return {
        kind: "team" as const,
        name: text(row.name),
        role: text(row.role),
        country: text(row.country),
        photo: imageOf(row),
        ...common,
      };
    default:
      return {
        kind: "certification" as const,
        name: text(row.name),
        issuer: text(row.issuer),
        year: row.year === null || row.year === undefined ? null : Number(row.year),
        image: imageOf(row),
        ...common,
      };
  }
}

export type PublishedProofRow = ReturnType<typeof presentProof>;
