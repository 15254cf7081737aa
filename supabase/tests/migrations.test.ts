// Migrations and row-level security of the enquiry tables, on PGlite, a plain Postgres 15 and a hosted-like one.
import { contactFieldLimits } from "@solvix/content/contact";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../local/db.ts";
import { applyMigrations, applyPlatformBaseline, listMigrations } from "../local/migrate.ts";
import { targets } from "./targets.ts";

const hash = "0".repeat(64);

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: crypto.randomUUID(),
    first_name: "Jane",
    last_name: "Tan",
    email: "jane.tan@example.com",
    contact_number: "+65 6123 4567",
    company: "Acme Pte Ltd",
    message: "We need a remote accountant.",
    client_hash: hash,
    ...overrides,
  };
}

async function insert(db: Db, row: Record<string, unknown>) {
  const keys = Object.keys(row);
  const placeholders = keys.map((_, i) => `$${i + 1}`).join(", ");
  await db.query(`insert into public.enquiries (${keys.join(", ")}) values (${placeholders})`, Object.values(row));
}

for (const target of targets()) {
  describe.runIf(target.available)(`migrations on ${target.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = (await target.open()).db;
      // The platform baseline goes where the platform is missing, never onto a hosted-like database.
      expect(await applyPlatformBaseline(db)).toBe(target.platform === "local");
    });
    afterAll(async () => {
      await db?.close();
    });

    it("applies every migration once and records it", async () => {
      const all = (await listMigrations()).map((m) => m.version);
      expect(await applyMigrations(db)).toEqual(all);
      expect(await applyMigrations(db)).toEqual([]);
      const rows = await db.query<{ version: string }>(
        "select version from supabase_migrations.schema_migrations order by version",
      );
      expect(rows.map((r) => r.version)).toEqual(all);
    });

    // Declared for the hosted-like database only (not skipped elsewhere: there is nothing to check there).
    if (target.platform === "hosted")
      it("runs as a non-superuser postgres-like role on a database whose auth schema belongs to another role", async () => {
        const [me] = await db.query<{ rolsuper: boolean; member: boolean }>(
          "select rolsuper, pg_has_role(current_user, 'supabase_auth_admin', 'member') as member from pg_roles where rolname = current_user",
        );
        expect(me).toEqual({ rolsuper: false, member: false });
        const [auth] = await db.query<{ owner: string }>(
          "select nspowner::regrole::text as owner from pg_namespace where nspname = 'auth'",
        );
        expect(auth?.owner).toBe("supabase_auth_admin");
        const owners = await db.query<{ owner: string }>(
          "select distinct tableowner as owner from pg_tables where schemaname in ('public', 'private')",
        );
        expect(owners.map((o) => o.owner)).toEqual(["postgres_hosted"]);
      });

    it("leaves the platform's roles, auth schema and auth.jwt() to the platform baseline", async () => {
      for (const migration of await listMigrations()) {
        expect(migration.sql, migration.name).not.toMatch(
          /create\s+role|create\s+schema[^;]*\bauth\b|auth\.jwt\(\)\s+returns/i,
        );
        expect(migration.sql, migration.name).not.toMatch(/grant\s+(anon|authenticated|service_role)\b[^;]*\bto\b/i);
      }
      // The baseline ran before the migrations and is not applied twice.
      expect(await applyPlatformBaseline(db)).toBe(false);
      const rows = await db.query<{ rolname: string }>(
        "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname",
      );
      expect(rows.map((r) => r.rolname)).toEqual(["anon", "authenticated", "authenticator", "service_role"]);
    });

    it("accepts the longest values the shared schema allows and refuses one character more", async () => {
      const L = contactFieldLimits;
      const longest = {
        first_name: "a".repeat(L.firstName.max),
        last_name: "b".repeat(L.lastName.max),
        email: `${"c".repeat(L.email.max - "@example.com".length)}@example.com`,
        contact_number: "1".repeat(L.contactNumber.max),
        company: "d".repeat(L.company.max),
        message: "e".repeat(L.message.max),
      };
      await insert(db, enquiry(longest));
      for (const [column, value] of Object.entries(longest)) {
        const tooLong = column === "email" ? `c${value}` : `${value}${value.slice(-1)}`;
        await expect(insert(db, enquiry({ [column]: tooLong })), column).rejects.toThrow(/check constraint/);
      }
      await expect(insert(db, enquiry({ contact_number: "1".repeat(L.contactNumber.min - 1) }))).rejects.toThrow(
        /check constraint/,
      );
    });

    it("refuses line breaks in anything that reaches a mail header", async () => {
      for (const column of ["first_name", "last_name", "email", "company", "contact_number"]) {
        await expect(insert(db, enquiry({ [column]: "ab\r\nBcc: x@example.com" })), column).rejects.toThrow(
          /check constraint/,
        );
      }
    });

    it("stores one row per idempotency key", async () => {
      const key = crypto.randomUUID();
      await insert(db, enquiry({ idempotency_key: key }));
      await expect(insert(db, enquiry({ idempotency_key: key }))).rejects.toThrow(/unique/);
    });

    for (const role of ["anon", "authenticated"]) {
      describe(`row-level security for ${role}`, () => {
        const asRole = (statement: string, grant = "") =>
          db.transaction(async (q) => {
            if (grant) await q(grant);
            await q(`set local role ${role}`);
            return q(statement);
          });

        it("cannot select, insert, update or delete enquiries", async () => {
          await expect(asRole("select * from public.enquiries")).rejects.toThrow(/permission denied/);
          await expect(
            asRole(
              "insert into public.enquiries (idempotency_key, first_name, last_name, email, contact_number, company, message, client_hash) values (gen_random_uuid(), 'Jo', 'Tan', 'a@b.co', '12345678', 'Acme', 'hello hello', repeat('0', 64))",
            ),
          ).rejects.toThrow(/permission denied/);
          await expect(asRole("update public.enquiries set status = 'sent'")).rejects.toThrow(/permission denied/);
          if (role === "anon") {
            await expect(asRole("delete from public.enquiries")).rejects.toThrow(/permission denied/);
          } else {
            // Sales staff may delete an enquiry on request (enquiries-rls.test.ts); a token without the role, none.
            expect(await asRole("delete from public.enquiries returning id")).toEqual([]);
          }
        });

        it("sees no row and changes nothing even if a table grant slipped in", async () => {
          const grant = `grant select, update, delete on public.enquiries to ${role}`;
          expect(await asRole("select * from public.enquiries", grant)).toEqual([]);
          expect(await asRole("update public.enquiries set company = 'Hacked' returning id", grant)).toEqual([]);
          expect(await asRole("delete from public.enquiries returning id", grant)).toEqual([]);
          const [count] = await db.query<{ n: number }>(
            "select count(*)::int as n from public.enquiries where company = 'Hacked'",
          );
          expect(count?.n).toBe(0);
        });

        it("cannot read the rate-limit table or call the private functions", async () => {
          await expect(asRole("select * from private.rate_limits")).rejects.toThrow(/permission denied/);
          await expect(asRole("select * from private.claim_due_enquiries(10, 1000)")).rejects.toThrow(
            /permission denied/,
          );
        });

        it("cannot read or change the publish state, nor claim, report or alert a build; may read the version", async () => {
          await expect(asRole("select * from private.site_publish")).rejects.toThrow(/permission denied/);
          await expect(asRole("update private.site_publish set changed_at = now()")).rejects.toThrow(
            /permission denied/,
          );
          await expect(asRole("select * from private.claim_site_build(0, 0, 0)")).rejects.toThrow(/permission denied/);
          await expect(asRole("select private.site_published(1)")).rejects.toThrow(/permission denied/);
          await expect(asRole("select private.site_build_failed(1, 'x', 0, 0)")).rejects.toThrow(/permission denied/);
          await expect(asRole("select * from private.site_publish_alert(1)")).rejects.toThrow(/permission denied/);
          await expect(asRole("select public.site_content_version()")).resolves.toBeDefined();
        });
      });
    }
  });
}
