// Row-level security of the FAQs on PGlite and Postgres 15: anon, signed-in non-editor, editor; and the seed.
import { initialFaqs, storedFaqs } from "@solvix/content/pages/faqs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../local/db.ts";
import { applySeed, seedFile } from "../local/migrate.ts";
import { targets } from "./targets.ts";

const editor = { sub: "11111111-1111-4111-8111-111111111111", role: "authenticated", app_metadata: { role: "editor" } };
const member = { sub: "22222222-2222-4222-8222-222222222222", role: "authenticated", app_metadata: {} };
const selfPromoted = { ...member, user_metadata: { role: "editor" }, app_metadata: { roles: ["recruiter"] } };
/** A person holding several staff roles (app_metadata.roles), one of them FAQ editor. */
const editorAmongRoles = {
  sub: "33333333-3333-4333-8333-333333333333",
  role: "authenticated",
  app_metadata: { roles: ["recruiter", "editor"] },
};

for (const target of targets()) {
  describe.runIf(target.available)(`FAQ row-level security on ${target.name}`, () => {
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

    it("holds the 24 items of the content package", async () => {
      const rows = await db.query<{ id: number; question: string; answer: string }>(
        "select id, question, answer from public.faqs order by id",
      );
      expect(rows).toEqual(storedFaqs.map(({ id, question, answer }) => ({ id, question, answer })));
      // Settings stay tokens in the database; the site fills them when it renders.
      expect(rows.find((row) => row.id === 24)?.answer).toContain("{email}");
      expect(JSON.stringify(rows)).not.toMatch(/example\.com|Solvix/);
    });

    it("lets everyone read", async () => {
      expect(await as("anon", null, "select id from public.faqs")).toHaveLength(24);
      expect(await as("authenticated", member, "select id from public.faqs")).toHaveLength(24);
    });

    it("refuses updates from anon", async () => {
      await expect(
        as("anon", null, "update public.faqs set question = 'Hacked question' where id = 1"),
      ).rejects.toThrow(/permission denied/);
    });

    it("changes nothing for a signed-in user who is not an editor, even with a self-set user_metadata role", async () => {
      for (const claims of [member, selfPromoted]) {
        expect(
          await as(
            "authenticated",
            claims,
            "update public.faqs set question = 'Hacked question' where id = 1 returning id",
          ),
        ).toEqual([]);
      }
      const [row] = await db.query<{ question: string }>("select question from public.faqs where id = 1");
      expect(row?.question).toBe(initialFaqs[0]?.question);
    });

    it("lets an editor update the text and records who and when", async () => {
      const rows = await as(
        "authenticated",
        editor,
        "update public.faqs set question = $1, answer = $2 where id = 2 returning id, updated_by",
        ["How does the hiring process work?", "In four clear steps, described on the How It Works page."],
      );
      expect(rows).toEqual([{ id: 2, updated_by: editor.sub }]);
      await expect(as("authenticated", editor, "update public.faqs set id = 99 where id = 2")).rejects.toThrow(
        /permission denied/,
      );
      await expect(as("authenticated", editor, "update public.faqs set updated_by = 'x' where id = 2")).rejects.toThrow(
        /permission denied/,
      );
    });

    it("lets a person who holds the editor role among others (app_metadata.roles) update too", async () => {
      const rows = await as(
        "authenticated",
        editorAmongRoles,
        "update public.faqs set answer = $1 where id = 5 returning id, updated_by",
        [`${initialFaqs[4]!.answer} (edited)`],
      );
      expect(rows).toEqual([{ id: 5, updated_by: editorAmongRoles.sub }]);
    });

    it("keeps who changed a FAQ last and when for a save that changes nothing", async () => {
      const [before] = await as("authenticated", editor, "select updated_at, updated_by from public.faqs where id = 3");
      const rows = await as(
        "authenticated",
        editorAmongRoles,
        "update public.faqs set answer = answer where id = 3 returning updated_at, updated_by",
      );
      expect(rows).toEqual([before]);
    });

    it("lets nobody insert or delete through the API roles", async () => {
      for (const [role, claims] of [
        ["anon", null],
        ["authenticated", member],
        ["authenticated", editor],
      ] as const) {
        await expect(
          as(
            role,
            claims,
            "insert into public.faqs (id, question, answer) values (100, 'New question?', 'A new answer here.')",
          ),
        ).rejects.toThrow(/permission denied/);
        await expect(as(role, claims, "delete from public.faqs where id = 3")).rejects.toThrow(/permission denied/);
      }
      const [count] = await db.query<{ n: number }>("select count(*)::int as n from public.faqs");
      expect(count?.n).toBe(24);
    });

    it("never overwrites an edit staff published when a changed seed is applied again (a redeploy)", async () => {
      const published = "What is remote staffing, in one sentence?";
      await as("authenticated", editor, "update public.faqs set question = $1 where id = 1", [published]);
      expect(await applySeed(db)).toBe(false); // same seed: not run again
      const dir = await mkdtemp(join(tmpdir(), "solvix-seed-"));
      try {
        const changed = join(dir, "seed.sql");
        const original = await readFile(seedFile, "utf8");
        await writeFile(
          changed,
          original.replace(initialFaqs[0]!.question.replace(/'/g, "''"), "A new seed question?"),
        );
        expect(await applySeed(db, changed)).toBe(true);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      const [row] = await db.query<{ question: string }>("select question from public.faqs where id = 1");
      expect(row?.question).toBe(published);
    });

    it("enforces the text limits in the table too", async () => {
      await expect(
        as("authenticated", editor, "update public.faqs set answer = $1 where id = 4", ["a".repeat(3001)]),
      ).rejects.toThrow(/check constraint/);
    });
  });
}
