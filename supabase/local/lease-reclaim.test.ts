// Mail after a killed functions process: the restarted process (same FUNCTIONS_INSTANCE, kept by the stack) gives back
// the leases its predecessor held, so mail that had not been started goes once the process is back instead of a lease
// (here the production 120 s) later. A real SMTP peer holds the first message at DATA ("slow"), so with one delivery
// at a time the second enquiry's mail is still waiting its turn when the process is killed. How soon it goes after
// the restart is printed, not bounded: the bound is the lease, the line between given back and not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfSignedCertificate } from "../../scripts/certificate.ts";
import { post, startTestStack, validEnquiry, visitor, waitFor, type TestStack } from "../tests/helpers.ts";
import { startSmtpPeer, type SmtpPeer } from "../tests/smtp-peer.ts";

const LEASE_MS = 120_000; // production's

describe("mail after a killed functions process", () => {
  let stack: TestStack;
  let peer: SmtpPeer;
  beforeAll(async () => {
    const certificate = await selfSignedCertificate();
    peer = await startSmtpPeer(certificate, { user: "relay", password: "relay-secret" });
    stack = await startTestStack({
      retryIntervalMs: 1000,
      functionEnv: {
        MAIL_PROVIDER: "smtp",
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(peer.port),
        SMTP_TLS: "starttls",
        SMTP_USER: "relay",
        SMTP_PASSWORD: "relay-secret",
        SMTP_CA: certificate.cert,
        MAIL_CONCURRENCY: "1",
        MAIL_SEND_DEADLINE_MS: "30000",
        MAIL_LEASE_MS: String(LEASE_MS),
      },
    });
  });
  afterAll(async () => {
    await stack?.dispose();
    await peer?.close();
  });

  it("delivers mail that had not started once the process is back, not a lease later", async () => {
    peer.slowMs = 60_000;
    peer.mode = "slow";
    const first = validEnquiry();
    const second = validEnquiry();
    // Before the second enquiry is stored: its lease, and so a delivery that waits for it, ends LEASE_MS after this.
    const posted = Date.now();
    expect((await post(stack.url, first, visitor())).status).toBe(200);
    expect((await post(stack.url, second, visitor())).status).toBe(200);
    // The first message is held at DATA (in doubt, as it must stay for its lease); the second enquiry's mail waits its
    // turn, its lease recorded as this process's (recorded on the side, so not always by the time the answer is sent).
    const unrecorded = async () => {
      const [row] = await stack.db.query<{ n: number }>(
        `select count(*)::int as n from public.enquiries e where e.email in ($1, $2) and e.status = 'pending'
            and not exists (select 1 from private.lease_holders h where h.lease_token = e.lease_token)`,
        [first.email, second.email],
      );
      return row!.n;
    };
    await waitFor(async () => peer.held > 0 && (await unrecorded()) === 0, 60_000);
    expect(peer.held).toBe(1);
    const pid = stack.functionsPid()!;
    const logsBefore = stack.logs.length;
    const killed = Date.now();
    process.kill(pid, "SIGKILL");
    peer.mode = "ok";
    await waitFor(async () => stack.functionsPid() !== undefined && stack.functionsPid() !== pid, 60_000);
    const restarted = Date.now();
    // Without its lease given back, the mail would go at the first retry run after the lease ends: the wait ends
    // before that, however long the restart and the delivery take on this machine.
    const delivered = () => peer.messages.some((m) => m.rcptTo.includes(String(second.email)));
    await waitFor(async () => delivered() || Date.now() > posted + LEASE_MS - 5_000, LEASE_MS);
    console.log(
      `second enquiry's acknowledgement ${delivered() ? `delivered ${Date.now() - restarted} ms` : "not delivered"} after the restart`,
    );
    // On failure: when the process was killed and restarted, and what the stack logged since (each line has its time).
    const since = stack.logs.slice(logsBefore).join("\n");
    const when = `killed at ${new Date(killed).toISOString()}, restarted ${restarted - killed} ms later`;
    expect(delivered(), `${when}; logged since:\n${since}`).toBe(true);
    expect(stack.logs.some((l) => l.includes('"event":"functions.leases_released"'))).toBe(true);
  }, 200_000);
});
