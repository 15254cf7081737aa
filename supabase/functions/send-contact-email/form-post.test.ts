// send-contact-email posted as a plain HTML form (no JavaScript), under real Deno against PGlite and a real SMTP peer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteOrigin, startTestStack, waitFor, type TestStack } from "../../tests/helpers.ts";

// The minimum fill time: one test waits it out once; a form sent "at once" must reach the function within it, two
// requests on a busy machine (400 ms failed at a load of 30), so it is seconds, not the fraction a fast machine needs.
const MIN_FILL_MS = 8_000;
// The function's own words and limit (form-post.ts, the shared contact rules), written out: its modules are Deno's.
const FORM_BODY_MAX_BYTES = 1024 * 1024;
const tooLarge =
  "Your message is far longer than we can accept, so only its first part reached us; it is below. Please shorten it and send it again.";
const notSaved = "Your enquiry could not be saved just now, and nothing was stored. Please send it again in a minute.";

describe("send-contact-email, native form posts", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({
      functionEnv: { CLIENT_ADDRESS_HEADER: "x-test-client", MIN_FILL_MS: String(MIN_FILL_MS), RATE_LIMIT_MAX: "100" },
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
      enquiry_ref: "",
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

  it("one post from the static page: stored at once, 303 to the site's sent page, mailed; a double click stays one", async () => {
    const form = values();
    const first = await send(form);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${siteOrigin}/contact/sent`);
    expect(await rows(form.email!)).toHaveLength(1);
    const again = await send(form);
    expect(again.status).toBe(303);
    expect(await rows(form.email!)).toHaveLength(1);
    await waitFor(async () => stack.mail.list().filter((m) => m.text.includes(form.email!)).length >= 1);
    expect(
      stack.mail.list().filter((m) => m.to.includes("info@example.com") && m.text.includes(form.email!)),
    ).toHaveLength(1);
    // No start time on a static page: the enquiry is stored without a fill time, and nothing marks it for review.
    const [row] = await stack.db.query<{ fill_ms: number | null; review_reason: string | null }>(
      "select fill_ms, review_reason from public.enquiries where email = $1",
      [form.email!],
    );
    expect(row).toEqual({ fill_ms: null, review_reason: null });
    // Changed values are a new enquiry, not a duplicate of the first.
    expect((await send({ ...form, message: "A different question about payroll." })).status).toBe(303);
    expect(await rows(form.email!)).toHaveLength(2);
  });

  it("limits count the decoded text: a Chinese message of 4,990 characters (some 45 KB encoded) is stored", async () => {
    const form = values({
      firstName: "美玲",
      lastName: "欧阳",
      company: "海港物流有限公司",
      message: "我们需要远程客服团队".repeat(499),
    });
    expect(form.message!.length).toBe(4990);
    expect(new URLSearchParams(form).toString().length).toBeGreaterThan(40_000);
    const answer = await send(form);
    expect(answer.status, /<ul>(.*?)<\/ul>/s.exec(answer.html)?.[1]).toBe(303);
    expect(await rows(form.email!)).toEqual([{ message: form.message }]);
  });

  it("invalid values: a page in the site's look, every message linked to its field, every value kept, nothing stored", async () => {
    const long = "長".repeat(5001);
    const form = values({ firstName: "J", email: "not-an-email", contactNumber: "call me", message: long });
    const answer = await send(form);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.html).toContain("<title>Error: There is a problem with your message | Solvix</title>");
    expect(answer.html).toContain('role="alert"');
    for (const [field, message] of [
      ["firstName", "First name must be at least 2 characters"],
      ["email", "Please enter a valid email"],
      ["contactNumber", "Please enter a valid contact number"],
      ["message", "Message must be at most 5000 characters"],
    ]) {
      expect(answer.html).toContain(`<li><a href="#${field}">${message}</a></li>`);
      expect(answer.html).toContain(`id="${field}-error"`);
    }
    expect(answer.html).toContain('value="call me"');
    expect(answer.html).toContain('value="Acme &amp; Sons &lt;Pte&gt; Ltd"');
    expect(answer.html).toContain(`>${long}</textarea>`);
    expect(answer.html).not.toContain('href="#lastName"');
    // The site's header and footer, the privacy notice, and a token for the corrected post.
    expect(answer.html).toContain(`<a class="cta" href="${siteOrigin}/contact">Get Started</a>`);
    expect(answer.html).toContain(`href="${siteOrigin}/privacy-policy">Privacy Policy</a>`);
    expect(answer.html).toContain("<footer>");
    expect(startToken(answer.html)).toMatch(/^\d{13}\.[0-9a-f-]{36}\.[0-9a-f]{64}$/);
    expect(await rows(form.email!)).toHaveLength(0);
  });

  it("corrected on that page: stored once, with the time spent correcting it as its fill time (fast: for review)", async () => {
    const form = values();
    const token = startToken((await send({ ...form, firstName: "J" })).html);
    await pause();
    expect((await send({ ...form, start: token })).status).toBe(303);
    expect((await send({ ...form, start: token })).status).toBe(303);
    const found = await stack.db.query<{ fill_ms: number; review_reason: string | null }>(
      "select fill_ms, review_reason from public.enquiries where email = $1",
      [form.email!],
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.fill_ms).toBeGreaterThanOrEqual(MIN_FILL_MS);
    expect(found[0]!.review_reason).toBeNull();
    // Sent at once from a fresh page: stored all the same, marked for staff review.
    const quick = values();
    const quickToken = startToken((await send({ ...quick, firstName: "J" })).html);
    expect((await send({ ...quick, start: quickToken })).status).toBe(303);
    const [quickRow] = await stack.db.query<{ review_reason: string | null }>(
      "select review_reason from public.enquiries where email = $1",
      [quick.email!],
    );
    expect(quickRow?.review_reason).toBe("fast_fill");
  });

  it("a forged start token counts as none; the honeypot, under its new name or the old, looks like success and stores nothing", async () => {
    const form = values();
    const token = startToken((await send({ ...form, firstName: "J" })).html);
    const forged = token.replace(/^\d{13}/, String(Date.now() - 60_000));
    expect((await send({ ...form, email: `forged.${form.email!}`, start: forged })).status).toBe(303);
    expect(await rows(`forged.${form.email!}`)).toHaveLength(1);
    for (const name of ["enquiry_ref", "website"]) {
      const robot = await send({ ...form, [name]: "https://spam.example" });
      expect(robot.status).toBe(303);
    }
    expect(await rows(form.email!)).toHaveLength(0);
  });

  /** The text of the page's message box. */
  const shownMessage = (html: string) => /<textarea[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? "";

  it("a body over the limit (a message of 160,000 Chinese characters): 413, the page gives back every value and the part of the message read, nothing stored", async () => {
    const form = values({ message: "我们需要远程客服团队".repeat(16_000) });
    expect(new URLSearchParams(form).toString().length).toBeGreaterThan(FORM_BODY_MAX_BYTES);
    const answer = await send(form);
    expect(answer.status).toBe(413);
    expect(answer.html).toContain("<title>Error: There is a problem with your message | Solvix</title>");
    expect(answer.html).toContain(`<li>${tooLarge}</li>`);
    expect(answer.html).toContain('<li><a href="#message">Message must be at most 5000 characters</a></li>');
    expect(answer.html).toContain(`value="${form.email!}"`);
    expect(answer.html).toContain('value="Acme &amp; Sons &lt;Pte&gt; Ltd"');
    // The part read, cut at a whole character: the message's first 100,000 and more characters, as typed.
    const shown = shownMessage(answer.html);
    expect(shown.length).toBeGreaterThan(100_000);
    expect(form.message!.startsWith(shown)).toBe(true);
    expect(startToken(answer.html)).not.toBe("");
    expect(answer.html).toContain(`href="${siteOrigin}/privacy-policy">Privacy Policy</a>`);
    expect(await rows(form.email!)).toHaveLength(0);
  });

  it("the database refusing the enquiry: a page that says nothing was stored, with every value, and sent again from it, stored once", async () => {
    const form = values({ message: "我们需要远程客服团队".repeat(100) });
    await stack.db.script(`
      create function public.refuse_for_test() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$;
      create trigger refuse_for_test before insert on public.enquiries
        for each row execute function public.refuse_for_test();`);
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(form);
    } finally {
      await stack.db.script(
        "drop trigger refuse_for_test on public.enquiries; drop function public.refuse_for_test();",
      );
    }
    expect(answer.status).toBe(503);
    expect(answer.html).toContain(`<li>${notSaved}</li>`);
    expect(answer.html).toContain(`value="${form.email!}"`);
    expect(answer.html).toContain('value="Acme &amp; Sons &lt;Pte&gt; Ltd"');
    expect(shownMessage(answer.html)).toBe(form.message);
    expect(await rows(form.email!)).toHaveLength(0);
    const again = await send({ ...form, start: startToken(answer.html) });
    expect(again.status).toBe(303);
    expect(await rows(form.email!)).toEqual([{ message: form.message }]);
  });
});
