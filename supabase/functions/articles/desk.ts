// The writing desk's saves and reads (editors): every article or case study with its state, one row's history, a new
// row and a change. The body is parsed with the content package's schemas (../_shared/content/article-rules.ts), so
// a row that would not build is refused here with its message; row-level security decides who may write.
import type postgres from "postgres";
import { articleSaveSchema, caseStudySaveSchema } from "../_shared/content/article-rules.ts";
import type { ArticleSave, CaseStudySave } from "../_shared/content/article-rules.ts";
import { presentArticle, presentCaseStudy } from "../_shared/published-articles.ts";

export type Kind = "article" | "case-study";

export const tables: Record<Kind, "articles" | "case_studies"> = { article: "articles", "case-study": "case_studies" };

const common = "id, cover_image_id, state, publish_at, first_published_at, updated_at, updated_by";
const columns: Record<Kind, string> = {
  article: `slug, title, summary, body, category, author, tags, ${common}`,
  "case-study": `slug, client, location, focus, team_size, team_countries, challenge, solution, results, tags, ${common}`,
};

/** A row as the desk shows it: its id, fields, state and dates. */
export const presentDeskRow = (kind: Kind, row: Record<string, unknown>) => ({
  id: Number(row.id),
  ...(kind === "article" ? presentArticle(row) : presentCaseStudy(row)),
  // The desk shows the stored state: a scheduled row stays "scheduled" until the scheduled path has published it.
  state: row.state as string,
});

export function parseSave(kind: Kind, body: Record<string, unknown>) {
  return kind === "article" ? articleSaveSchema.safeParse(body) : caseStudySaveSchema.safeParse(body);
}

/** The stored columns of a parsed save. */
function values(kind: Kind, save: ArticleSave | CaseStudySave, sql: postgres.TransactionSql) {
  // A save without coverImageId leaves the stored cover as it is.
  const publishing = {
    state: save.state,
    publish_at: save.publishAt,
    ...(save.coverImageId === undefined ? {} : { cover_image_id: save.coverImageId }),
  };
  if (kind === "article") {
    const { slug, title, summary, body, category, author, tags } = save as ArticleSave;
    return { slug, title, summary, body, category, author, tags, ...publishing };
  }
  const { slug, client, location, focus, team, challenge, solution, results, tags } = save as CaseStudySave;
  return {
    slug,
    client,
    location,
    focus,
    team_size: team.size,
    team_countries: team.countries,
    challenge,
    solution,
    results: sql.json(results),
    tags,
    ...publishing,
  };
}

export async function listDesk(tx: postgres.TransactionSql, kind: Kind) {
  const rows = await tx.unsafe(`select ${columns[kind]} from public.${tables[kind]} order by updated_at desc, id desc`);
  return rows.map((row) => presentDeskRow(kind, row));
}

export async function history(tx: postgres.TransactionSql, kind: Kind, id: number) {
  const rows = await tx<
    { saved_at: Date; saved_by_email: string | null; saved_by: string | null; state: string; title: string }[]
  >`
    select saved_at, saved_by, saved_by_email, state,
           coalesce(snapshot ->> 'title', snapshot ->> 'client') as title
      from public.content_revisions where kind = ${kind} and row_id = ${id} order by id desc limit 100`;
  return rows.map((row) => ({
    savedAt: row.saved_at.toISOString(),
    savedBy: row.saved_by_email ?? row.saved_by,
    state: row.state,
    title: row.title,
  }));
}

/** Inserts (id null) or changes a row; returns it, or null when row-level security let no row change. */
export async function save(
  tx: postgres.TransactionSql,
  kind: Kind,
  id: number | null,
  parsed: ArticleSave | CaseStudySave,
): Promise<ReturnType<typeof presentDeskRow> | null> {
  const row = values(kind, parsed, tx);
  const table = tx(`public.${tables[kind]}`);
  const written =
    id === null
      ? await tx`insert into ${table} ${tx(row)} returning ${tx.unsafe(columns[kind])}`
      : await tx`update ${table} set ${tx(row)} where id = ${id} returning ${tx.unsafe(columns[kind])}`;
  return written[0] ? presentDeskRow(kind, written[0]) : null;
}
