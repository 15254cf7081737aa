// Mail after a killed functions process: the restarted process (same FUNCTIONS_INSTANCE, kept by the stack) gives back
// the leases its predecessor held, so mail that had not been started goes within seconds of the restart instead of
// a lease (here the production 120 s) later. A real SMTP peer holds the first message at DATA ("slow"), so with one
// delivery at a time the second enquiry's mail is still waiting its turn when the process is killed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfSignedCertificate } from "../../scripts/certificate.ts";
import { post, startTestStack, validEnquiry, visitor, waitFor, type TestStack } from "../tests/helpers.ts";
import { startSmtpPeer, type SmtpPeer } from "../tests/smtp-peer.ts";

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
        MAIL_LEASE_MS: "120000",
      },
    });
  });
  afterAll(async () => {
    await stack?.dispose();
    await peer?.close();
  });

  it("delivers mail that had not started within 30 s of the restart, not a lease later", async () => {
    peer.slowMs = 60_000;
    peer.mode = "slow";
    const first = validEnquiry();
    const second = validEnquiry();
    expect((await post(stack.url, first, visitor())).status).toBe(200);
    expect((await post(stack.url, second, visitor())).status).toBe(200);
    // The first message is held at DATA (in doubt, as it must stay for its lease); the second waits its turn.
    await waitFor(async () => peer.held > 0, 60_000);
    expect(peer.held).toBe(1);
    const pid = stack.functionsPid()!;
    process.kill(pid, "SIGKILL");
    peer.mode = "ok";
    for (let i = 0; i < 200 && (stack.functionsPid() === pid || stack.functionsPid() === undefined); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const restarted = Date.now();
    const delivered = () => peer.messages.filter((m) => m.rcptTo.includes(String(second.email))).length > 0;
    while (!delivered() && Date.now() - restarted < 30_000) await new Promise((r) => setTimeout(r, 200));
    console.log(
      `second enquiry's acknowledgement ${delivered() ? `delivered ${Date.now() - restarted} ms` : "not delivered within 30 s"} after the restart`,
    );
    expect(delivered()).toBe(true);
    expect(stack.logs.some((l) => l.includes('"event":"functions.leases_released"'))).toBe(true);
  }, 90_000);
});
