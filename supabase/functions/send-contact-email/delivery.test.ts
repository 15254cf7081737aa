// Delivery under real Deno through nodemailer to a real SMTP peer (smtp-server, STARTTLS with a self-signed
// certificate and AUTH): no credentials without TLS, an attempt cap with a failed state staff can re-queue, attempts
// counted at the claim, and two concurrent retry runs against a slow server sending each mail exactly once.
// On the hosted-like Postgres 15 when available (part of the deploy rehearsal), otherwise on PGlite.
// Over 250 lines: the delivery cases share one stack and one SMTP peer whose modes they switch in turn; apart, each
// file would start its own.
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  logLine,
  post,
  startTestStack,
  testMailLeaseMs,
  validEnquiry,
  visitor,
  waitFor,
  type TestStack,
} from "../../tests/helpers.ts";
import { selfSignedCertificate } from "../../../scripts/certificate.ts";
import { startSmtpPeer, type SmtpPeer } from "../../tests/smtp-peer.ts";
import { stackTargets } from "../../tests/targets.ts";

const target = stackTargets().findLast((t) => t.available)!;

type Row = {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  failed_at: Date | null;
};

describe(`mail delivery and retries on ${target.name}`, () => {
  let stack: TestStack;
  let peer: SmtpPeer;

  beforeAll(async () => {
    const certificate = await selfSignedCertificate();
    peer = await startSmtpPeer(certificate, { user: "relay", password: "relay-secret-✓" });
    stack = await startTestStack({
      databaseUrl: await target.databaseUrl(),
      functionEnv: {
        MAIL_PROVIDER: "smtp",
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(peer.port),
        SMTP_TLS: "starttls",
        SMTP_USER: "relay",
        SMTP_PASSWORD: "relay-secret-✓",
        SMTP_CA: certificate.cert,
        MAIL_MAX_ATTEMPTS: "3",
        // One delivery at a time per run, so that two runs at once meet (the last test).
        MAIL_CONCURRENCY: "1",
      },
    });
  });
  afterAll(async () => {
    await stack?.dispose();
    await peer?.close();
  });

  const row = async (key: unknown) =>
    (
      await stack.db.query<Row>(
        "select id::text as id, status, attempts, last_error, failed_at from public.enquiries where idempotency_key = $1",
        [key],
      )
    )[0];
  const settled = (key: unknown, test: (r: Row) => boolean) =>
    waitFor(async () => {
      const r = await row(key);
      return r && test(r) ? r : undefined;
    });
  /** Makes the enquiry due now instead of after its backoff, then runs the scheduled path once. */
  const retryNow = async (key: unknown) => {
    await stack.db.query(
      "update public.enquiries set next_attempt_at = now() where idempotency_key = $1 and status = 'pending'",
      [key],
    );
    return stack.runRetry();
  };
  const received = async () =>
    Promise.all(
      peer.messages.map(async (m) => ({ to: m.rcptTo.join(","), subject: (await simpleParser(m.raw)).subject ?? "" })),
    );

  it("keeps the enquiry queued, with a clear log line, when the server does not offer STARTTLS; no credentials go out", async () => {
    peer.mode = "no-starttls";
    const enquiry = validEnquiry({ company: "No TLS Co" });
    try {
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      const pending = await settled(enquiry.idempotencyKey, (r) => r.last_error !== null);
      expect(pending).toMatchObject({
        status: "pending",
        last_error: "notification: SMTP server did not accept STARTTLS: nothing was sent, credentials were not offered",
      });
      await logLine(stack, (l) => l.includes('"event":"enquiry.delivery"') && l.includes("did not accept STARTTLS"));
      expect(peer.auths).toEqual([]);
    } finally {
      peer.mode = "ok";
    }
    await retryNow(enquiry.idempotencyKey);
    expect(await settled(enquiry.idempotencyKey, (r) => r.status === "sent")).toBeTruthy();
    expect(peer.auths.every((a) => a.secure)).toBe(true);
    expect((await received()).filter((m) => m.subject.includes("No TLS Co") || m.to === enquiry.email)).toHaveLength(2);
  });

  it("ends in 'failed' after the attempt cap when the server always refuses, and staff can re-queue it", async () => {
    peer.mode = "refuse-temporary";
    const enquiry = validEnquiry({ company: "Refused Co" });
    try {
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      await settled(enquiry.idempotencyKey, (r) => r.last_error !== null);
      for (let i = 0; i < 4; i++) await retryNow(enquiry.idempotencyKey);
      const failed = await settled(enquiry.idempotencyKey, (r) => r.status === "failed");
      expect(failed).toMatchObject({ attempts: 3, last_error: "notification: SMTP MAIL FROM answered 451" });
      expect(failed.failed_at).not.toBeNull();
      // Visible to staff, and no longer retried.
      expect((await retryNow(enquiry.idempotencyKey)).claimed).toBe(0);
    } finally {
      peer.mode = "ok";
    }
    const [requeued] = await stack.db.query<{ n: number }>("select private.requeue_enquiries(array[$1::bigint]) as n", [
      (await row(enquiry.idempotencyKey))!.id,
    ]);
    expect(requeued?.n).toBe(1);
    await stack.runRetry();
    expect(await settled(enquiry.idempotencyKey, (r) => r.status === "sent")).toMatchObject({ attempts: 1 });
  });

  it("marks a permanent refusal 'failed' at once", async () => {
    peer.mode = "refuse-permanent";
    const enquiry = validEnquiry();
    try {
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      expect(await settled(enquiry.idempotencyKey, (r) => r.status === "failed")).toMatchObject({
        attempts: 1,
        last_error: "notification: SMTP MAIL FROM answered 550",
      });
    } finally {
      peer.mode = "ok";
    }
  });

  it("alerts staff once when an enquiry fails, listing it with how to re-queue it", async () => {
    peer.mode = "refuse-permanent";
    const enquiry = validEnquiry({ company: "Alert Co" });
    try {
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      await settled(enquiry.idempotencyKey, (r) => r.status === "failed");
      // The alert cannot go while the server refuses everything: it waits for the next run.
      expect((await stack.runRetry()) as { alerted?: number }).toMatchObject({ alerted: 0 });
    } finally {
      peer.mode = "ok";
    }
    const id = (await row(enquiry.idempotencyKey))!.id;
    // (The permanent refusal of the test before is in the same first alert.)
    const runs = [await stack.runRetry(), await stack.runRetry()] as { alerted?: number }[];
    expect(runs[0]!.alerted).toBeGreaterThanOrEqual(1);
    expect(runs[1]!.alerted).toBe(0);
    const alerts = (await received()).filter((m) => m.subject.startsWith("Website enquiries not delivered"));
    expect(alerts.filter((m) => m.subject.includes(`#${id}`))).toHaveLength(1);
    const text = (await simpleParser(peer.messages.at(-1)!.raw)).text ?? "";
    expect(text).toContain(`Enquiry #${id}, received`);
    expect(text).toMatch(new RegExp(`select private\\.requeue_enquiries\\(array\\[([0-9]+, )*${id}(, [0-9]+)*\\]\\);`));
    expect(text).toContain("SMTP MAIL FROM answered 550");
    const logged = stack.logs.filter((l) => l.includes('"event":"enquiry.failed_alert"'));
    expect(logged.some((l) => (JSON.parse(l) as { enquiries: string }).enquiries.split(",").includes(id))).toBe(true);
  });

  it("sends a message whose send was never recorded (its worker died) again once, with the same Message-ID", async () => {
    peer.mode = "refuse-temporary";
    const enquiry = validEnquiry({ company: "In Doubt Co" });
    try {
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      await settled(enquiry.idempotencyKey, (r) => r.last_error !== null);
    } finally {
      peer.mode = "ok";
    }
    const id = (await row(enquiry.idempotencyKey))!.id;
    // A worker claims the row, records its attempt and the Message-ID, hands the message over, and dies before the
    // record of the send.
    // (Attempts reset: this suite allows only 3, and the wait below costs one.)
    await stack.db.query("update public.enquiries set next_attempt_at = now(), attempts = 0 where id = $1", [id]);
    const [claim] = await stack.db.query<{ lease_token: string }>(
      "select lease_token::text from private.claim_due_enquiry(1, 10)",
    );
    const [begun] = await stack.db.query<{ message_id: string; go: boolean }>(
      "select message_id, go from private.begin_send($1, $2, 'notification', '<another-id@example.com>', 1000)",
      [id, claim!.lease_token],
    );
    // The Message-ID recorded at the first attempt stays.
    expect(begun?.go).toBe(true);
    expect(begun?.message_id).toMatch(new RegExp(`^<enquiry-${id}-notification\\.[0-9a-f-]+@example\\.com>$`));
    // While its sender may still be recording it (within a lease of the attempt), a retry leaves it alone.
    await retryNow(enquiry.idempotencyKey);
    expect(await row(enquiry.idempotencyKey)).toMatchObject({
      status: "pending",
      last_error: "notification: a send in doubt, waiting for its record",
    });
    const mine = async () => (await received()).filter((m) => m.subject.includes("(In Doubt Co)"));
    expect(await mine()).toHaveLength(0);
    // A lease later the sender is taken for dead: the message goes again, with the Message-ID recorded before. (A lease
    // after the database's start too: a cluster this run just started makes it wait for that.)
    await stack.db.query(
      "update public.enquiries set notification_attempted_at = now() - interval '1 hour' where id = $1",
      [id],
    );
    await waitFor(
      async () =>
        (
          await stack.db.query<{ ok: boolean }>(
            "select now() > pg_postmaster_start_time() + $1 * interval '1 millisecond' as ok",
            [testMailLeaseMs],
          )
        )[0]?.ok,
    );
    await retryNow(enquiry.idempotencyKey);
    expect(await settled(enquiry.idempotencyKey, (r) => r.status === "sent")).toBeTruthy();
    const ids = await Promise.all(peer.messages.map(async (m) => (await simpleParser(m.raw)).messageId));
    const copies = ids.filter((messageId) => messageId === begun!.message_id);
    expect(copies).toHaveLength(1);
    await logLine(stack, (l) => l.includes('"event":"enquiry.send_in_doubt"') && l.includes(`"enquiry":"${id}"`));
  });

  it("lets an attempt retry its own begin_send, and leaves a send in doubt alone for a lease after the database's start", async () => {
    // A row stored without a delivery (straight through SQL), so no Message-ID is recorded yet.
    const [stored] = await stack.db.query<{ id: string; token: string }>(
      `select enquiry_id::text as id, lease_token::text as token from private.submit_enquiry(
         gen_random_uuid(), repeat('d', 64), 'Ada', 'Lee', 'ada.lee@example.com', '+65 6000 0000', 'Doubt Co', 'Hello', 0, 600000, 60000,
         100, 100, 100, null, null)`,
    );
    const begin = (messageId: string, waitMs: number | string) =>
      stack.db
        .query<{ message_id: string; in_doubt: boolean; go: boolean }>(
          `select message_id, in_doubt, go from private.begin_send($1, $2, 'notification', $3, (${waitMs})::integer)`,
          [stored!.id, stored!.token, messageId],
        )
        .then((rows) => rows[0]);
    expect(await begin("<mine@example.com>", 60_000)).toEqual({
      message_id: "<mine@example.com>",
      in_doubt: false,
      go: true,
    });
    // The reply was lost and the same call tries again with the same Message-ID: nothing was sent yet, it goes.
    expect(await begin("<mine@example.com>", 60_000)).toEqual({
      message_id: "<mine@example.com>",
      in_doubt: false,
      go: true,
    });
    // Another attempt finds the send in doubt and leaves it to its sender for a lease.
    expect(await begin("<another@example.com>", 60_000)).toMatchObject({ in_doubt: true, go: false });
    // An attempt long before the database's (re)start: its lease after the attempt is over, but the sender may have
    // been unable to record it all along; it gets a lease from the start.
    await stack.db.query(
      `update public.enquiries set notification_attempted_at = pg_postmaster_start_time() - interval '1 hour'
        where id = $1`,
      [stored!.id],
    );
    const sinceStart = "extract(epoch from now() - pg_postmaster_start_time()) * 1000";
    expect(await begin("<another@example.com>", `${sinceStart} + 60000`)).toMatchObject({
      message_id: "<mine@example.com>",
      in_doubt: true,
      go: false,
    });
    // A lease after the start (here: the time since the start, less a second) it goes, with the first Message-ID.
    expect(await begin("<another@example.com>", `greatest(${sinceStart} - 1000, 0)`)).toMatchObject({
      message_id: "<mine@example.com>",
      in_doubt: true,
      go: true,
    });
    // Nothing of it is left for the retry runs of the next tests.
    await stack.db.query("delete from public.enquiries where id = $1", [stored!.id]);
  });

  it("never begins a message recorded as sent after its claim read the row; a sender that lost its lease clears no attempt", async () => {
    const [stored] = await stack.db.query<{ id: string; token: string }>(
      `select enquiry_id::text as id, lease_token::text as token from private.submit_enquiry(
         gen_random_uuid(), repeat('e', 64), 'Ada', 'Lee', 'ada.lee@example.com', '+65 6000 0000', 'Late Record Co',
         'Hello', 0, 600000, 60000, 100, 100, 100, null, null)`,
    );
    const id = stored!.id;
    const begin = (token: string, message: string, messageId: string) =>
      stack.db
        .query<{ message_id: string; in_doubt: boolean; go: boolean }>(
          "select message_id, in_doubt, go from private.begin_send($1, $2, $3, $4, 60000)",
          [id, token, message, messageId],
        )
        .then((rows) => rows[0]);
    const mark = (token: string, outcome: string) =>
      stack.db
        .query<{ ok: boolean }>("select private.mark_sent($1, $2, $3) as ok", [id, token, outcome])
        .then((rows) => rows[0]?.ok);
    // The first sender begins the notification and hands it to the mail server; its record is held up (the database
    // away), the row's lease runs out and another attempt takes it over, reading no notified_at.
    expect(await begin(stored!.token, "notification", "<first@example.com>")).toMatchObject({ go: true });
    const [claim] = await stack.db.query<{ token: string }>(
      "update public.enquiries set lease_token = gen_random_uuid() where id = $1 returning lease_token::text as token",
      [id],
    );
    // Then the first sender's record lands (recorded, though its lease is gone).
    expect(await mark(stored!.token, "notification")).toBe(false);
    // The other attempt does not send it again.
    expect(await begin(claim!.token, "notification", "<second@example.com>")).toEqual({
      message_id: "<first@example.com>",
      in_doubt: false,
      go: false,
    });
    // The other attempt begins the acknowledgement; the first sender's late "surely not sent" for it leaves that
    // attempt in doubt, so a third attempt waits for its record instead of sending a copy.
    expect(await begin(claim!.token, "acknowledgement", "<second-ack@example.com>")).toMatchObject({ go: true });
    expect(await mark(stored!.token, "acknowledgement_not_sent")).toBe(false);
    const [third] = await stack.db.query<{ token: string }>(
      "update public.enquiries set lease_token = gen_random_uuid() where id = $1 returning lease_token::text as token",
      [id],
    );
    expect(await begin(third!.token, "acknowledgement", "<third-ack@example.com>")).toEqual({
      message_id: "<second-ack@example.com>",
      in_doubt: true,
      go: false,
    });
    // The holder's own "surely not sent" still clears its attempt.
    expect(await mark(third!.token, "acknowledgement_not_sent")).toBe(true);
    expect(await begin(third!.token, "acknowledgement", "<third-ack@example.com>")).toMatchObject({
      in_doubt: false,
      go: true,
    });
    await stack.db.query("delete from public.enquiries where id = $1", [id]);
  });

  it("goes on to the acknowledgement when the notification's record lands after the retry's claim read the row", async () => {
    peer.mode = "refuse-temporary";
    const enquiry = validEnquiry({ company: "Record After Claim Co" });
    try {
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      await settled(enquiry.idempotencyKey, (r) => r.last_error !== null);
    } finally {
      peer.mode = "ok";
    }
    const id = (await row(enquiry.idempotencyKey))!.id;
    // Another sender's record of the notification lands just after the retry's claim has read the row (its snapshot
    // has no notified_at): a trigger on the claim's count of attempts stands in for that timing.
    await stack.db.query(`create function private.test_record_after_claim() returns trigger language plpgsql as $$
      begin
        update public.enquiries set notified_at = now() where id = new.id and notified_at is null;
        return null;
      end $$`);
    await stack.db.query(`create trigger test_record_after_claim after update of attempts on public.enquiries
      for each row when (new.id = ${Number(id)}) execute function private.test_record_after_claim()`);
    try {
      await retryNow(enquiry.idempotencyKey);
      expect(await settled(enquiry.idempotencyKey, (r) => r.status !== "pending")).toMatchObject({
        status: "sent",
        last_error: null,
      });
    } finally {
      await stack.db.query("drop trigger test_record_after_claim on public.enquiries");
      await stack.db.query("drop function private.test_record_after_claim()");
    }
    const mine = (await received()).filter(
      (m) => m.subject.includes("Record After Claim Co") || m.to === enquiry.email,
    );
    expect(mine.map((m) => m.to)).toEqual([enquiry.email]);
  });

  it("completes an enquiry whose visitor address is refused for good: staff notified, the receipt marked undeliverable", async () => {
    peer.mode = "refuse-visitor";
    const enquiry = validEnquiry({ company: "Typo Co" });
    try {
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      expect(await settled(enquiry.idempotencyKey, (r) => r.status !== "pending")).toMatchObject({
        status: "sent",
        attempts: 1,
      });
    } finally {
      peer.mode = "ok";
    }
    const [skipped] = await stack.db.query<{ acknowledgement_skipped: string }>(
      "select acknowledgement_skipped from public.enquiries where idempotency_key = $1",
      [enquiry.idempotencyKey],
    );
    expect(skipped?.acknowledgement_skipped).toBe("undeliverable");
    expect((await received()).filter((m) => m.subject.includes("(Typo Co)"))).toHaveLength(1);
    await logLine(stack, (l) => l.includes('"error":"acknowledgement: SMTP RCPT TO answered 550"'));
  });

  it("counts the attempt when a row is claimed: a worker that dies after claiming used one", async () => {
    peer.mode = "refuse-temporary";
    const enquiry = validEnquiry();
    try {
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      await settled(enquiry.idempotencyKey, (r) => r.last_error !== null && r.attempts === 1);
      await stack.db.query("update public.enquiries set next_attempt_at = now() where idempotency_key = $1", [
        enquiry.idempotencyKey,
      ]);
      // A worker claims the row (lease of 1 ms) and dies without sending or recording anything.
      const [claimed] = await stack.db.query<{ attempts: number }>(
        "select attempts from private.claim_due_enquiry(1, 3)",
      );
      expect(claimed?.attempts).toBe(2);
      await new Promise((r) => setTimeout(r, 20));
      await stack.runRetry();
      expect(await settled(enquiry.idempotencyKey, (r) => r.status === "failed")).toMatchObject({ attempts: 3 });
    } finally {
      peer.mode = "ok";
    }
  });

  it("sends each mail exactly once when two retry runs meet a slow server", async () => {
    peer.mode = "refuse-temporary";
    const enquiries = Array.from({ length: 4 }, (_, i) => validEnquiry({ company: `Slow Co ${i}` }));
    try {
      for (const enquiry of enquiries) expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      for (const enquiry of enquiries) await settled(enquiry.idempotencyKey, (r) => r.last_error !== null);
    } finally {
      peer.mode = "slow";
    }
    peer.slowMs = 1200;
    await stack.db.query("update public.enquiries set next_attempt_at = now() where status = 'pending'");
    const runs = await Promise.all([stack.runRetry(), stack.runRetry()]);
    peer.mode = "ok";
    expect(runs.map((r) => r.claimed).reduce((a, b) => a + b)).toBe(4);
    expect(runs.every((r) => r.claimed > 0)).toBe(true);
    for (const enquiry of enquiries) {
      expect(await row(enquiry.idempotencyKey)).toMatchObject({ status: "sent" });
    }
    const mails = await received();
    for (const enquiry of enquiries) {
      const company = String(enquiry.company);
      expect(
        mails.filter((m) => m.subject.includes(`(${company})`)),
        company,
      ).toHaveLength(1);
      expect(
        mails.filter((m) => m.to === enquiry.email),
        String(enquiry.email),
      ).toHaveLength(1);
    }
  });
});
