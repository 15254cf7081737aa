// The local stack itself: persisted PGlite survives a restart, migrations are tracked, mail is readable on a page, and
// a stop right after the answers finishes an enquiry's and an application's mail first.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFields, applicationForm, postApplication } from "../tests/application-form.ts";
import { pdf } from "../tests/cv-fixtures.ts";
import { post, siteOrigin, validEnquiry, waitFor } from "../tests/helpers.ts";
import { startStack, type StackOptions } from "./stack.ts";

describe("local stack", () => {
  let dataDir: string;
  let options: StackOptions;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "solvix-persist-"));
    options = {
      dataDir,
      ports: { functions: 0, db: 0, mail: 0, smtp: 0 },
      allowedOrigins: [siteOrigin],
      retryIntervalMs: 200,
      log: () => {},
    };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps enquiries, applications and received mail across a restart and applies migrations once", async () => {
    const enquiry = validEnquiry({ company: "Persisted <b>Co</b>" });
    const application = applicationFields();
    const first = await startStack(options);
    try {
      expect(first.functionsUrl).toBe(`${first.supabaseUrl}/functions/v1`);
      expect((await post(`${first.functionsUrl}/send-contact-email`, enquiry)).status).toBe(200);
      const applied = await postApplication(
        `${first.functionsUrl}/submit-application`,
        applicationForm(application, [{ name: "cv.pdf", bytes: pdf() }]),
      );
      expect(applied.status).toBe(200);
    } finally {
      // Stopped at once: the answers came before the mail, so each one's two sends and their records are still in
      // flight.
      await first.stop();
    }

    const second = await startStack(options);
    try {
      // The stopped process finished them first: both mails went once and are recorded, no send left in doubt.
      const rows = await second.db.query<{ company: string; status: string }>(
        "select company, status from public.enquiries",
      );
      expect(rows).toEqual([{ company: "Persisted <b>Co</b>", status: "sent" }]);
      const applications = await second.db.query<{ email: string; status: string }>(
        "select email, status from public.applications",
      );
      expect(applications).toEqual([{ email: application.email, status: "sent" }]);
      // The enquiry's notification and acknowledgement, and the application's.
      expect(second.mail.list()).toHaveLength(4);
      expect(second.mail.list().filter((mail) => mail.to === application.email)).toHaveLength(1);
      const migrations = await second.db.query("select version from supabase_migrations.schema_migrations");
      expect(migrations.length).toBeGreaterThan(0);
      const page = await (await fetch(second.mailUrl)).text();
      expect(page).toContain("New enquiry from Jane Tan (Persisted &lt;b&gt;Co&lt;/b&gt;)");
      expect(page).not.toContain("<b>Co</b>");
      // The database is reachable over the wire protocol by any Postgres client.
      const sql = postgres(second.databaseUrl, { max: 1, onnotice: () => {} });
      try {
        const companies = await sql`select company from public.enquiries`;
        expect(companies.map((r) => r.company)).toEqual(["Persisted <b>Co</b>"]);
      } finally {
        await sql.end();
      }
    } finally {
      await second.stop();
    }
  });

  it("runs the scheduled retry by itself", async () => {
    const stack = await startStack({ ...options, functionEnv: { MAIL_RETRY_BASE_MS: "100" } });
    try {
      await stack.mail.stopSmtp();
      const enquiry = validEnquiry();
      expect((await post(`${stack.functionsUrl}/send-contact-email`, enquiry)).status).toBe(200);
      // Its first attempt failed while the catcher was away: what reaches the inbox after this is the scheduler's.
      await waitFor(
        async () =>
          (
            await stack.db.query(
              "select 1 from public.enquiries where idempotency_key = $1 and last_error is not null",
              [enquiry.idempotencyKey],
            )
          ).length === 1,
      );
      await stack.mail.startSmtp();
      await waitFor(async () => stack.mail.list().some((m) => m.to === enquiry.email), 15_000);
    } finally {
      await stack.stop();
    }
  });
});
