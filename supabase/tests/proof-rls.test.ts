// Proof on PGlite and Postgres 15 (issue 49): the seed holds none; visitors read published rows only, and never the
// consent record, nor does a signed-in account that is not an editor (issue 44); editors read and write every row and
// delete one; nobody else writes; a testimonial or client logo cannot be stored without the client's agreement; a
// save marks the site for publishing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presentProof, publishedProofSql } from "../functions/_shared/published-proof.ts";
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
const unique = (base: string) => `${base} ${Date.now().toString(36)}${++counter}`;

for (const target of targets()) {
  describe.runIf(target.available)(`proof on ${target.name}`, () => {
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
    const testimonial = (claims: object | null, name: string, state = "draft") =>
      as(
        claims,
        `insert into public.proof_items (kind, quote, name, role, company, consent_by, consent_at, consent_how, state)
         values ('testimonial', 'They staffed our support desk in two weeks.', $1, 'Head of Support', 'Acme Pte Ltd',
                 $1, '2026-11-02', 'Signed release, filed in the CRM', $2) returning id`,
        [name, state],
      );
    const visitorNames = async () =>
      (await as(null, publishedProofSql)).map(presentProof).map((row) => ("name" in row ? row.name : row.company));

    it("holds no proof after the migrations and the seed", async () => {
      expect(await as(editor, "select id from public.proof_items")).toEqual([]);
    });

    it("shows visitors published rows only, without the consent record", async () => {
      const draftName = unique("Draft Person");
      const liveName = unique("Live Person");
      await testimonial(editor, draftName);
      await testimonial(editor, liveName, "published");
      const names = await visitorNames();
      expect(names).toContain(liveName);
      expect(names).not.toContain(draftName);
      await expect(as(null, "select consent_by from public.proof_items")).rejects.toThrow(/permission denied/);
      const editorRows = await as(
        editor,
        "select c.consent_by from public.proof_items p join public.proof_consents() c on c.id = p.id where p.name = $1",
        [draftName],
      );
      expect(editorRows).toEqual([{ consent_by: draftName }]);
    });

    it("keeps the consent record from a signed-in account that is not an editor", async () => {
      const name = unique("Consent Person");
      const [row] = await testimonial(editor, name, "published");
      // The published row itself, as the site shows it: readable.
      expect(await as(recruiter, "select name from public.proof_items where id = $1", [row!.id])).toEqual([{ name }]);
      for (const column of ["consent_by", "consent_at", "consent_how", "*"]) {
        await expect(
          as(recruiter, `select ${column} from public.proof_items where id = $1`, [row!.id]),
          column,
        ).rejects.toThrow(/permission denied/);
      }
      expect(await as(recruiter, "select * from public.proof_consents() where id = $1", [row!.id])).toEqual([]);
      await expect(as(null, "select * from public.proof_consents()")).rejects.toThrow(/permission denied/);
      expect(await as(editor, "select consent_by from public.proof_consents() where id = $1", [row!.id])).toEqual([
        { consent_by: name },
      ]);
    });

    it("lets editors write and delete, and nobody else", async () => {
      await expect(testimonial(recruiter, unique("Recruiter"))).rejects.toThrow(/row-level security/);
      await expect(testimonial(null, unique("Anon"))).rejects.toThrow(/permission denied/);
      const name = unique("Deleted Person");
      const [row] = await testimonial(editor, name, "published");
      expect(await as(recruiter, "delete from public.proof_items where id = $1 returning id", [row!.id])).toEqual([]);
      expect(
        await as(
          recruiter,
          "update public.proof_items set quote = 'Changed by a recruiter, not allowed.' where id = $1 returning id",
          [row!.id],
        ),
      ).toEqual([]);
      expect(await visitorNames()).toContain(name);
      await as(editor, "delete from public.proof_items where id = $1", [row!.id]);
      expect(await visitorNames()).not.toContain(name);
    });

    it("refuses a testimonial or a client logo without the client's agreement, and a row missing its fields", async () => {
      await expect(
        as(
          editor,
          `insert into public.proof_items (kind, quote, name, role, company)
           values ('testimonial', 'A quote nobody agreed to publish.', 'Someone', 'Manager', 'Acme')`,
        ),
      ).rejects.toThrow(/proof_items_consent/);
      await expect(
        as(editor, "insert into public.proof_items (kind, company) values ('logo', 'Acme Pte Ltd')"),
      ).rejects.toThrow(/proof_items_consent/);
      await expect(
        as(editor, "insert into public.proof_items (kind, name, role) values ('team', 'Maria Santos', 'Accountant')"),
      ).rejects.toThrow(/proof_items_fields/);
    });

    it("marks the site for publishing on a save and a deletion, and keeps who saved", async () => {
      // Cleared before each step (as the database's owner), so each step's mark is seen whatever the clock reads.
      const clear = () => db.query("update private.site_publish set changed_at = null");
      const marked = async () =>
        (await db.query<{ changed_at: Date | null }>("select changed_at from private.site_publish"))[0]?.changed_at;
      await clear();
      const [row] = await as(
        editor,
        "insert into public.proof_items (kind, name, role, country) values ('team', $1, 'Accountant', 'Philippines') returning id, updated_by",
        [unique("Team Member")],
      );
      expect(row?.updated_by).toBe(editor.sub);
      expect(await marked()).toBeTruthy();
      await clear();
      await as(recruiter, "delete from public.proof_items where id = $1", [row!.id]);
      expect(await marked()).toBeNull();
      await as(editor, "delete from public.proof_items where id = $1", [row!.id]);
      expect(await marked()).toBeTruthy();
    });
  });
}
