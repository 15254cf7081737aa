// Articles and case studies on PGlite and Postgres 15 (issue 48): the seed is live; visitors read only what is live
// (no draft, no scheduled row before its time, no unpublished row); editors read and write every row and nobody
// else writes; a published row renamed leaves a 301, unpublished a 410; the scheduled path publishes what is due;
// every save is kept with who made it. Each test uses its own slugs.
import { seedArticles, seedCaseStudies } from "@solvix/content/seed-articles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveArticlesSql, presentArticle } from "../functions/_shared/published-articles.ts";
import type { Db } from "../local/db.ts";
import { targets } from "./targets.ts";

const editor = {
  sub: "77777777-7777-4777-8777-777777777777",
  email: "editor@example.com",
  role: "authenticated",
  app_metadata: { roles: ["recruiter", "editor"] },
};
const recruiter = {
  sub: "88888888-8888-4888-8888-888888888888",
  role: "authenticated",
  app_metadata: { role: "recruiter" },
};

let counter = 0;
const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++counter}`;

for (const target of targets()) {
  describe.runIf(target.available)(`articles and case studies on ${target.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = (await target.openPrepared()).db;
    });
    afterAll(async () => {
      await db?.close();
    });

    const as = (claims: object | null, statement: string, params: unknown[] = []) =>
      db.transaction(async (q) => {
        await q("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          claims ? "authenticated" : "anon",
          claims ? JSON.stringify(claims) : "",
        ]);
        return q<Record<string, unknown>>(statement, params);
      });
    const draft = (claims: object | null, slug: string, state = "draft", publishAt: string | null = null) =>
      as(
        claims,
        `insert into public.articles (slug, title, summary, body, category, author, tags, state, publish_at)
         values ($1, 'A draft', 'A summary of the draft.', 'Twenty characters of body text at least.', 'News',
                 'The Team', array['News'], $2, $3) returning id, slug, state`,
        [slug, state, publishAt],
      );
    const visitorSees = async (slug: string) =>
      (await as(null, "select slug from public.articles where slug = $1", [slug])).length === 1;

    it("holds the content's article and case studies, published at their dates", async () => {
      const articles = (await as(null, liveArticlesSql)).map(presentArticle);
      const seeded = articles.find((row) => row.slug === seedArticles[0]!.slug);
      expect(seeded?.state).toBe("published");
      expect(seeded?.body).toContain("## 1. No Employment Quota Worries");
      expect(seeded?.updatedAt.slice(0, 10)).toBe(seedArticles[0]!.updated);
      const studies = await as(null, "select slug from public.case_studies order by id");
      expect(studies.map((row) => row.slug)).toEqual(seedCaseStudies.map((study) => study.slug));
      // The history's first version is the seed's, dated as its row is (the desk's list says "Changed 1 Jul 2025"),
      // not when the database was seeded.
      const firstVersions = await as(
        editor,
        `select distinct on (r.kind, r.row_id) r.saved_at = a.updated_at as dated_as_row
           from public.content_revisions r
           join (select 'article' as kind, id, slug, updated_at from public.articles
                 union all select 'case-study', id, slug, updated_at from public.case_studies) a
             on a.kind = r.kind and a.id = r.row_id
          where a.slug = any($1)
          order by r.kind, r.row_id, r.id`,
        [[...seedArticles, ...seedCaseStudies].map((row) => row.slug)],
      );
      expect(firstVersions).toEqual(
        Array.from({ length: seedArticles.length + seedCaseStudies.length }, () => ({ dated_as_row: true })),
      );
    });

    it("lets editors write drafts that visitors never read, and nobody else write", async () => {
      const slug = uniqueSlug("draft");
      await draft(editor, slug);
      expect(await visitorSees(slug)).toBe(false);
      expect((await as(editor, "select slug from public.articles where slug = $1", [slug])).length).toBe(1);
      await expect(draft(recruiter, uniqueSlug("recruiter"))).rejects.toThrow(/row-level security/);
      await expect(draft(null, uniqueSlug("anon"))).rejects.toThrow(/permission denied/);
      await expect(
        as(editor, "update public.articles set first_published_at = now() where slug = $1", [slug]),
      ).rejects.toThrow(/permission denied/);
    });

    it("keeps every save with who made it", async () => {
      const slug = uniqueSlug("history");
      const [row] = await draft(editor, slug);
      await as(editor, "update public.articles set title = 'A better title' where id = $1", [row!.id]);
      const history = await as(
        editor,
        `select saved_by, saved_by_email, snapshot ->> 'title' as title from public.content_revisions
          where kind = 'article' and row_id = $1 order by id`,
        [row!.id],
      );
      expect(history).toEqual([
        { saved_by: editor.sub, saved_by_email: editor.email, title: "A draft" },
        { saved_by: editor.sub, saved_by_email: editor.email, title: "A better title" },
      ]);
      expect(await as(recruiter, "select id from public.content_revisions where row_id = $1", [row!.id])).toEqual([]);
    });

    it("keeps who changed a published row last and when for a save that changes nothing, with no revision", async () => {
      const slug = uniqueSlug("unchanged");
      const [row] = await draft(editor, slug);
      await as(editor, "update public.articles set state = 'published' where id = $1", [row!.id]);
      const stamps = () =>
        as(null, "select updated_at::text, first_published_at::text from public.articles where id = $1", [row!.id]);
      const revisions = async () =>
        (await as(editor, "select id from public.content_revisions where row_id = $1 and kind = 'article'", [row!.id]))
          .length;
      const before = await stamps();
      const revisionsBefore = await revisions();
      // The desk's save: every field, as they are, by another editor.
      const other = { ...editor, sub: "99999999-9999-4999-8999-999999999999" };
      await as(
        other,
        `update public.articles set slug = slug, title = title, summary = summary, body = body, category = category,
           author = author, tags = tags, state = state, publish_at = publish_at where id = $1`,
        [row!.id],
      );
      expect(await stamps()).toEqual(before);
      expect(await revisions()).toBe(revisionsBefore);
      const updatedBy = async () =>
        (await as(editor, "select updated_by from public.articles where id = $1", [row!.id]))[0]!.updated_by;
      expect(await updatedBy()).toBe(editor.sub);
      await as(other, "update public.articles set title = 'A changed title' where id = $1", [row!.id]);
      expect((await stamps())[0]!.updated_at).not.toBe(before[0]!.updated_at);
      expect(await revisions()).toBe(revisionsBefore + 1);
      expect(await updatedBy()).toBe(other.sub);
    });

    it("renames a draft freely, and a published row with a permanent redirect; unpublished answers 410", async () => {
      const first = uniqueSlug("first");
      const second = uniqueSlug("second");
      const third = uniqueSlug("third");
      const [row] = await draft(editor, first);
      const retired = () =>
        as(null, "select slug, status, target from public.retired_addresses where slug = any($1)", [
          [first, second, third],
        ]);
      await as(editor, "update public.articles set slug = $2 where id = $1", [row!.id, second]);
      expect(await retired()).toEqual([]);
      await as(editor, "update public.articles set state = 'published' where id = $1", [row!.id]);
      expect(await visitorSees(second)).toBe(true);
      await as(editor, "update public.articles set slug = $2 where id = $1", [row!.id, third]);
      expect(await retired()).toEqual([{ slug: second, status: 301, target: third }]);
      await as(editor, "update public.articles set state = 'unpublished' where id = $1", [row!.id]);
      expect(await visitorSees(third)).toBe(false);
      expect(new Set((await retired()).map((r) => `${r.slug} ${r.status} ${r.target}`))).toEqual(
        new Set([`${second} 410 null`, `${third} 410 null`]),
      );
    });

    it("publishes a scheduled row when it is due, and not before", async () => {
      const due = uniqueSlug("due");
      const later = uniqueSlug("later");
      await draft(editor, due, "scheduled", new Date(Date.now() - 60_000).toISOString());
      await draft(editor, later, "scheduled", new Date(Date.now() + 3_600_000).toISOString());
      expect(await visitorSees(due)).toBe(true);
      expect(await visitorSees(later)).toBe(false);
      await db.query("select public.publish_due_content()");
      const states = await db.query<{ slug: string; state: string; first_published_at: Date | null }>(
        "select slug, state, first_published_at from public.articles where slug = any($1) order by slug",
        [[due, later]],
      );
      expect(states.map((row) => [row.slug, row.state, row.first_published_at !== null])).toEqual([
        [due, "published", true],
        [later, "scheduled", false],
      ]);
      await expect(as(editor, "select public.publish_due_content()")).rejects.toThrow(/permission denied/);
    });
  });
}
