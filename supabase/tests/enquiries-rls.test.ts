// Row-level security of the leads inbox (issue 46) on PGlite, Postgres 15 and a hosted-like Postgres 15: only the
// sales role reads, works (status, notes) and deletes enquiries; every status change and note is kept with its author.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../local/db.ts";
import { targets } from "./targets.ts";

const claims = (appMetadata: object, extra: object = {}) => ({
  sub: crypto.randomUUID(),
  role: "authenticated",
  app_metadata: appMetadata,
  ...extra,
});
const sales = claims({ role: "sales" }, { email: "sam.sales@example.com" });
const salesAmongRoles = claims({ roles: ["editor", "sales"] }, { email: "lee.lead@example.com" });
const recruiter = claims({ role: "recruiter" });
const selfPromoted = claims({}, { user_metadata: { role: "sales" } });

for (const target of targets()) {
  describe.runIf(target.available)(`enquiry row-level security on ${target.name}`, () => {
    let db: Db;
    let id: number;
    beforeAll(async () => {
      db = (await target.openPrepared()).db;
      const [row] = await db.query<{ enquiry_id: string }>(
        `select enquiry_id::text from private.submit_enquiry(
           gen_random_uuid(), repeat('a', 64), 'Jane', 'Tan', 'jane@example.com', '+65 6123 4567', 'Acme Pte Ltd',
           'Two accountants, please.', 5, 600000, 60000, 3, 10, 100, 12000, null,
           '{"landingPath": "/sectors/real-estate", "utm": {"utm_source": "linkedin"}, "via": "script"}'::jsonb, true)`,
      );
      id = Number(row?.enquiry_id);
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

    it("stores the enquiry with its attribution, a new lead, its CRM delivery due", async () => {
      const [row] = await db.query<Record<string, unknown>>(
        "select lead_status, crm_status, attribution from public.enquiries where id = $1",
        [id],
      );
      expect(row).toMatchObject({
        lead_status: "new",
        crm_status: "pending",
        attribution: { landingPath: "/sectors/real-estate" },
      });
    });

    it("gives visitors nothing", async () => {
      await expect(as("anon", null, "select id from public.enquiries")).rejects.toThrow(/permission denied/);
      await expect(as("anon", null, "select id from public.enquiry_events")).rejects.toThrow(/permission denied/);
    });

    it("shows signed-in staff without the role nothing, even with a self-set user_metadata role", async () => {
      for (const jwt of [recruiter, selfPromoted]) {
        expect(await as("authenticated", jwt, "select id from public.enquiries")).toEqual([]);
        expect(
          await as(
            "authenticated",
            jwt,
            `update public.enquiries set lead_status = 'won' where id = ${id} returning id`,
          ),
        ).toEqual([]);
        expect(await as("authenticated", jwt, `delete from public.enquiries where id = ${id} returning id`)).toEqual(
          [],
        );
        await expect(
          as(
            "authenticated",
            jwt,
            `insert into public.enquiry_events (enquiry_id, kind, note) values (${id}, 'note', 'x')`,
          ),
        ).rejects.toThrow(/row-level security/);
      }
    });

    it("lets sales read the enquiry but never its client hash or leases", async () => {
      expect(await as("authenticated", sales, "select id::int, company from public.enquiries")).toEqual([
        { id, company: "Acme Pte Ltd" },
      ]);
      await expect(as("authenticated", sales, "select client_hash from public.enquiries")).rejects.toThrow(
        /permission denied/,
      );
      await expect(as("authenticated", sales, "update public.enquiries set company = 'X'")).rejects.toThrow(
        /permission denied/,
      );
    });

    it("keeps each status change and note with its author and time; the author cannot be forged", async () => {
      await as("authenticated", sales, `update public.enquiries set lead_status = 'contacted' where id = ${id}`);
      await as(
        "authenticated",
        salesAmongRoles,
        `insert into public.enquiry_events (enquiry_id, kind, note) values (${id}, 'note', 'Called, wants a quote.')`,
      );
      await expect(
        as(
          "authenticated",
          sales,
          `insert into public.enquiry_events (enquiry_id, kind, note, author) values (${id}, 'note', 'x', 'ceo@example.com')`,
        ),
      ).rejects.toThrow(/permission denied/);
      const events = await as(
        "authenticated",
        sales,
        `select kind, status, note, author, created_at is not null as dated from public.enquiry_events
          where enquiry_id = ${id} order by id`,
      );
      expect(events).toEqual([
        { kind: "status", status: "contacted", note: null, author: "sam.sales@example.com", dated: true },
        { kind: "note", status: null, note: "Called, wants a quote.", author: "lee.lead@example.com", dated: true },
      ]);
    });

    it("lets sales delete an enquiry on request, its history with it", async () => {
      const [other] = await db.query<{ enquiry_id: string }>(
        `select enquiry_id::text from private.submit_enquiry(
           gen_random_uuid(), repeat('b', 64), 'Ann', 'Lim', 'ann@example.com', '+65 6123 4567', 'Beta Ltd',
           'Please call me back.', 5, 600000, 60000, 3, 10, 100, null, null, null, false)`,
      );
      const otherId = Number(other?.enquiry_id);
      await as("authenticated", sales, `update public.enquiries set lead_status = 'lost' where id = ${otherId}`);
      expect(
        await as("authenticated", sales, `delete from public.enquiries where id = ${otherId} returning id`),
      ).toHaveLength(1);
      const [left] = await db.query<{ n: number }>(
        "select count(*)::int as n from public.enquiry_events where enquiry_id = $1",
        [otherId],
      );
      expect(left?.n).toBe(0);
    });

    it("deletes enquiries older than the retention period, and none with it off", async () => {
      await db.query("update public.enquiries set created_at = now() - interval '25 months' where id = $1", [id]);
      expect((await db.query<{ n: number }>("select private.delete_expired_enquiries(0) as n"))[0]?.n).toBe(0);
      expect((await db.query<{ n: number }>("select private.delete_expired_enquiries(24) as n"))[0]?.n).toBe(1);
      expect(await db.query("select id from public.enquiries where id = $1", [id])).toEqual([]);
    });
  });
}
