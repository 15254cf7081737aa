// Images on PGlite and Postgres 15 (issue 48): an image is private until its owning row is live (visitors, and so
// the build, read none of a draft's), editors read and upload them, nobody else uploads, an upload names a row that
// exists, alt text is required, and a cover is an image of the same row (an article's or a case study's). Each test makes its own rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
// The smallest real PNG (1 x 1): the table stores what the function checked; here only its bytes matter.
const png = "89504e470d0a1a0a";

let counter = 0;
const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++counter}`;

for (const target of targets()) {
  describe.runIf(target.available)(`images on ${target.name}`, () => {
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
    const article = async (state = "draft") => {
      const [row] = await as(
        editor,
        `insert into public.articles (slug, title, summary, body, category, author, tags, state)
         values ($1, 'An article', 'A summary of the article.', 'Twenty characters of body text at least.', 'News',
                 'The Team', array['News'], $2) returning id`,
        [uniqueSlug("image-owner"), state],
      );
      return Number(row!.id);
    };
    const upload = (claims: object | null, ownerId: number, alt = "A team at work", kind = "article") =>
      as(
        claims,
        `insert into public.images (owner_kind, owner_id, mime, bytes, width, height, alt)
         values ($1, $2, 'image/png', decode($3, 'hex'), 1, 1, $4) returning id, uploaded_by, uploaded_by_email`,
        [kind, ownerId, png, alt],
      );
    const visitorSees = async (id: unknown) =>
      (await as(null, "select id from public.images where id = $1", [id])).length === 1;

    it("keeps a draft's image from visitors until the draft is published", async () => {
      const owner = await article();
      const [image] = await upload(editor, owner);
      expect(image?.uploaded_by).toBe(editor.sub);
      expect(image?.uploaded_by_email).toBe(editor.email);
      expect(await visitorSees(image!.id)).toBe(false);
      expect(await as(recruiter, "select id from public.images where id = $1", [image!.id])).toHaveLength(0);
      expect(await as(editor, "select id from public.images where id = $1", [image!.id])).toHaveLength(1);
      await as(editor, "update public.articles set state = 'published' where id = $1", [owner]);
      expect(await visitorSees(image!.id)).toBe(true);
      await as(editor, "update public.articles set state = 'unpublished' where id = $1", [owner]);
      expect(await visitorSees(image!.id)).toBe(false);
    });

    it("lets only editors upload, for a row that exists, with alt text", async () => {
      const owner = await article();
      await expect(upload(recruiter, owner)).rejects.toThrow(/row-level security/);
      await expect(upload(null, owner)).rejects.toThrow(/permission denied/);
      await expect(upload(editor, 999_999_999)).rejects.toThrow(/row-level security/);
      await expect(upload(editor, owner, "   ")).rejects.toThrow(/check constraint/);
      await expect(upload(editor, owner, "A proof photo", "proof")).rejects.toThrow(/row-level security/);
    });

    it("takes as a cover only an image of the same row", async () => {
      const owner = await article();
      const other = await article();
      const [own] = await upload(editor, owner);
      const [foreign] = await upload(editor, other);
      await as(editor, "update public.articles set cover_image_id = $1 where id = $2", [own!.id, owner]);
      await expect(
        as(editor, "update public.articles set cover_image_id = $1 where id = $2", [foreign!.id, owner]),
      ).rejects.toThrow(/articles_cover/);
      const [saved] = await as(editor, "select cover_image_id from public.articles where id = $1", [owner]);
      expect(Number(saved?.cover_image_id)).toBe(Number(own!.id));
    });

    const caseStudy = async (state = "draft", publishAt: string | null = null) => {
      const [row] = await as(
        editor,
        `insert into public.case_studies (slug, client, location, focus, team_size, team_countries, challenge, solution,
                                          results, tags, state, publish_at)
         values ($1, 'A client', 'Singapore', '2 staff from India', 2, array['India'],
                 'Twenty characters of challenge at least.', 'Twenty characters of solution at least.',
                 '[{"value":"1","label":"One"},{"value":"2","label":"Two"},{"value":"3","label":"Three"}]'::jsonb,
                 array['Legal'], $2, $3) returning id`,
        [uniqueSlug("cover-owner"), state, publishAt],
      );
      return Number(row!.id);
    };
    const visitorCoverOf = async (id: number) =>
      (await as(null, "select cover_image_id from public.case_studies where id = $1", [id]))[0]?.cover_image_id;

    it("keeps a case study's cover private while it is a draft or not yet due, and takes only its own image", async () => {
      const owner = await caseStudy();
      const other = await caseStudy();
      const [cover] = await upload(editor, owner, "The client's team at work", "case-study");
      const [foreign] = await upload(editor, other, "Another client's office", "case-study");
      await as(editor, "update public.case_studies set cover_image_id = $1 where id = $2", [cover!.id, owner]);
      await expect(
        as(editor, "update public.case_studies set cover_image_id = $1 where id = $2", [foreign!.id, owner]),
      ).rejects.toThrow(/case_studies_cover/);
      // A draft: visitors (and so the build) see neither the row, its cover column, nor the image.
      expect(await visitorCoverOf(owner)).toBeUndefined();
      expect(await visitorSees(cover!.id)).toBe(false);
      expect(await as(recruiter, "select id from public.images where id = $1", [cover!.id])).toHaveLength(0);
      // Scheduled for later: still private.
      await as(
        editor,
        "update public.case_studies set state = 'scheduled', publish_at = now() + interval '1 day' where id = $1",
        [owner],
      );
      expect(await visitorCoverOf(owner)).toBeUndefined();
      expect(await visitorSees(cover!.id)).toBe(false);
      // Published: the row names its cover and the image is readable; the other draft's image stays private.
      await as(editor, "update public.case_studies set state = 'published', publish_at = null where id = $1", [owner]);
      expect(Number(await visitorCoverOf(owner))).toBe(Number(cover!.id));
      expect(await visitorSees(cover!.id)).toBe(true);
      expect(await visitorSees(foreign!.id)).toBe(false);
      // Unpublished: private again.
      await as(editor, "update public.case_studies set state = 'unpublished' where id = $1", [owner]);
      expect(await visitorSees(cover!.id)).toBe(false);
    });

    it("lets editors change the alt text and nothing else; nobody deletes", async () => {
      const owner = await article();
      const [image] = await upload(editor, owner);
      await as(editor, "update public.images set alt = 'Two people at a desk' where id = $1", [image!.id]);
      await expect(as(editor, "update public.images set width = 2 where id = $1", [image!.id])).rejects.toThrow(
        /permission denied/,
      );
      await expect(as(editor, "delete from public.images where id = $1", [image!.id])).rejects.toThrow(
        /permission denied/,
      );
      const changed = await as(recruiter, "update public.images set alt = 'x y' where id = $1 returning id", [
        image!.id,
      ]);
      expect(changed).toHaveLength(0);
    });
  });
}
