// The submit-application function under real Deno, on PGlite and a hosted-like Postgres 15, with a real SMTP peer
// (the local stack's). Supabase Auth's JWKS endpoint cannot run here: a local HTTP server plays it, as in faqs.test.ts.
// Over 250 lines: one stack per target (PGlite, hosted-like Postgres 15) serves every case here; a file per topic
// would start a stack (Deno, a database, the mail catcher) per file and target. Hostile uploads have hostile.test.ts.
import { exportJWK, generateKeyPair, type JWK } from "jose";
import { readdir, readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationHoneypotField, cvMessages } from "@solvix/content/application";
import { applicationFields, applicationForm, postApplication } from "../../tests/application-form.ts";
import { signToken } from "../../local/dev-auth.ts";
import {
  docx,
  docxBomb,
  docxManyBombs,
  docxManyHonest,
  docxNested,
  docxOverlappingBomb,
  executable,
  pdf,
} from "../../tests/cv-fixtures.ts";
import {
  post,
  siteOrigin,
  startTestStack,
  validEnquiry,
  visitor,
  waitFor,
  type TestStack,
  logLine,
} from "../../tests/helpers.ts";
import { stackTargets } from "../../tests/targets.ts";

async function send(url: string, form: FormData, headers: Record<string, string> = {}) {
  const response = await postApplication(url, form, headers);
  const text = await response.text();
  let body: { ok?: boolean; error?: string; fields?: Record<string, string> } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { error: text };
  }
  return { status: response.status, body, headers: response.headers, text };
}

/** An address no other application normalizes to (private.normalized_email drops a plus-tag). */
const unique = (what: string) => `${what}${crypto.randomUUID().replace(/-/g, "")}@example.com`;

async function testKey(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: "ES256" };
}

