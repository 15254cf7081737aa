// send-contact-email posted as a plain HTML form (no JavaScript), under real Deno against PGlite and a real SMTP peer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteOrigin, startTestStack, waitFor, type TestStack } from "../../tests/helpers.ts";

const MIN_FILL_MS = 400;

describe("send-contact-email, native form posts", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({
      functionEnv: { CLIENT_ADDRESS_HEADER: "x-test-client", MIN_FILL_MS: String(MIN_FILL_MS) },
    });
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  let sequence = 0;
  function values(overrides: Record<string, string> = {}): Record<string, string> {
    sequence++;
    return {
      firstName: "Jane",
      lastName: "Tan",
      email: `jane.form.${sequence}.${Date.now()}@example.com`,
      contactNumber: "+65 6123 4567",
      company: "Acme & Sons <Pte> Ltd",
      message: 'Two remote accountants from March, "urgent".',
      website: "",
      ...overrides,
    };
  }

  async function send(body: Record<string, string>, client = "203.0.113.7") {
    const response = await fetch(stack.url, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: siteOrigin,
        "x-test-client": `${client}-${crypto.randomUUID()}`,
      },
      body: new URLSearchParams(body).toString(),
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  const startToken = (html: string) => /name="start" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const rows = (email: string) =>
    stack.db.query<{ message: string }>("select message from public.enquiries where email = $1", [email]);
  const pause = () => new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));

  it("first post from the static page: the form back to check, values kept, a start token, nothing stored", async () => {
    const form = values();
    const answer = await send(form);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.html).toContain("<h1>Check your message</h1>");
    expect(answer.html).toContain('value="Acme &amp; Sons &lt;Pte&gt; Ltd"');
    expect(answer.html).toContain("Two remote accountants from March, &quot;urgent&quot;.</textarea>");
    expect(startToken(answer.html)).toMatch(/^\d{13}\.[0-9a-f-]{36}\.[0-9a-f]{64}$/);
    expect(answer.html).toContain(`href="${siteOrigin}/contact"`);
    expect(await rows(form.email!)).toHaveLength(0);
  });

  it("sent from that page: stored once, 303 to the site's sent page, mailed; a resend (double click) stays one", async () => {
    const form = values();
    const token = startToken((await send(form)).html);
    await pause();
    const first = await send({ ...form, start: token });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${siteOrigin}/contact/sent`);
    expect(await rows(form.email!)).toHaveLength(1);
    const again = await send({ ...form, start: token });
    expect(again.status).toBe(303);
    expect(await rows(form.email!)).toHaveLength(1);
    await waitFor(async () => stack.mail.list().filter((m) => m.text.includes(form.email!)).length >= 1);
    expect(
      stack.mail.list().filter((m) => m.to.includes("info@example.com") && m.text.includes(form.email!)),
    ).toHaveLength(1);
    // Changed values with the same page are a new enquiry, not a duplicate of the first.
    const changed = await send({ ...form, message: "A different question about payroll.", start: token });
    expect(changed.status).toBe(303);
    expect(await rows(form.email!)).toHaveLength(2);
  });

  it("invalid values: every message listed and linked to its field, values kept, nothing stored", async () => {
    const form = values({ firstName: "J", email: "not-an-email", contactNumber: "call me", message: "short" });
    for (const start of ["", startToken((await send(values())).html)]) {
      const answer = await send(start ? { ...form, start } : form);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain("<title>Error: There is a problem with your message</title>");
      expect(answer.html).toContain('role="alert"');
      for (const [field, message] of [
        ["firstName", "First name must be at least 2 characters"],
        ["email", "Please enter a valid email"],
        ["contactNumber", "Please enter a valid contact number"],
        ["message", "Message must be at least 10 characters"],
      ]) {
        expect(answer.html).toContain(`<li><a href="#${field}">${message}</a></li>`);
        expect(answer.html).toContain(`id="${field}-error"`);
      }
      expect(answer.html).toContain('value="call me"');
      expect(answer.html).not.toContain('href="#lastName"');
    }
    expect(await rows(form.email!)).toHaveLength(0);
  });

  it("sent faster than the minimum fill time: told so, token kept, nothing stored; later it goes through", async () => {
    const form = values();
    const token = startToken((await send(form)).html);
    const fast = await send({ ...form, start: token });
    expect(fast.status).toBe(400);
    expect(fast.html).toContain("The form was sent too quickly");
    expect(startToken(fast.html)).toBe(token);
    expect(await rows(form.email!)).toHaveLength(0);
    await pause();
    expect((await send({ ...form, start: token })).status).toBe(303);
    expect(await rows(form.email!)).toHaveLength(1);
  });

  it("a forged or altered start token counts as none; the honeypot looks like success and stores nothing", async () => {
    const form = values();
    const token = startToken((await send(form)).html);
    await pause();
    const forged = token.replace(/^\d{13}/, String(Date.now() - 60_000));
    const answer = await send({ ...form, start: forged });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain("Check your message");
    expect(startToken(answer.html)).not.toBe(forged);
    const robot = await send({ ...form, website: "https://spam.example", start: token });
    expect(robot.status).toBe(303);
    expect(await rows(form.email!)).toHaveLength(0);
  });
});
