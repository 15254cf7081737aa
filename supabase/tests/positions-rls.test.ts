// Row-level security and grants of the careers positions on PGlite and Postgres 15: everyone reads; only positions
// editors (app_metadata.role, or among app_metadata.roles) add and change; nobody deletes, changes an address or
// dates a position; and the seed.
import { listPositions } from "@solvix/content/pages/careers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../local/db.ts";
import { targets } from "./targets.ts";

const editor = {
  sub: "55555555-5555-4555-8555-555555555555",
  role: "authenticated",
  app_metadata: { roles: ["recruiter", "positions_editor"] },
};
const recruiter = {
  sub: "66666666-6666-4666-8666-666666666666",
  role: "authenticated",
  app_metadata: { role: "recruiter" },
};
const otherEditor = {
  sub: "77777777-7777-4777-8777-777777777777",
  role: "authenticated",
  app_metadata: { role: "positions_editor" },
};
const selfPromoted = { ...recruiter, user_metadata: { role: "positions_editor" } };

for (const target of targets()) {
  describe.runIf(target.available)(`positions row-level security on ${target.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = (await target.openPrepared()).db;
    });
    afterAll(async () => {
      await db?.close();
    });

    const as = (role: "anon" | "authenticated", claims: object | null, statement: string, params: unknown[] = []) =>
      db.transaction(async (q) => {
        await q("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          role,
          claims ? JSON.stringify(claims) : "",
        ]);
        return q<Record<string, unknown>>(statement, params);
      });
    const insert = (claims: object | null, slug: string) =>
      as(
        claims ? "authenticated" : "anon",
        claims,
        `insert into public.positions (slug, title, location, type, description, tags)
         values ($1, 'Data Analyst', 'Remote', 'Contract', 'Reports and dashboards for staff and clients.', array['SQL'])
         returning slug, date_posted, closed_at`,
        [slug],
      );

    it("holds the content's positions, open, with their posting date", async () => {
      const rows = await db.query<{ slug: string; title: string; tags: string[]; date_posted: Date; closed_at: null }>(
        "select slug, title, tags, date_posted, closed_at from public.positions order by added",
      );
      expect(rows.map((row) => [row.slug, row.title, row.tags, row.closed_at])).toEqual(
        listPositions().map((p) => [p.slug, p.title, p.tags, null]),
      );
      expect(new Date(rows[0]!.date_posted).toISOString()).toBe(new Date(listPositions()[0]!.datePosted).toISOString());
    });

    it("lets everyone read, and no one but a positions editor add or change", async () => {
      expect(await as("anon", null, "select slug from public.positions")).toHaveLength(listPositions().length);
      await expect(insert(null, "anon-analyst")).rejects.toThrow(/permission denied/);
      for (const claims of [recruiter, selfPromoted]) {
        await expect(insert(claims, "recruiter-analyst")).rejects.toThrow(/row-level security/);
        expect(
          await as(
            "authenticated",
            claims,
            "update public.positions set closed_at = now() where slug = 'devops-engineer' returning slug",
          ),
        ).toEqual([]);
      }
    });

    it("lets a positions editor (among several roles) add and close one; the database dates both", async () => {
      const [added] = await insert(editor, "rls-analyst");
      expect(added).toMatchObject({ slug: "rls-analyst", closed_at: null });
      const [closed] = await as(
        "authenticated",
        editor,
        "update public.positions set closed_at = '2000-01-01' where slug = 'rls-analyst' returning closed_at",
      );
      // A close is dated by the save, whatever time was sent; who made it is recorded (a column staff cannot read).
      expect(new Date(closed!.closed_at as string).getFullYear()).toBeGreaterThan(2000);
      const [audit] = await db.query<{ updated_by: string }>(
        "select updated_by from public.positions where slug = 'rls-analyst'",
      );
      expect(audit?.updated_by).toBe(editor.sub);
    });

    it("keeps who changed a position last and when, its first closing time and the site as published, for a save that changes nothing", async () => {
      const read = "select closed_at, updated_at, updated_by from public.positions where slug = 'rls-analyst'";
      const version = "select content_version::int as version from private.site_publish";
      const [before] = await db.query(read);
      const [versionBefore] = await db.query(version);
      // Closed again with another time by another editor: the closing time stays, so nothing else changed.
      await as(
        "authenticated",
        otherEditor,
        "update public.positions set closed_at = '2001-01-01', title = title where slug = 'rls-analyst'",
      );
      expect(await db.query(read)).toEqual([before]);
      expect(await db.query(version)).toEqual([versionBefore]);
    });

    it("never lets anyone delete a position, change its address or date its posting", async () => {
      await expect(
        as("authenticated", editor, "delete from public.positions where slug = 'rls-analyst'"),
      ).rejects.toThrow(/permission denied/);
      await expect(
        as("authenticated", editor, "update public.positions set slug = 'renamed' where slug = 'rls-analyst'"),
      ).rejects.toThrow(/permission denied/);
      await expect(
        as(
          "authenticated",
          editor,
          `insert into public.positions (slug, title, location, type, description, tags, date_posted)
           values ('backdated', 'Backdated', 'Remote', 'Contract', 'A position dated before it was added.', array['SQL'], '2020-01-01')`,
        ),
      ).rejects.toThrow(/permission denied/);
    });

    it("marks the site changed for publishing on every change of a position", async () => {
      const [before] = await db.query<{ changed_at: Date }>("select changed_at from private.site_publish");
      await as(
        "authenticated",
        editor,
        "update public.positions set title = 'Data Analyst II' where slug = 'rls-analyst'",
      );
      const [after] = await db.query<{ changed_at: Date }>("select changed_at from private.site_publish");
      expect(new Date(after!.changed_at).getTime()).toBeGreaterThan(new Date(before!.changed_at).getTime());
    });
  });
}