for (const target of stackTargets()) {
  describe.runIf(target.available)(`submit-application on ${target.name}`, () => {
    let stack: TestStack;
    let url: string;
    let jwksServer: Server;
    let projectKey: JWK;
    let supabaseUrl: string;
    const sign = (appRole: string | null) => signToken(projectKey, { issuer: `${supabaseUrl}/auth/v1`, appRole });

    beforeAll(async () => {
      projectKey = await testKey("project-key");
      const { d: _d, ...publicKey } = projectKey;
      jwksServer = createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [publicKey] }));
      });
      await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
      const address = jwksServer.address();
      supabaseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      stack = await startTestStack({
        databaseUrl: await target.databaseUrl(),
        // The enquiries' per-client acknowledgement ceiling at 1: applications must not be held back by it.
        functionEnv: { SUPABASE_URL: supabaseUrl, ACK_MAX_PER_CLIENT_HOUR: "1" },
      });
      url = `${stack.functionsUrl}/submit-application`;
    });
    afterAll(async () => {
      await stack?.dispose();
      await new Promise((resolve) => jwksServer?.close(resolve));
    });

    const counts = async () => {
      const [row] = await stack.db.query<{ applications: number; files: number }>(
        `select (select count(*)::int from public.applications) as applications,
                (select count(*)::int from public.application_files) as files`,
      );
      return row;
    };

    it("stores the application and its CV together before answering, and mails staff (no attachment) and the candidate", async () => {
      const fields = applicationFields({ email: unique("maria") });
      const cv = pdf(200_000);
      const answer = await send(url, applicationForm(fields, [{ name: "Maria Santos CV.pdf", bytes: cv }]));
      expect(answer).toMatchObject({ status: 200, body: { ok: true, acknowledgement: "queued" } });
      const [row] = await stack.db.query<Record<string, unknown>>(
        `select a.*, f.file_name, f.media_type, f.size, f.content from public.applications a
           join public.application_files f on f.application_id = a.id where a.idempotency_key = $1`,
        [fields.idempotencyKey],
      );
      expect(row).toMatchObject({
        position_slug: "devops-engineer",
        category: null,
        name: "Maria Santos",
        country: "Philippines",
        review_status: "new",
        file_name: "Maria Santos CV.pdf",
        media_type: "application/pdf",
        size: cv.length,
      });
      expect(Buffer.compare(Buffer.from(row?.content as Uint8Array), Buffer.from(cv))).toBe(0);

      const mails = await waitFor(async () => {
        const found = stack.mail.list().filter((m) => m.text.includes(fields.email!) || m.to === fields.email);
        return found.length === 2 && found;
      });
      const notification = mails.find((m) => m.to === "info@example.com");
      expect(notification?.subject).toBe("New application from Maria Santos: DevOps Engineer");
      expect(notification?.replyTo).toBe(fields.email);
      expect(notification?.text).toContain(`${siteOrigin}/staff/applications?id=${String(row?.id)}`);
      expect(notification?.text).toContain(fields.note);
      expect(notification?.text).toMatch(
        /\nReceived: {2}\d{1,2} [A-Z][a-z]{2} 20\d\d, \d{1,2}:\d\d [ap]m Singapore time\n/,
      );
      const acknowledgement = mails.find((m) => m.to === fields.email);
      expect(acknowledgement?.text).toContain("Thank you for applying for DevOps Engineer.");
      expect(acknowledgement?.text).toContain("We keep your application for 12 months");
      // The reference the sent page shows, what happens next, and the word on fees.
      expect((answer.body as { reference?: string }).reference).toBe(String(row?.id));
      expect(acknowledgement?.text).toContain(`Your reference: ${String(row?.id)}`);
      expect(acknowledgement?.text).toContain("What happens next");
      expect(acknowledgement?.text).toContain("We never ask candidates for money");
      // No attachment: each stored message is a few KB, the CV 200 KB.
      const files = await readdir(join(stack.dataDir, "mail"));
      for (const file of files) {
        const raw = await readFile(join(stack.dataDir, "mail", file), "utf8");
        expect(raw.length).toBeLessThan(20_000);
        expect(raw).not.toMatch(/Content-Disposition:\s*attachment/i);
      }
      await waitFor(async () => {
        const [sent] = await stack.db.query<{ status: string }>(
          "select status from public.applications where idempotency_key = $1",
          [fields.idempotencyKey],
        );
        return sent?.status === "sent";
      });
    });

    it("takes a DOCX that inflates honestly to 45 MB in 900 entries (under the 50 MB ceiling)", async () => {
      const answer = await send(
        url,
        applicationForm(applicationFields(), [{ name: "cv.docx", bytes: docxManyHonest() }]),
      );
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    });

    it("stores a resent application once (same idempotency key)", async () => {
      const fields = applicationFields();
      const before = await counts();
      for (let i = 0; i < 2; i++) {
        const answer = await send(url, applicationForm(fields, [{ name: "cv.pdf", bytes: pdf() }]));
        expect(answer.status).toBe(200);
      }
      expect(await counts()).toEqual({ applications: before!.applications + 1, files: before!.files + 1 });
    });

    it("takes a talent-pool application with a DOCX, by its content whatever its name says", async () => {
      const fields = applicationFields({ position: undefined, category: "customer-support", country: "Vietnam" });
      const answer = await send(
        url,
        applicationForm(fields, [{ name: "resume.DOCX", bytes: docx(), type: "application/octet-stream" }]),
      );
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      const [row] = await stack.db.query<Record<string, unknown>>(
        `select a.position_slug, a.category, a.country, f.media_type, f.file_name from public.applications a
           join public.application_files f on f.application_id = a.id where a.idempotency_key = $1`,
        [fields.idempotencyKey],
      );
      expect(row).toEqual({
        position_slug: null,
        category: "customer-support",
        country: "Vietnam",
        media_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        file_name: "resume.docx",
      });
    });

    it("answers a native post (no script) with the sent page, its reference and acknowledgement, in one step; a resent one stores nothing more and says the same", async () => {
      // An address of its own (the helper's plus-addresses share one normalized recipient, long acknowledged).
      const { idempotencyKey: _k, startedAt: _s, ...fields } = applicationFields({ email: unique("native") });
      const cv = pdf(5_000);
      const before = await counts();
      const pages: string[] = [];
      for (let i = 0; i < 2; i++) {
        const answer = await send(url, applicationForm(fields, [{ name: "cv.pdf", bytes: cv }]), {
          accept: "text/html,application/xhtml+xml",
        });
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toContain("text/html");
        pages.push(answer.text);
      }
      const [row] = await stack.db.query<{ id: string }>("select id::text from public.applications where email = $1", [
        fields.email,
      ]);
      expect(pages[0]).toContain("Application Sent");
      expect(pages[0]).toContain(`Your reference: <strong>${row!.id}</strong>`);
      expect(pages[0]).toContain('data-acknowledgement="queued"');
      expect(pages[0]).toContain("We never ask candidates for money");
      expect(pages[0]).toContain(`${siteOrigin}/careers"`);
      expect(pages[1]).toBe(pages[0]);
      expect(await counts()).toEqual({ applications: before!.applications + 1, files: before!.files + 1 });
    });

    it("queues a candidate's first acknowledgement of the day whatever network it comes from, and says so only then", async () => {
      // Every application here comes from one client address (a shared mobile network): the per-client ceiling of
      // the enquiries (set to 1 for this stack) does not hold back an application's acknowledgement.
      const email = unique("shared");
      const first = await send(
        url,
        applicationForm(applicationFields({ email: unique("first") }), [{ name: "cv.pdf", bytes: pdf() }]),
      );
      const second = await send(url, applicationForm(applicationFields({ email }), [{ name: "cv.pdf", bytes: pdf() }]));
      expect(first.body).toMatchObject({ ok: true, acknowledgement: "queued" });
      expect(second.body).toMatchObject({ ok: true, acknowledgement: "queued" });
      // A second application to the same address that day: stored, no acknowledgement, and the answer says so.
      const again = await send(
        url,
        applicationForm(applicationFields({ email, position: "ux-ui-designer" }), [{ name: "cv.pdf", bytes: pdf() }]),
      );
      expect(again.body).toMatchObject({
        ok: true,
        acknowledgement: "none",
        reference: expect.stringMatching(/^\d+$/),
      });
      const [row] = await stack.db.query<{ acknowledgement_skipped: string | null }>(
        "select acknowledgement_skipped from public.applications where id = $1",
        [(again.body as { reference: string }).reference],
      );
      expect(row?.acknowledgement_skipped).toBe("recipient_daily");
    });

    it("never begins an e-mail recorded as sent after its claim read the row; a sender that lost its lease clears no attempt", async () => {
      const fields = applicationFields({ email: unique("late-record") });
      expect((await send(url, applicationForm(fields, [{ name: "cv.pdf", bytes: pdf() }]))).status).toBe(200);
      const id = await waitFor(async () => {
        const [row] = await stack.db.query<{ id: string; status: string }>(
          "select id::text, status from public.applications where idempotency_key = $1",
          [fields.idempotencyKey],
        );
        return row?.status === "sent" ? row.id : undefined;
      });
      // Back to the moment a first sender has begun the notification and handed it over (its record held up), out of
      // the retry runs' reach for the test's length.
      const lease = async () =>
        (
          await stack.db.query<{ token: string }>(
            "update public.applications set lease_token = gen_random_uuid() where id = $1 returning lease_token::text as token",
            [id],
          )
        )[0]!.token;
      await stack.db.query(
        `update public.applications set status = 'pending', sent_at = null, next_attempt_at = now() + interval '1 hour',
           notified_at = null, notification_attempted_at = now(), notification_message_id = '<first@example.com>',
           acknowledged_at = null, acknowledgement_attempted_at = null, acknowledgement_message_id = null,
           acknowledgement_skipped = null
         where id = $1`,
        [id],
      );
      const first = await lease();
      const begin = (token: string, message: string, messageId: string) =>
        stack.db
          .query<{ message_id: string; in_doubt: boolean; go: boolean }>(
            "select message_id, in_doubt, go from private.begin_application_send($1, $2, $3, $4, 60000)",
            [id, token, message, messageId],
          )
          .then((rows) => rows[0]);
      const mark = (token: string, outcome: string) =>
        stack.db
          .query<{ ok: boolean }>("select private.mark_application_sent($1, $2, $3) as ok", [id, token, outcome])
          .then((rows) => rows[0]?.ok);
      // Another attempt takes the row over; then the first sender's record lands.
      const second = await lease();
      expect(await mark(first, "notification")).toBe(false);
      expect(await begin(second, "notification", "<second@example.com>")).toEqual({
        message_id: "<first@example.com>",
        in_doubt: false,
        go: false,
      });
      // The first sender's late "surely not sent" of the acknowledgement leaves the second's attempt in doubt.
      expect(await begin(second, "acknowledgement", "<second-ack@example.com>")).toMatchObject({ go: true });
      expect(await mark(first, "acknowledgement_not_sent")).toBe(false);
      expect(await begin(await lease(), "acknowledgement", "<third-ack@example.com>")).toEqual({
        message_id: "<second-ack@example.com>",
        in_doubt: true,
        go: false,
      });
      await stack.db.query(
        "update public.applications set status = 'sent', sent_at = now(), lease_token = null where id = $1",
        [id],
      );
    });

    it("answers a bad native post with a page that says what is wrong, and stores nothing", async () => {
      const { idempotencyKey: _k, startedAt: _s, consent: _c, ...fields } = applicationFields();
      const before = await counts();
      const answer = await send(url, applicationForm(fields, [{ name: "cv.pdf", bytes: pdf() }]), {
        accept: "text/html",
      });
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toContain("text/html");
      expect(answer.text).toContain("Your application was not sent");
      expect(answer.text).toContain("Please agree to the privacy notice");
      expect(answer.text).toContain(`${siteOrigin}/careers/devops-engineer#apply`);
      expect(await counts()).toEqual(before);
    });

    it("answers a filled honeypot as sent, and stores and mails nothing", async () => {
      const fields = applicationFields({ [applicationHoneypotField]: "https://spam.example" });
      const before = await counts();
      const answer = await send(url, applicationForm(fields, [{ name: "cv.pdf", bytes: pdf() }]));
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      expect(await counts()).toEqual(before);
      await stack.runApplicationRetry();
      expect(stack.mail.list().filter((m) => m.to === fields.email || m.text.includes(fields.email!))).toEqual([]);
      await logLine(stack, (l) => l.includes('"event":"application.honeypot"'));
    });

    it("takes at most RATE_LIMIT_MAX applications per visitor and window (429, nothing stored), in its own bucket", async () => {
      const address = visitor();
      const before = await counts();
      for (let i = 0; i < 5; i++) {
        const answer = await send(
          url,
          applicationForm(applicationFields(), [{ name: "cv.pdf", bytes: pdf() }]),
          address,
        );
        expect(answer.status).toBe(200);
      }
      const refused = await send(
        url,
        applicationForm(applicationFields(), [{ name: "cv.pdf", bytes: pdf() }]),
        address,
      );
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(
        "Too many applications from your network: at most 5 in 10 minutes. Please try again later.",
      );
      expect(refused.headers.get("retry-after")).toBe("600");
      expect(await counts()).toEqual({ applications: before!.applications + 5, files: before!.files + 5 });
      // The visitor's enquiries have their own count.
      expect((await post(stack.url, validEnquiry(), address)).status).toBe(200);
    });

    describe("bad input gets a clear answer and stores nothing", () => {
      const cases: [
        string,
        () => Promise<{ form: FormData; headers?: Record<string, string> }>,
        number,
        Record<string, string> | string,
      ][] = [
        [
          "an executable renamed .pdf",
          async () => ({ form: applicationForm(applicationFields(), [{ name: "cv.pdf", bytes: executable() }]) }),
          400,
          { cv: cvMessages.type },
        ],
        [
          "an empty file",
          async () => ({ form: applicationForm(applicationFields(), [{ name: "cv.pdf", bytes: new Uint8Array(0) }]) }),
          400,
          { cv: cvMessages.empty },
        ],
        [
          "a 6 MB file",
          async () => ({
            form: applicationForm(applicationFields(), [{ name: "cv.pdf", bytes: pdf(6 * 1024 * 1024) }]),
          }),
          413,
          { cv: cvMessages.tooLarge },
        ],
        [
          "a DOCX that expands to a gigabyte (its headers say so)",
          async () => ({
            form: applicationForm(applicationFields(), [{ name: "cv.docx", bytes: docxBomb(1024 ** 3) }]),
          }),
          400,
          { cv: cvMessages.docx },
        ],
        [
          "a DOCX that expands to a gigabyte (its headers claim 1 KB)",
          async () => ({
            form: applicationForm(applicationFields(), [{ name: "cv.docx", bytes: docxBomb(1024 ** 3, true) }]),
          }),
          400,
          { cv: cvMessages.docx },
        ],
        [
          "a DOCX of 990 entries that each claim 1 KB and inflate to 4 MiB",
          async () => ({
            form: applicationForm(applicationFields(), [
              { name: "cv.docx", bytes: docxManyBombs(990, 4 * 1024 * 1024) },
            ]),
          }),
          400,
          { cv: cvMessages.docx },
        ],
        [
          "a DOCX whose entries overlap one 1 GiB stream",
          async () => ({
            form: applicationForm(applicationFields(), [{ name: "cv.docx", bytes: docxOverlappingBomb(4, 1024 ** 3) }]),
          }),
          400,
          { cv: cvMessages.docx },
        ],
        [
          "a DOCX with an honest entry of 45 MiB zeros (1,000 times its compressed size)",
          async () => ({
            form: applicationForm(applicationFields(), [{ name: "cv.docx", bytes: docxBomb(45 * 1024 * 1024) }]),
          }),
          400,
          { cv: cvMessages.docx },
        ],
        [
          "a DOCX holding a ZIP that holds a 1 GiB bomb",
          async () => ({ form: applicationForm(applicationFields(), [{ name: "cv.docx", bytes: docxNested() }]) }),
          400,
          { cv: cvMessages.docx },
        ],
        [
          "a second file field",
          async () => ({
            form: applicationForm(applicationFields(), [
              { name: "cv.pdf", bytes: pdf() },
              { name: "other.pdf", bytes: pdf() },
            ]),
          }),
          400,
          { cv: cvMessages.several },
        ],
        [
          "a file under another name",
          async () => ({
            form: applicationForm(applicationFields(), [
              { name: "cv.pdf", bytes: pdf() },
              { name: "x.pdf", bytes: pdf(), field: "portfolio" },
            ]),
          }),
          400,
          { portfolio: cvMessages.several },
        ],
        ["no CV", async () => ({ form: applicationForm(applicationFields(), []) }), 400, { cv: cvMessages.missing }],
        [
          "a missing consent",
          async () => ({
            form: applicationForm(applicationFields({ consent: undefined }), [{ name: "cv.pdf", bytes: pdf() }]),
          }),
          400,
          { consent: "Please agree to the privacy notice so that we can consider your application" },
        ],
        [
          "a position that is not open",
          async () => ({
            form: applicationForm(applicationFields({ position: "chief-astronaut" }), [
              { name: "cv.pdf", bytes: pdf() },
            ]),
          }),
          400,
          { position: "This position is no longer open" },
        ],
        [
          "a talent-pool country outside the four",
          async () => ({
            form: applicationForm(
              applicationFields({ position: undefined, category: "marketing", country: "France" }),
              [{ name: "cv.pdf", bytes: pdf() }],
            ),
          }),
          400,
          { country: "Choose the country you live in" },
        ],
        [
          "an unknown field",
          async () => ({
            form: applicationForm(applicationFields({ company: "Acme" }), [{ name: "cv.pdf", bytes: pdf() }]),
          }),
          400,
          { company: 'Unknown field "company"' },
        ],
        [
          "a foreign origin",
          async () => ({
            form: applicationForm(applicationFields(), [{ name: "cv.pdf", bytes: pdf() }]),
            headers: { origin: "https://evil.example" },
          }),
          403,
          "This website is not allowed to send applications here.",
        ],
        [
          "JSON instead of a form",
          async () => ({ form: new FormData(), headers: { "content-type": "application/json" } }),
          415,
          "Send the application as a form with its CV (multipart/form-data).",
        ],
      ];

      it.each(cases)("%s", async (_name, make, status, expected) => {
        const { form, headers } = await make();
        const before = await counts();
        const answer = await send(url, form, headers);
        expect(answer.status).toBe(status);
        if (typeof expected === "string") expect(answer.body.error).toBe(expected);
        else expect(answer.body.fields).toMatchObject(expected);
        expect(await counts()).toEqual(before);
      });
    });

    describe("staff", () => {
      const call = async (method: string, path: string, token: string | null, body?: unknown) => {
        const headers: Record<string, string> = { origin: siteOrigin };
        if (token) headers.authorization = `Bearer ${token}`;
        if (body !== undefined) headers["content-type"] = "application/json";
        return fetch(`${url}/staff${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      };

      it("lets only recruiters in: visitors and FAQ editors get 403", async () => {
        expect((await call("GET", "", null)).status).toBe(403);
        expect((await call("GET", "", await sign("editor"))).status).toBe(403);
        expect((await call("GET", "/1/cv", await sign(null))).status).toBe(403);
        expect((await call("DELETE", "/1", await sign("editor"))).status).toBe(403);
      });

      it("lists newest first, opens one, downloads its CV byte for byte as an attachment, reviews and deletes it", async () => {
        const token = await sign("recruiter");
        const cv = pdf(300_000);
        const fields = applicationFields({ position: "ux-ui-designer" });
        expect((await send(url, applicationForm(fields, [{ name: "Maria CV.pdf", bytes: cv }]))).status).toBe(200);

        const list = (await (await call("GET", "", token)).json()) as {
          applications: { id: number; createdAt: string; positionTitle: string | null; email: string }[];
        };
        const dates = list.applications.map((a) => a.createdAt);
        expect(dates).toEqual([...dates].sort().reverse());
        const mine = list.applications[0]!;
        expect(mine).toMatchObject({ positionTitle: "UX/UI Designer", email: fields.email });

        const one = (await (await call("GET", `/${mine.id}`, token)).json()) as { application: { note: string } };
        expect(one.application.note).toBe(fields.note);

        const download = await call("GET", `/${mine.id}/cv`, token);
        expect(download.status).toBe(200);
        expect(download.headers.get("content-type")).toBe("application/pdf");
        expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="Maria CV.pdf"/);
        expect(download.headers.get("x-content-type-options")).toBe("nosniff");
        expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(cv))).toBe(0);

        expect((await call("PATCH", `/${mine.id}`, token, { reviewStatus: "hired" })).status).toBe(400);
        const reviewed = await call("PATCH", `/${mine.id}`, token, { reviewStatus: "shortlisted" });
        expect(reviewed.status).toBe(200);
        const [row] = await stack.db.query<{ review_status: string; reviewed_by: string | null }>(
          "select review_status, reviewed_by from public.applications where id = $1",
          [mine.id],
        );
        expect(row?.review_status).toBe("shortlisted");
        expect(row?.reviewed_by).toBeTruthy();

        expect((await call("DELETE", `/${mine.id}`, token)).status).toBe(200);
        expect((await call("GET", `/${mine.id}`, token)).status).toBe(404);
        const [left] = await stack.db.query<{ n: number }>(
          "select count(*)::int as n from public.application_files where application_id = $1",
          [mine.id],
        );
        expect(left?.n).toBe(0);
      });
    });

    describe("positions", () => {
      const call = async (method: string, path: string, token: string | null, body?: unknown) => {
        const headers: Record<string, string> = { origin: siteOrigin, apikey: "sb_publishable_test" };
        if (token) headers.authorization = `Bearer ${token}`;
        if (body !== undefined) headers["content-type"] = "application/json";
        const response = await fetch(`${url}/positions${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      type Listed = {
        slug: string;
        title: string;
        closedAt: string | null;
        datePosted: string;
        tags: string[];
        salary: unknown;
        countries: string[];
      };
      const list = async (token: string | null = null) => (await call("GET", "", token)).body.positions as Listed[];
      const analyst = {
        slug: "data-analyst",
        title: "Data Analyst",
        location: "Remote",
        type: "Contract",
        description: "Turn our placement and client data into reports and dashboards that staff and clients act on.",
        tags: ["SQL", "Python", "Looker Studio"],
      };

      it("lists the seeded positions to anyone, open, in the careers page's order", async () => {
        const rows = await list();
        expect(rows.filter((row) => !row.closedAt).map((row) => row.slug)).toEqual(
          expect.arrayContaining(["senior-full-stack-developer", "devops-engineer", "ux-ui-designer"]),
        );
        const seeded = rows.filter((row) => row.datePosted === "2025-07-01T01:00:00.000Z").map((row) => row.slug);
        expect(seeded).toEqual(["senior-full-stack-developer", "devops-engineer", "ux-ui-designer"]);
      });

      it("lets only positions editors add or change one: visitors, FAQ editors and recruiters get 403", async () => {
        for (const token of [
          null,
          "sb_publishable_test",
          await sign(null),
          await sign("editor"),
          await sign("recruiter"),
        ]) {
          expect((await call("POST", "", token, analyst)).status).toBe(403);
          expect((await call("PATCH", "/devops-engineer", token, { open: false })).status).toBe(403);
        }
        expect((await list()).some((row) => row.slug === analyst.slug)).toBe(false);
        expect((await list()).find((row) => row.slug === "devops-engineer")?.closedAt).toBeNull();
      });

      it("answers bad input with a message per field and a taken address with 409", async () => {
        const token = await sign("positions_editor");
        const bad = await call("POST", "", token, { ...analyst, slug: "Data Analyst", tags: [], extra: 1 });
        expect(bad.status).toBe(400);
        expect(Object.keys(bad.body.fields as object).sort()).toEqual(["extra", "slug", "tags"]);
        const taken = await call("POST", "", token, { ...analyst, slug: "devops-engineer" });
        expect(taken).toMatchObject({ status: 409, body: { fields: { slug: expect.any(String) } } });
        expect((await call("PATCH", "/devops-engineer", token, {})).status).toBe(400);
        expect((await call("PATCH", "/no-such-position", token, { open: false })).status).toBe(404);
      });

      it("opens a position to the four staff countries unless staff choose others, and keeps the pay and terms they give", async () => {
        const token = await sign("positions_editor");
        const slug = `support-agent-${crypto.randomUUID().slice(0, 8)}`;
        const added = await call("POST", "", token, { ...analyst, slug });
        expect(added).toMatchObject({
          status: 201,
          body: { position: { countries: ["PH", "ID", "VN", "IN"], salary: null, benefits: null, hours: null } },
        });
        const apply = (country: string) =>
          send(
            url,
            applicationForm(applicationFields({ position: slug, country }), [{ name: "cv.pdf", bytes: pdf() }]),
          );
        expect((await apply("India")).status).toBe(200);
        expect(await apply("Thailand")).toMatchObject({
          status: 400,
          body: {
            fields: {
              country: "This position is open to candidates living in Philippines, Indonesia, Vietnam or India",
            },
          },
        });

        const salary = { currency: "PHP", min: 60000, max: 90000, unit: "MONTH" };
        const bad = await call("PATCH", `/${slug}`, token, { salary: { ...salary, min: 95000 }, countries: [] });
        expect(Object.keys(bad.body.fields as object).sort()).toEqual(["countries", "salary"]);
        const changed = await call("PATCH", `/${slug}`, token, {
          countries: ["PH", "TH"],
          salary,
          hours: "Monday to Friday, 09:00 to 18:00",
          timeZone: "Philippine time (UTC+8)",
          benefits: "",
        });
        expect(changed).toMatchObject({
          status: 200,
          body: {
            position: {
              countries: ["PH", "TH"],
              salary,
              hours: "Monday to Friday, 09:00 to 18:00",
              timeZone: "Philippine time (UTC+8)",
              benefits: null,
            },
          },
        });
        expect((await apply("Thailand")).status).toBe(200);
        expect((await apply("India")).status).toBe(400);
        // The build reads them from the list; a salary taken away is gone.
        expect((await list()).find((row) => row.slug === slug)).toMatchObject({ salary, countries: ["PH", "TH"] });
        await call("PATCH", `/${slug}`, token, { salary: null });
        expect((await list()).find((row) => row.slug === slug)).toMatchObject({ salary: null });
      });

      it("adds, edits, closes and opens again; applications are taken only while it is open and stay with staff", async () => {
        const token = await sign("positions_editor");
        const added = await call("POST", "", token, { ...analyst, validThrough: "2027-01-31T23:59:00+08:00" });
        expect(added).toMatchObject({ status: 201, body: { position: { slug: analyst.slug, closedAt: null } } });
        // Newest first among the open ones.
        expect((await list())[0]).toMatchObject({ slug: analyst.slug, title: analyst.title, tags: analyst.tags });

        const edited = await call("PATCH", `/${analyst.slug}`, token, { title: "Senior Data Analyst" });
        expect(edited).toMatchObject({ status: 200, body: { position: { title: "Senior Data Analyst" } } });

        const fields = applicationFields({ position: analyst.slug });
        expect((await send(url, applicationForm(fields, [{ name: "cv.pdf", bytes: pdf() }]))).status).toBe(200);

        const closed = await call("PATCH", `/${analyst.slug}`, token, { open: false });
        expect(closed.status).toBe(200);
        const closedAt = (closed.body.position as Listed).closedAt;
        expect(closedAt).toBeTruthy();
        // Listed after the open ones, with its closing time; closing again keeps that time.
        expect((await list()).at(-1)).toMatchObject({ slug: analyst.slug, closedAt });
        expect(
          ((await call("PATCH", `/${analyst.slug}`, token, { open: false })).body.position as Listed).closedAt,
        ).toBe(closedAt);

        const late = await send(
          url,
          applicationForm(applicationFields({ position: analyst.slug }), [{ name: "cv.pdf", bytes: pdf() }]),
        );
        expect(late).toMatchObject({ status: 400, body: { fields: { position: "This position is no longer open" } } });

        // The application received before the close stays with recruiters, under the position's title.
        const staff = await fetch(`${url}/staff`, {
          headers: { origin: siteOrigin, authorization: `Bearer ${await sign("recruiter")}` },
        });
        const received = ((await staff.json()) as { applications: { email: string; positionTitle: string }[] })
          .applications;
        expect(received.find((a) => a.email === fields.email)?.positionTitle).toBe("Senior Data Analyst");

        const reopened = await call("PATCH", `/${analyst.slug}`, token, { open: true });
        expect(reopened).toMatchObject({ status: 200, body: { position: { closedAt: null } } });
        const [row] = await stack.db.query<{ updated_by: string | null }>(
          "select updated_by from public.positions where slug = $1",
          [analyst.slug],
        );
        expect(row?.updated_by).toBeTruthy();
      });
    });

    it("alerts staff once when an application's e-mails failed, with its staff page and how to re-queue it", async () => {
      const fields = applicationFields({ name: "Alert Candidate" });
      expect((await send(url, applicationForm(fields, [{ name: "cv.pdf", bytes: pdf() }]))).status).toBe(200);
      const row = async () =>
        (
          await stack.db.query<{ id: string; status: string; failure_alerted_at: Date | null }>(
            "select id::text as id, status, failure_alerted_at from public.applications where idempotency_key = $1",
            [fields.idempotencyKey],
          )
        )[0]!;
      await waitFor(async () => (await row()).status === "sent");
      // As the delivery leaves it after its last attempt (delivery.test.ts runs that path against a refusing server).
      await stack.db.query(
        `update public.applications set status = 'failed', sent_at = null, failed_at = now(), attempts = 10,
                last_error = 'notification: SMTP MAIL FROM answered 550' where idempotency_key = $1`,
        [fields.idempotencyKey],
      );
      const { id } = await row();
      const alerts = () => stack.mail.list().filter((m) => m.subject.startsWith("Website applications not delivered"));
      const before = alerts().length;

      const runs = [await stack.runApplicationRetry(), await stack.runApplicationRetry()];
      expect(runs[0]!.alerted).toBeGreaterThanOrEqual(1);
      expect(runs[1]!.alerted).toBe(0);
      const alert = await waitFor(async () => alerts().length > before && alerts().at(-1));
      expect(alerts().filter((m) => m.subject.includes(`#${id}`))).toHaveLength(1);
      expect(alert.to).toBe("info@example.com");
      expect(alert.text).toContain(`Application #${id}, received`);
      expect(alert.text).toContain("For:   DevOps Engineer");
      expect(alert.text).toContain(`From:  Alert Candidate <${fields.email}>`);
      expect(alert.text).toContain(`${siteOrigin}/staff/applications?id=${id}`);
      expect(alert.text).toContain("SMTP MAIL FROM answered 550");
      expect(alert.text).toMatch(
        new RegExp(`select private\\.requeue_applications\\(array\\[([0-9]+, )*${id}(, [0-9]+)*\\]\\);`),
      );
      await logLine(stack, (l) => l.includes('"event":"application.failed_alert"') && l.includes(id));

      // Re-queued, it is delivered again, and a later failure would alert again.
      const [requeued] = await stack.db.query<{ n: number }>(
        "select private.requeue_applications(array[$1::bigint]) as n",
        [id],
      );
      expect(requeued?.n).toBe(1);
      expect((await row()).failure_alerted_at).toBeNull();
      await stack.runApplicationRetry();
      expect((await row()).status).toBe("sent");
    });

    it("deletes applications older than the retention period, CVs included, on the scheduled run", async () => {
      const fields = applicationFields();
      expect((await send(url, applicationForm(fields, [{ name: "cv.pdf", bytes: pdf() }]))).status).toBe(200);
      await stack.db.query(
        "update public.applications set created_at = now() - interval '12 months 1 day' where idempotency_key = $1",
        [fields.idempotencyKey],
      );
      const before = await counts();
      const result = await stack.runApplicationRetry();
      expect(result.expired).toBe(1);
      expect(await counts()).toEqual({ applications: before!.applications - 1, files: before!.files - 1 });
    });
  });
}
