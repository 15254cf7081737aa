// The stack keeps its functions process alive and always stops: a killed process is started again (with a back-off,
// logged) on the same port, and `stop` ends whatever state the process is in: running, frozen (SIGSTOP), dead, or
// waiting for its restart. The mail catcher's thread is started again on its ports when it dies.
import { afterEach, describe, expect, it } from "vitest";
import { post, startTestStack, validEnquiry, visitor, waitFor, type TestStack } from "../tests/helpers.ts";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function accepts(stack: TestStack): Promise<boolean> {
  try {
    return (await post(stack.url, validEnquiry(), visitor())).status === 200;
  } catch {
    return false;
  }
}

const events = (stack: TestStack, name: string) =>
  stack.logs
    .filter((line) => line.includes(`"event":"${name}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("functions process supervision", () => {
  let stack: TestStack | undefined;
  afterEach(async () => {
    await stack?.dispose();
    stack = undefined;
  });

  it("starts a killed functions process again on the same port, backing off and logging each restart", async () => {
    stack = await startTestStack();
    const s = stack;
    const first = s.functionsPid()!;
    process.kill(first, "SIGKILL");
    await waitFor(
      async () => s.functionsPid() !== undefined && s.functionsPid() !== first && (await accepts(s)),
      15_000,
    );
    const second = s.functionsPid()!;
    process.kill(second, "SIGKILL");
    await waitFor(
      async () => s.functionsPid() !== undefined && s.functionsPid() !== second && (await accepts(s)),
      15_000,
    );
    expect(events(s, "stack.functions_exited")).toMatchObject([
      { signal: "SIGKILL", restartInMs: 250 },
      { signal: "SIGKILL", restartInMs: 500 },
    ]);
    expect(events(s, "stack.functions_restarted")).toHaveLength(2);
    expect(alive(first) || alive(second)).toBe(false);
  });

  it("stops a frozen (SIGSTOP) functions process", async () => {
    stack = await startTestStack();
    const pid = stack.functionsPid()!;
    process.kill(pid, "SIGSTOP");
    // It ends (the test's own limit catches a stop that hangs): SIGKILL after the grace period (endChild).
    await stack.dispose();
    stack = undefined;
    expect(alive(pid)).toBe(false);
  });

  it("stops while a killed process waits for its restart, and starts nothing afterwards", async () => {
    stack = await startTestStack();
    const s = stack;
    const pid = s.functionsPid()!;
    process.kill(pid, "SIGKILL");
    await waitFor(async () => events(s, "stack.functions_exited").length === 1);
    await s.dispose();
    stack = undefined;
    // The restart timer was set as the exit was seen; a timer set now with its delay runs after it, however busy the
    // machine, and a restart would have spawned (functionsPid) as it ran.
    const restartInMs = Number(events(s, "stack.functions_exited")[0]?.restartInMs);
    expect(restartInMs).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, restartInMs));
    expect(s.functionsPid()).toBeUndefined();
    expect(events(s, "stack.functions_restarted")).toHaveLength(0);
  });

  it("stops when the functions process already ended by a signal (exitCode null)", async () => {
    stack = await startTestStack();
    const s = stack;
    const pid = s.functionsPid()!;
    process.kill(pid, "SIGTERM");
    await waitFor(async () => !alive(pid));
    await s.dispose();
    stack = undefined;
  });

  it("starts the mail catcher's thread again on its ports when it dies, keeping what it received", async () => {
    stack = await startTestStack();
    const s = stack;
    const enquiry = validEnquiry();
    expect((await post(s.url, enquiry, visitor())).status).toBe(200);
    await waitFor(async () => s.mail.list().filter((m) => m.replyTo === enquiry.email).length === 1);
    const { smtpPort, webUrl } = s.mail;
    const thread = s.mail.threadId();
    await s.mail.crash();
    await waitFor(async () => events(s, "stack.mail_restarted").length === 1 && s.mail.threadId() !== thread);
    expect(events(s, "stack.mail_exited")).toHaveLength(1);
    expect(s.mail.smtpPort).toBe(smtpPort);
    expect(s.mail.webUrl).toBe(webUrl);
    // What it had received is still listed (read back from its folder), once; new mail arrives on the same port.
    expect(s.mail.list().filter((m) => m.replyTo === enquiry.email)).toHaveLength(1);
    const next = validEnquiry();
    expect((await post(s.url, next, visitor())).status).toBe(200);
    await waitFor(async () => s.mail.list().some((m) => m.replyTo === next.email));
    const page = await fetch(webUrl);
    expect(page.status).toBe(200);
    await page.body?.cancel();
  });
});
