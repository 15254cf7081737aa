// The live articles and case studies and the retired addresses, as a visitor (the anon role) reads them: the same
// statements for the `articles` function (GET /articles, what a production build reads) and for the embedded
// database's read (supabase/local/published.ts). Row-level security leaves drafts out; a scheduled row whose time
// has come is read as published even before the scheduled path has turned it (public.publish_due_content).

export const liveArticlesSql = `
  select slug, title, summary, body, category, author, tags, cover_image_id, state, publish_at, first_published_at, updated_at
    from public.articles
   where state = 'published' or (state = 'scheduled' and publish_at <= now())
   order by coalesce(first_published_at, publish_at) desc, id desc`;

export const liveCaseStudiesSql = `
  select slug, client, location, focus, team_size, team_countries, challenge, solution, results, tags, cover_image_id, state,
         publish_at, first_published_at, updated_at
    from public.case_studies
   where state = 'published' or (state = 'scheduled' and publish_at <= now())
   order by coalesce(first_published_at, publish_at), id`;

export const retiredAddressesSql = `select kind, slug, status, target from public.retired_addresses order by kind, slug`;

type Time = Date | string | null;
type Row = Record<string, unknown>;

const iso = (value: Time) => (value === null ? null : new Date(value).toISOString());

/** The cover image's id (bigint arrives as a string from some drivers), or null. */
const cover = (row: Row) =>
  row.cover_image_id === null || row.cover_image_id === undefined ? null : Number(row.cover_image_id);

/** A scheduled row that is due is published: its first publication is its scheduled time. */
const publishing = (row: Row) => {
  const due = row.state === "scheduled";
  return {
    state: due ? "published" : (row.state as string),
    publishAt: iso(row.publish_at as Time),
    firstPublishedAt: iso((row.first_published_at ?? (due ? row.publish_at : null)) as Time),
    updatedAt: iso(row.updated_at as Time) as string,
  };
};

export const presentArticle = (row: Row) => ({
  slug: row.slug as string,
  title: row.title as string,
  summary: row.summary as string,
  body: row.body as string,
  category: row.category as string,
  author: row.author as string,
  tags: row.tags as string[],
  coverImageId: cover(row),
  ...publishing(row),
});

export const presentCaseStudy = (row: Row) => ({
  slug: row.slug as string,
  client: row.client as string,
  location: row.location as string,
  focus: row.focus as string,
  team: { size: row.team_size as number, countries: row.team_countries as string[] },
  challenge: row.challenge as string,
  solution: row.solution as string,
  results: (typeof row.results === "string" ? JSON.parse(row.results) : row.results) as {
    value: string;
    label: string;
  }[],
  tags: row.tags as string[],
  coverImageId: cover(row),
  ...publishing(row),
});

export const presentRetired = (row: Row) => ({
  kind: row.kind as "article" | "case-study",
  slug: row.slug as string,
  status: row.status as 301 | 410,
  target: row.target as string | null,
});

export type PublishedArticleRow = ReturnType<typeof presentArticle>;
export type PublishedCaseStudyRow = ReturnType<typeof presentCaseStudy>;
export type RetiredAddressRow = ReturnType<typeof presentRetired>;
