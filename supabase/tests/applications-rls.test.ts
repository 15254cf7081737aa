// Row-level security of the applications and their CVs on PGlite, Postgres 15 and a hosted-like Postgres 15: nobody
// but a recruiter reads, reviews or deletes them; a recruiter cannot rewrite what the candidate sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../local/db.ts";
import { targets } from "./targets.ts";

const claims = (appMetadata: object, extra: object = {}) => ({
  sub: crypto.randomUUID(),
  role: "authenticated",
  app_metadata: appMetadata,
  ...extra,
});
const recruiter = claims({ role: "recruiter" });
const recruiterAmongRoles = claims({ roles: ["editor", "recruiter"] });
const editor = claims({ role: "editor" });
const selfPromoted = claims({}, { user_metadata: { role: "recruiter" } });

for (const target of targets()) {
  describe.runIf(target.available)(`application row-level security on ${target.name}`, () => {
    let db: Db;
    let id: number;
    beforeAll(async () => {
      db = (await target.openPrepared()).db;
      const [row] = await db.query<{ application_id: string }>(
        `select application_id::text from private.submit_application(
           gen_random_uuid(), repeat('a', 64), 'devops-engineer', null, 'Maria Santos', 'maria@example.com',
           'Philippines', '', '', 'A short note about me.', 'cv.pdf', 'application/pdf', repeat('b', 64),
           '\\x255044462d312e340a'::bytea, 5, 600000, 60000, 1, 30)`,
      );
      id = Number(row?.application_id);
    });
    afterAll(async () => {
      await db?.close();
    });

    const as = (role: "anon" | "authenticated", jwt: object | null, statement: string) =>
      db.transaction(async (q) => {
        await q("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          role,
          jwt ? JSON.stringify(jwt) : "",
        ]);
        return q<Record<string, unknown>>(statement);
      });

    it("stored the application and its file in one call", async () => {
      const [row] = await db.query<{ size: number; name: string }>(
        "select f.size, a.name from public.applications a join public.application_files f on f.application_id = a.id",
      );
      expect(row).toEqual({ size: 9, name: "Maria Santos" });
    });

    it("gives visitors nothing", async () => {
      await expect(as("anon", null, "select id from public.applications")).rejects.toThrow(/permission denied/);
      await expect(as("anon", null, "select content from public.application_files")).rejects.toThrow(
        /permission denied/,
      );
    });

    it("shows signed-in staff without the role nothing, even with a self-set user_metadata role", async () => {
      for (const jwt of [editor, selfPromoted]) {
        expect(await as("authenticated", jwt, "select id from public.applications")).toEqual([]);
        expect(await as("authenticated", jwt, "select content from public.application_files")).toEqual([]);
        expect(await as("authenticated", jwt, `delete from public.applications where id = ${id} returning id`)).toEqual(
          [],
        );
      }
    });

    it("lets recruiters read and review, never rewrite what the candidate sent or read the client hash", async () => {
      for (const jwt of [recruiter, recruiterAmongRoles]) {
        expect(await as("authenticated", jwt, "select id from public.applications")).toHaveLength(1);
        expect(await as("authenticated", jwt, "select size from public.application_files")).toEqual([{ size: 9 }]);
      }
      await expect(as("authenticated", recruiter, "select client_hash from public.applications")).rejects.toThrow(
        /permission denied/,
      );
      await expect(as("authenticated", recruiter, "update public.applications set note = 'changed'")).rejects.toThrow(
        /permission denied/,
      );
      await expect(as("authenticated", recruiter, "delete from public.application_files")).rejects.toThrow(
        /permission denied/,
      );
      const [reviewed] = await as(
        "authenticated",
        recruiter,
        `update public.applications set review_status = 'reviewed' where id = ${id} returning review_status, reviewed_by`,
      );
      expect(reviewed).toEqual({ review_status: "reviewed", reviewed_by: recruiter.sub });
    });

    it("lets recruiters delete an application, its CV with it", async () => {
      expect(
        await as("authenticated", recruiter, `delete from public.applications where id = ${id} returning id`),
      ).toHaveLength(1);
      const [left] = await db.query<{ n: number }>("select count(*)::int as n from public.application_files");
      expect(left?.n).toBe(0);
    });
  });
}
