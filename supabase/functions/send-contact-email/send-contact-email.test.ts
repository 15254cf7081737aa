// The send-contact-email function under real Deno, against PGlite and a real Postgres 15, with a real SMTP peer
// (the local stack's smtp-server). Only the hosted e-mail API is mocked, by a local HTTP server, as named below.
// Over 250 lines: one stack per target serves the whole API's cases; a file per topic would start a stack per file
// and target. Attempts counted first and bounded parsing have attempts.test.ts; native posts form-post.test.ts.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { contactFieldLimits, enquiryJsonMaxBytes } from "@solvix/content/contact";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stackTargets } from "../../tests/targets.ts";
import { networkKey } from "../_shared/client-address.ts";
import {
  allDelivered,
  countEnquiries,
  post,
  siteOrigin,
  startTestStack,
  validEnquiry,
  visitor,
  waitFor,
  type TestStack,
} from "../../tests/helpers.ts";

const targets = stackTargets();

for (const target of targets) {
  describe.runIf(target.available)(`send-contact-email on ${target.name}`, () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await startTestStack({
        databaseUrl: await target.databaseUrl(),
      });
    });
    afterAll(async () => {
      await stack?.dispose();
    });

    const client = visitor;

    it("stores a valid enquiry before answering and mails every field to the company and a note to the visitor", async () => {
      const enquiry = validEnquiry({ message: "Line one\nLine two: 5 remote staff, ünïcödé ✓" });
      const before = await countEnquiries(stack);
      const answer = await post(stack.url, enquiry, client());
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      expect(answer.headers.get("access-control-allow-origin")).toBe(siteOrigin);
      // Committed before the answer: the row is there the moment success arrives.
      const [row] = await stack.db.query<Record<string, unknown>>(
        "select * from public.enquiries where idempotency_key = $1",
        [enquiry.idempotencyKey],
      );
      expect(await countEnquiries(stack)).toBe(before + 1);
      expect(row).toMatchObject({
        first_name: "Jane",
        last_name: "Tan",
        email: enquiry.email,
        contact_number: "+65 6123 4567",
        company: "Acme Pte Ltd",
        message: enquiry.message,
      });
      expect(String(row?.client_hash)).toMatch(/^[0-9a-f]{64}$/);

      const mails = await waitFor(async () => {
        const found = stack.mail
          .list()
          .filter((m) => m.text.includes(String(enquiry.message)) || m.to === enquiry.email);
        return found.length === 2 && found;
      });
      const notification = mails.find((m) => m.to === "info@example.com");
      expect(notification?.subject).toBe("New enquiry from Jane Tan (Acme Pte Ltd)");
      expect(notification?.replyTo).toBe(enquiry.email);
      for (const value of [
        "Jane",
        "Tan",
        String(enquiry.email),
        "+65 6123 4567",
        "Acme Pte Ltd",
        String(enquiry.message),
      ]) {
        expect(notification?.text).toContain(value);
      }
      const acknowledgement = mails.find((m) => m.to === enquiry.email);
      expect(acknowledgement?.text).toContain("Thank you for your inquiry. We'll get back to you within 24 hours.");
      const [sent] = await waitFor(async () => {
        const rows = await stack.db.query<{ status: string }>(
          "select status from public.enquiries where idempotency_key = $1 and status = 'sent'",
          [enquiry.idempotencyKey],
        );
        return rows.length === 1 && rows;
      });
      expect(sent?.status).toBe("sent");
    });

    it("stores a double submission once and answers success to both", async () => {
      const enquiry = validEnquiry();
      const headers = client();
      const answers = await Promise.all([post(stack.url, enquiry, headers), post(stack.url, enquiry, headers)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const again = await post(stack.url, enquiry, headers);
      expect(again).toMatchObject({ status: 200, body: { ok: true } });
      const rows = await stack.db.query("select id from public.enquiries where idempotency_key = $1", [
        enquiry.idempotencyKey,
      ]);
      expect(rows).toHaveLength(1);
      await waitFor(async () => stack.mail.list().filter((m) => m.to === enquiry.email).length === 1);
    });

    it("allows 5 enquiries per 10 minutes per client address, then answers 429 with a clear message", async () => {
      const headers = client();
      const accepted = [];
      for (let i = 0; i < 5; i++) {
        const enquiry = validEnquiry();
        accepted.push(enquiry);
        expect((await post(stack.url, enquiry, headers)).status).toBe(200);
      }
      const before = await countEnquiries(stack);
      const refused = await post(stack.url, validEnquiry(), headers);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(
        "Too many enquiries from your network: at most 5 in 10 minutes. Please try again later.",
      );
      expect(refused.headers.get("retry-after")).toBe("600");
      expect(await countEnquiries(stack)).toBe(before);
      // A network retry of an enquiry already stored is still answered with success.
      expect((await post(stack.url, accepted[4], headers)).status).toBe(200);
      // Another address is not affected.
      expect((await post(stack.url, validEnquiry(), client())).status).toBe(200);
      // Only salted hashes are stored: 64 hex digits each (no address fits), none the plain SHA-256 of this client's
      // network key. (A group of the random address, looked for as a substring, once matched a hash by chance.)
      const rows = await stack.db.query<{ client_hash: string }>("select client_hash from private.rate_limits");
      const hashes = rows.map((row) => row.client_hash);
      expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
      const key = networkKey(headers["x-forwarded-for"]);
      expect(key).toMatch(/^2001:db8:/);
      expect(hashes).not.toContain(createHash("sha256").update(key!).digest("hex"));
    });

    it("answers a filled honeypot like a success but stores and mails nothing", async () => {
      await allDelivered(stack);
      const before = await countEnquiries(stack);
      const mails = stack.mail.list().length;
      const answer = await post(stack.url, validEnquiry({ website: "https://spam.example" }), client());
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      await new Promise((r) => setTimeout(r, 300));
      expect(await countEnquiries(stack)).toBe(before);
      expect(stack.mail.list()).toHaveLength(mails);
    });

    it("stores a form sent faster than the minimum fill time (autofill), with its fill time, marked for staff review", async () => {
      const fastStarted = Date.now() - 500;
      const fast = validEnquiry({ startedAt: fastStarted });
      expect(await post(stack.url, fast, client())).toMatchObject({ status: 200, body: { ok: true } });
      const fastAnswered = Date.now();
      const slow = validEnquiry({ startedAt: Date.now() - 5000 });
      expect((await post(stack.url, slow, client())).status).toBe(200);
      // No start time at all (a post from the static page): stored, with no fill time and nothing to review.
      const unknown = validEnquiry({ startedAt: undefined });
      expect((await post(stack.url, unknown, client())).status).toBe(200);
      const row = async (email: unknown) =>
        (
          await stack.db.query<{ fill_ms: number | null; review_reason: string | null }>(
            "select fill_ms, review_reason from public.enquiries where email = $1",
            [email],
          )
        )[0];
      const fastRow = await row(fast.email);
      expect(fastRow?.review_reason).toBe("fast_fill");
      expect(fastRow?.fill_ms).toBeGreaterThanOrEqual(500);
      // At most the time from its start to the answer (a constant here would bound the machine's speed).
      expect(fastRow?.fill_ms).toBeLessThanOrEqual(fastAnswered - fastStarted);
      const slowRow = await row(slow.email);
      expect(slowRow?.review_reason).toBeNull();
      expect(slowRow?.fill_ms).toBeGreaterThanOrEqual(5000);
      expect(await row(unknown.email)).toEqual({ fill_ms: null, review_reason: null });
    });

    it("keeps the enquiry pending while the mail server is down and delivers it once it is back", async () => {
      await stack.mail.stopSmtp();
      const enquiry = validEnquiry();
      try {
        expect((await post(stack.url, enquiry, client())).status).toBe(200);
        const [pending] = await waitFor(async () => {
          const rows = await stack.db.query<{ status: string; attempts: number; last_error: string }>(
            "select status, attempts, last_error from public.enquiries where idempotency_key = $1 and last_error is not null",
            [enquiry.idempotencyKey],
          );
          return rows.length === 1 && rows;
        });
        expect(pending).toMatchObject({ status: "pending", attempts: 1 });
        expect(pending?.last_error).toMatch(/^notification: SMTP server unreachable/);
        // The scheduled path while the server is still down: still pending, tried again.
        await new Promise((r) => setTimeout(r, 150));
        await stack.runRetry();
      } finally {
        await stack.mail.startSmtp();
      }
      await waitFor(async () => {
        await stack.runRetry();
        const rows = await stack.db.query<{ status: string }>(
          "select status from public.enquiries where idempotency_key = $1 and status = 'sent'",
          [enquiry.idempotencyKey],
        );
        return rows.length === 1;
      });
      const delivered = stack.mail
        .list()
        .filter((m) => m.text.includes(String(enquiry.email)) || m.to === enquiry.email);
      expect(delivered).toHaveLength(2);
    });

    it("guards the retry path with the service secret", async () => {
      const url = `${stack.url}/retry`;
      expect((await fetch(url, { method: "POST" })).status).toBe(401);
      expect((await fetch(url, { method: "POST", headers: { authorization: "Bearer wrong" } })).status).toBe(401);
      const ok = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${stack.retrySecret}` } });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ claimed: expect.any(Number) });
    });

    it("rolls the site's analytics up on the scheduled retry (a finished day once)", async () => {
      const campaign = `retry-${crypto.randomUUID().slice(0, 8)}`;
      await stack.db.query(
        `insert into public.analytics_events (day, visitor, name, path, landing, utm_campaign, device)
         values (private.analytics_today() - 1, md5($1), 'pageview', '/about', true, $1, 'phone')`,
        [campaign],
      );
      const rolled = () =>
        stack.db.query("select visitors from public.analytics_daily_visits where campaign = $1", [campaign]);
      expect(await rolled()).toEqual([]);
      const ok = await fetch(`${stack.url}/retry`, {
        method: "POST",
        headers: { authorization: `Bearer ${stack.retrySecret}` },
      });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ analyticsMs: expect.any(Number) });
      expect(await rolled()).toEqual([{ visitors: 1 }]);
    });

    it("handles CORS preflight for allowed origins only", async () => {
      const preflight = await fetch(stack.url, {
        method: "OPTIONS",
        headers: {
          origin: siteOrigin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, x-client-info, apikey, content-type",
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe(siteOrigin);
      expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
      for (const header of ["authorization", "x-client-info", "apikey", "content-type"]) {
        expect(preflight.headers.get("access-control-allow-headers")).toContain(header);
      }
      const foreign = await fetch(stack.url, {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
      const before = await countEnquiries(stack);
      const post403 = await post(stack.url, validEnquiry(), { ...client(), origin: "https://evil.example" });
      expect(post403).toMatchObject({
        status: 403,
        body: { error: "This website is not allowed to send enquiries here." },
      });
      expect(await countEnquiries(stack)).toBe(before);
    });

    it("logs no personal data", async () => {
      const enquiry = validEnquiry({ firstName: "Zebediah", company: "Quixotic Holdings" });
      await post(stack.url, enquiry, { "x-forwarded-for": "203.0.113.77" });
      await waitFor(async () => stack.mail.list().some((m) => m.to === enquiry.email));
      const logs = stack.logs.join("\n");
      expect(logs).toContain('"event":"enquiry.stored"');
      for (const secret of ["Zebediah", "Quixotic", String(enquiry.email), "203.0.113.77", "jane.tan"]) {
        expect(logs).not.toContain(secret);
      }
    });
  });
}

describe("send-contact-email validation (PGlite)", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  const cases: [string, unknown, string, Record<string, string>?][] = [
    [
      "short first name",
      validEnquiry({ firstName: "J" }),
      "First name must be at least 2 characters",
      { firstName: "First name must be at least 2 characters" },
    ],
    ["short last name", validEnquiry({ lastName: "T" }), "Last name must be at least 2 characters"],
    ["bad e-mail", validEnquiry({ email: "jane@" }), "Please enter a valid email"],
    ["short contact number", validEnquiry({ contactNumber: "1234" }), "Please enter a valid contact number"],
    ["short company", validEnquiry({ company: "A" }), "Company name must be at least 2 characters"],
    ["short message", validEnquiry({ message: "Hi" }), "Message must be at least 10 characters"],
    ["long first name", validEnquiry({ firstName: "a".repeat(101) }), "First name must be at most 100 characters"],
    ["long message", validEnquiry({ message: "m".repeat(5001) }), "Message must be at most 5000 characters"],
    ["long e-mail", validEnquiry({ email: `${"e".repeat(250)}@example.com` }), "Email must be at most 254 characters"],
    [
      "CR/LF in a name",
      validEnquiry({ lastName: "Tan\r\nBcc: all@example.com" }),
      "Last name must not contain line breaks",
    ],
    [
      "CR/LF in the e-mail",
      validEnquiry({ email: "jane@example.com\r\nBcc: x@example.com" }),
      "Please enter a valid email",
    ],
    [
      "wrong type",
      validEnquiry({ firstName: 42 }),
      "First name must be text",
      { firstName: "First name must be text" },
    ],
    ["missing field", (({ company: _c, ...rest }) => rest)(validEnquiry()), "Company name is required"],
    [
      "unknown field",
      validEnquiry({ isAdmin: true }),
      'Unknown field "isAdmin"',
      { isAdmin: 'Unknown field "isAdmin"' },
    ],
    ["bad idempotency key", validEnquiry({ idempotencyKey: "123" }), "idempotencyKey must be a UUID"],
    ["start time as text", validEnquiry({ startedAt: "yesterday" }), "startedAt must be a number"],
    ["NUL character", validEnquiry({ company: "Acme\u0000" }), "Company name must not contain NUL characters"],
    ["bad JSON", '{"firstName": ', "The request body is not valid JSON."],
    ["array body", "[]", "The request body must be a JSON object."],
    ["null body", "null", "The request body must be a JSON object."],
    ["empty body", "", "The request body is empty; send the enquiry as a JSON object."],
  ];

  for (const [name, body, error, fields] of cases) {
    it(`answers 400 naming the problem: ${name}`, async () => {
      const answer = await post(stack.url, body, visitor());
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(error);
      if (fields) expect(answer.body.fields).toEqual(fields);
      expect(answer.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    });
  }

  it("lists every problem when several fields are wrong", async () => {
    const answer = await post(stack.url, validEnquiry({ firstName: "", email: "x", message: "short" }), visitor());
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(
      "Please correct 3 fields: First name must be at least 2 characters; Please enter a valid email; Message must be at least 10 characters",
    );
    expect(Object.keys(answer.body.fields ?? {})).toEqual(["firstName", "email", "message"]);
  });

  it("answers 415 for a body that is not JSON and 413 above the size any valid enquiry needs (24 KB)", async () => {
    // (A form post, application/x-www-form-urlencoded, is answered with a page: see form-post.test.ts.)
    const form = await fetch(stack.url, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: siteOrigin, ...visitor() },
      body: "firstName=Jane",
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: "Send the request as JSON (Content-Type: application/json)." });
    const big = await post(stack.url, validEnquiry({ message: "x".repeat(enquiryJsonMaxBytes) }), visitor());
    expect(big).toMatchObject({ status: 413, body: { error: "The request body must be at most 24 KB." } });
  });

  it("refuses lone surrogates, and control or text-direction characters in one-line fields, with clear messages", async () => {
    // JSON can carry half a surrogate pair as an escape; stored, it would have become U+FFFD without a word.
    const lone = await post(stack.url, JSON.stringify(validEnquiry()).replace('"Jane"', '"Ja\\ud800ne"'), visitor());
    expect(lone).toMatchObject({
      status: 400,
      body: {
        fields: { firstName: "First name contains a broken character (half of a surrogate pair); please retype it" },
      },
    });
    for (const company of ["Acme\u202Efdp.exe", "Acme\u2028Ltd", "Acme\u0085Ltd", "Acme\u000BLtd"]) {
      expect(await post(stack.url, validEnquiry({ company }), visitor()), JSON.stringify(company)).toMatchObject({
        status: 400,
        body: { fields: { company: "Company name must not contain control or text-direction characters" } },
      });
    }
  });

  it("answers 405 for other methods and 404 for other paths", async () => {
    const get = await fetch(stack.url, { headers: { origin: siteOrigin } });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ error: "Send the enquiry with POST." });
    expect((await fetch(`${stack.functionsUrl}/nope`)).status).toBe(404);
  });

  it("stores nothing for any of the refused requests", async () => {
    expect(await countEnquiries(stack)).toBe(0);
  });

  it("stores an enquiry in Chinese with every field at its limit: the body limit fits every valid enquiry", async () => {
    const at = (key: "firstName" | "lastName" | "company" | "message", char: string) =>
      char.repeat(contactFieldLimits[key].max);
    const enquiry = validEnquiry({
      firstName: at("firstName", "王"),
      lastName: at("lastName", "李"),
      company: at("company", "公"),
      message: at("message", "问"),
    });
    expect(new TextEncoder().encode(JSON.stringify(enquiry)).byteLength).toBeGreaterThan(16 * 1024);
    expect(await post(stack.url, enquiry, visitor())).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await stack.db.query<{ company: string; message: string }>(
      "select company, message from public.enquiries where idempotency_key = $1",
      [enquiry.idempotencyKey],
    );
    expect(row).toEqual({ company: enquiry.company, message: enquiry.message });
  });
});

describe("HTTP e-mail API adapter against a mock of the hosted API (the hosted service cannot run here)", () => {
  let stack: TestStack;
  let api: Server;
  const received: { headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
  let failNext = 0;

  beforeAll(async () => {
    api = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (failNext > 0) {
          failNext--;
          res.writeHead(503).end(JSON.stringify({ message: "unavailable" }));
          return;
        }
        received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: crypto.randomUUID() }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    const address = api.address();
    const port = typeof address === "object" && address ? address.port : 0;
    stack = await startTestStack({
      functionEnv: {
        MAIL_PROVIDER: "http",
        MAIL_API_URL: `http://127.0.0.1:${port}/emails`,
        MAIL_API_KEY: "re_test_key",
      },
    });
  });
  afterAll(async () => {
    await stack?.dispose();
    await new Promise((resolve) => api?.close(resolve));
  });

  it("posts both e-mails as JSON with the key, an idempotency key and a Message-ID per message", async () => {
    const enquiry = validEnquiry();
    expect((await post(stack.url, enquiry)).status).toBe(200);
    await waitFor(async () => received.length === 2);
    expect(received[0]?.headers.authorization).toBe("Bearer re_test_key");
    expect(received[0]?.headers["idempotency-key"]).toMatch(/^enquiry-\d+-notification$/);
    expect(received[0]?.body).toMatchObject({
      from: "Solvix Website <no-reply@example.com>",
      to: ["info@example.com"],
      reply_to: enquiry.email,
      subject: "New enquiry from Jane Tan (Acme Pte Ltd)",
    });
    expect(received[0]?.body.text).toContain(String(enquiry.message));
    expect(received[1]?.body).toMatchObject({ to: [enquiry.email] });
    expect(received[1]?.headers["idempotency-key"]).toMatch(/^enquiry-\d+-acknowledgement$/);
    // The Message-ID recorded before the send, as an e-mail header: the same on every copy.
    const [row] = await stack.db.query<{ n: string; a: string }>(
      `select notification_message_id as n, acknowledgement_message_id as a from public.enquiries
        where idempotency_key = $1`,
      [enquiry.idempotencyKey],
    );
    expect(row?.n).toMatch(/^<enquiry-\d+-notification\.[0-9a-f-]+@example\.com>$/);
    expect(received[0]?.body.headers).toEqual({ "Message-ID": row?.n });
    expect(received[1]?.body.headers).toEqual({ "Message-ID": row?.a });
  });

  it("retries after the API fails, without sending the delivered message again", async () => {
    received.length = 0;
    failNext = 1;
    const enquiry = validEnquiry();
    expect((await post(stack.url, enquiry)).status).toBe(200);
    await waitFor(async () => {
      await stack.runRetry();
      const rows = await stack.db.query(
        "select 1 from public.enquiries where idempotency_key = $1 and status = 'sent'",
        [enquiry.idempotencyKey],
      );
      return rows.length === 1;
    });
    expect(received.map((r) => r.headers["idempotency-key"]?.toString().split("-").pop())).toEqual([
      "notification",
      "acknowledgement",
    ]);
  });
});
