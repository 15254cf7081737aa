// send-contact-email before any body is parsed: every attempt counts against the visitor's limit (refused ones too),
// and a body of thousands of fields costs one message. Under real Deno against PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countEnquiries,
  post,
  siteOrigin,
  startTestStack,
  validEnquiry,
  visitor,
  type TestStack,
} from "../../tests/helpers.ts";

// The function's own words (intake.ts, form-post.ts), written out: its modules are Deno's.
const tooManyKeys = "The enquiry has too many fields: send at most 16.";
const tooManyPairs =
  "The form arrived with far more fields than it has, so it was not sent. Your words that reached us are below: please send them again.";
const tooMany = "Too many enquiries from your network: at most 5 in 10 minutes. Please try again later.";
const otherOrigin = "https://www.example.com";

describe("send-contact-email counts every attempt first", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ allowedOrigins: [siteOrigin, otherOrigin] });
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  const form = (
    client: Record<string, string>,
    body: string,
    headers: Record<string, string> = { origin: siteOrigin },
  ) =>
    fetch(stack.url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...client, ...headers },
      body,
    });

  it("refused enquiries use up the limit like accepted ones: five invalid, then a valid one is 429 and not stored", async () => {
    const client = visitor();
    for (let i = 0; i < 5; i++) {
      expect((await post(stack.url, validEnquiry({ email: "jane@" }), client)).status).toBe(400);
    }
    const before = await countEnquiries(stack);
    const refused = await post(stack.url, validEnquiry(), client);
    expect(refused).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(refused.headers.get("retry-after")).toBe("600");
    expect(await countEnquiries(stack)).toBe(before);
    // Another visitor is not held back.
    expect((await post(stack.url, validEnquiry(), visitor())).status).toBe(200);
  });

  it("counts a native post too, and the 429 page gives the visitor's words back", async () => {
    const client = visitor();
    for (let i = 0; i < 5; i++) expect((await form(client, "firstName=J")).status).toBe(400);
    const page = await form(client, new URLSearchParams({ firstName: "Jane", message: "Words to keep" }).toString());
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain("Too many enquiries from your network");
    expect(html).toContain("Words to keep");
  });

  it("answers a JSON body of 2,500 unknown keys with one message", async () => {
    const body = Object.fromEntries(Array.from({ length: 2_500 }, (_, i) => [`k${i}`, 1]));
    const answer = await post(stack.url, body, visitor());
    expect(answer).toMatchObject({ status: 400, body: { error: tooManyKeys, fields: { form: tooManyKeys } } });
  });

  it("answers a native post of 60,000 fields with one message, reading no further than its first fields", async () => {
    const body = `firstName=Jane&${Array.from({ length: 60_000 }, (_, i) => `f${i}=x`).join("&")}`;
    const page = await form(visitor(), body);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(tooManyPairs);
    expect(html).toContain('value="Jane"');
    expect(html.length).toBeLessThan(30_000);
  });

  it("redirects a native post without Origin or Referer to an absolute address when several origins are allowed", async () => {
    const enquiry = validEnquiry();
    const fields = Object.fromEntries(
      ["firstName", "lastName", "email", "contactNumber", "company", "message"].map((k) => [k, String(enquiry[k])]),
    );
    const answer = await form(visitor(), new URLSearchParams(fields).toString(), {});
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${siteOrigin}/contact/sent`);
  });
});
