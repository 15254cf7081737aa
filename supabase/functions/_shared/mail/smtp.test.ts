// The functions' SMTP provider (nodemailer) under real Deno against a real SMTP peer (smtp-server): STARTTLS with a
// self-signed certificate, TLS from the first byte, a peer without STARTTLS, a peer that never greets.
import { createServer, type Server, type Socket } from "node:net";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDenoDriver } from "../../../local/deno.ts";
import { selfSignedCertificate, type Certificate } from "../../../../scripts/certificate.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../tests/smtp-peer.ts";

const user = "relay-user";
const password = "pässwörd-ünïcode-✓-密码"; // outside Latin-1
const message = {
  from: "Solvix Website <no-reply@example.com>",
  to: ["info@example.com"],
  replyTo: "zoë.ngữ@example.com",
  subject: "New enquiry from Zoë Nguyễn-Ångström (Ōkami Trading 株式会社 — Singapore ✓ Pte Ltd)",
  text: "Line one: ünïcödé ✓\nLine two: 株式会社\n.\nA line starting with a dot, and a long one: " + "x".repeat(200),
  idempotencyKey: "enquiry-1-notification",
};

type Outcome = { ok: boolean; error?: string; permanent?: boolean; ms: number };

async function sendOne(smtp: Record<string, unknown>): Promise<Outcome> {
  const { stdout } = await runDenoDriver("tests/deno/send-one.ts", { SEND_ONE: JSON.stringify({ smtp, message }) });
  return JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as Outcome;
}

describe("SMTP provider (nodemailer) against smtp-server", () => {
  let certificate: Certificate;
  let starttls: SmtpPeer;
  let implicit: SmtpPeer;
  let silent: Server;
  const sockets: Socket[] = [];
  let silentPort: number;

  beforeAll(async () => {
    certificate = await selfSignedCertificate();
    starttls = await startSmtpPeer(certificate, { user, password });
    implicit = await startSmtpPeer(certificate, { implicitTls: true, user, password });
    silent = createServer((socket) => sockets.push(socket)); // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    await starttls?.close();
    await implicit?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  const options = (port: number, tls: string) => ({
    host: "127.0.0.1",
    port,
    tls,
    user,
    password,
    ca: certificate.cert,
    // A deadline that only ends a server that never answers: at 6 s (2 s for the greeting) a loaded run's STARTTLS
    // exchange with the peer ran over it (s31load3).
    deadlineMs: 60_000,
  });

  it("delivers UTF-8 names, subject and text intact over STARTTLS, authenticating inside TLS only", async () => {
    starttls.mode = "ok";
    const outcome = await sendOne(options(starttls.port, "starttls"));
    expect(outcome).toMatchObject({ ok: true });
    expect(starttls.auths).toEqual([{ username: user, password, secure: true }]);
    const [received] = starttls.messages;
    expect(received?.secure).toBe(true);
    const parsed = await simpleParser(received!.raw);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.replace(/\r\n/g, "\n").trimEnd()).toBe(message.text);
    expect(parsed.replyTo?.value[0]?.address).toBe(message.replyTo);
    expect(parsed.from?.value[0]).toMatchObject({ name: "Solvix Website", address: "no-reply@example.com" });
    // RFC 2047: no encoded word longer than 75 characters.
    const head = received!.raw.toString("latin1").split("\r\n\r\n")[0] ?? "";
    const words = head.match(/=\?[^?]+\?[BbQq]\?[^?]*\?=/g) ?? [];
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(word.length, word).toBeLessThanOrEqual(75);
  });

  it("never offers credentials to a peer without STARTTLS: the send fails with a clear message", async () => {
    starttls.mode = "no-starttls";
    const auths = starttls.auths.length;
    const messages = starttls.messages.length;
    try {
      const outcome = await sendOne(options(starttls.port, "starttls"));
      expect(outcome).toMatchObject({
        ok: false,
        permanent: false,
        error: "SMTP server did not accept STARTTLS: nothing was sent, credentials were not offered",
      });
    } finally {
      starttls.mode = "ok";
    }
    expect(starttls.auths).toHaveLength(auths);
    expect(starttls.messages).toHaveLength(messages);
  });

  it("works with TLS from the first byte (port 465 style)", async () => {
    const outcome = await sendOne(options(implicit.port, "implicit"));
    expect(outcome).toMatchObject({ ok: true });
    expect(implicit.auths.at(-1)).toEqual({ username: user, password, secure: true });
    const parsed = await simpleParser(implicit.messages.at(-1)!.raw);
    expect(parsed.subject).toBe(message.subject);
  });

  it("refuses a certificate it cannot verify", async () => {
    const outcome = await sendOne({ ...options(starttls.port, "starttls"), ca: undefined });
    expect(outcome.ok).toBe(false);
    expect(starttls.auths.filter((a) => !a.secure)).toEqual([]);
  });

  it("gives up on a server that accepts the connection but never greets, within the deadline", async () => {
    const outcome = await sendOne({ ...options(silentPort, "starttls"), deadlineMs: 3000 });
    expect(outcome).toMatchObject({ ok: false, permanent: false });
    // Ended by the deadline's greeting stage (a third of it, at least 1 s), not by nodemailer's own greeting timeout
    // (30 s; without the deadline's settings this took 30.0 s) or never. The bound tells the two apart with 17 s to
    // spare for a loaded machine; it does not time the machine.
    expect(outcome.ms).toBeGreaterThanOrEqual(1000);
    expect(outcome.ms).toBeLessThan(20_000);
  });

  it("refuses to be configured to send credentials without TLS", async () => {
    const outcome = await sendOne(options(starttls.port, "none")).catch((error: { stderr?: string }) => ({
      ok: false,
      error: error.stderr ?? "",
      ms: 0,
    }));
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toContain("SMTP_TLS=none cannot be used with SMTP_USER");
  });
});
