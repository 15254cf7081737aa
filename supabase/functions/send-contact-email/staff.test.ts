// The leads inbox's routes (issue 46) under real Deno against PGlite: only the sales role lists, opens, works and
// deletes enquiries; filters, search, history with authors, and the same address's or company's other enquiries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDevSigningKey, signToken } from "../../local/dev-auth.ts";
import { post, siteOrigin, startTestStack, validEnquiry, visitor, type TestStack } from "../../tests/helpers.ts";

describe("send-contact-email, the leads inbox", () => {
  let stack: TestStack;
  let staffUrl: string;
  let sign: (appRole: string | null, email?: string) => Promise<string>;
  beforeAll(async () => {
    stack = await startTestStack({ functionEnv: { RATE_LIMIT_MAX: "100" } });
    staffUrl = `${stack.url}/staff`;
    const key = await ensureDevSigningKey(stack.dataDir);
    sign = (appRole, email) => signToken(key.privateJwk, { appRole, email });
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const headers: Record<string, string> = { origin: siteOrigin };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${staffUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  type Listed = { id: number; company: string; source: string; lead_status: string; email: string };

  it("refuses visitors and other roles, and lists, filters, opens, works and deletes for sales", async () => {
    const company = `Formula Co ${crypto.randomUUID().slice(0, 6)}`;
    const email = `buyer.${crypto.randomUUID().slice(0, 6)}@example.com`;
    for (const [source, address] of [
      ["linkedin", email],
      ["newsletter", email],
      [null, `other.${crypto.randomUUID().slice(0, 6)}@example.com`],
    ] as const) {
      const enquiry = validEnquiry({
        company,
        email: address,
        attribution: source ? { landingPath: "/", utm: { utm_source: source } } : { landingPath: "/services" },
      });
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
    }

    expect((await call("GET", "", null)).status).toBe(403);
    expect((await call("GET", "", await sign("recruiter"))).status).toBe(403);
    const token = await sign("sales", "sam.sales@example.com");

    const all = (await call("GET", `?q=${encodeURIComponent(company)}`, token)).body.enquiries as Listed[];
    expect(all.map((e) => e.source)).toEqual(["direct", "newsletter", "linkedin"]); // newest first
    expect(all[0]).not.toHaveProperty("message"); // the list carries what the inbox shows
    const exported = (await call("GET", `?q=${encodeURIComponent(company)}&export=1`, token)).body
      .enquiries as (Listed & { contact_number: string; message: string; attribution: { utm?: object } })[];
    expect(exported.map((e) => e.id)).toEqual(all.map((e) => e.id));
    const sent = validEnquiry({});
    expect(exported[2]).toMatchObject({
      contact_number: sent.contactNumber,
      message: sent.message,
      attribution: { landingPath: "/", utm: { utm_source: "linkedin" } },
    });
    expect(await call("GET", "?export=yes", token)).toMatchObject({
      status: 400,
      body: { error: "export must be 1." },
    });
    const linkedin = (await call("GET", `?source=linkedin&q=${encodeURIComponent(company)}`, token)).body
      .enquiries as Listed[];
    expect(linkedin).toHaveLength(1);
    const byEmail = (await call("GET", `?q=${encodeURIComponent(email)}`, token)).body.enquiries as Listed[];
    expect(byEmail).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        (await call("GET", `?from=${today}&to=${today}&q=${encodeURIComponent(company)}`, token)).body
          .enquiries as Listed[]
      ).length,
    ).toBe(3);
    expect(
      ((await call("GET", `?to=2020-01-01&q=${encodeURIComponent(company)}`, token)).body.enquiries as Listed[]).length,
    ).toBe(0);
    expect((await call("GET", "?status=hot", token)).status).toBe(400);
    expect((await call("GET", "?from=yesterday", token)).status).toBe(400);

    const id = linkedin[0]!.id;
    expect((await call("PATCH", `/${id}`, token, { leadStatus: "maybe" })).status).toBe(400);
    expect((await call("PATCH", `/${id}`, token, { leadStatus: "contacted" })).status).toBe(200);
    expect((await call("PATCH", `/${id}`, await sign("recruiter"), { leadStatus: "won" })).status).toBe(403);
    expect((await call("POST", `/${id}/notes`, token, { note: "" })).status).toBe(400);
    expect((await call("POST", `/${id}/notes`, token, { note: "Called; a quote by Friday." })).status).toBe(201);
    const contacted = (await call("GET", `?status=contacted&q=${encodeURIComponent(company)}`, token)).body
      .enquiries as Listed[];
    expect(contacted.map((e) => e.id)).toEqual([id]);

    const opened = (await call("GET", `/${id}`, token)).body as {
      enquiry: Record<string, unknown>;
      events: { kind: string; status: string | null; note: string | null; author: string }[];
      related: Listed[];
    };
    expect(opened.enquiry).toMatchObject({
      company,
      email,
      lead_status: "contacted",
      source: "linkedin",
      attribution: { landingPath: "/", utm: { utm_source: "linkedin" }, via: "script" },
    });
    expect(opened.enquiry).not.toHaveProperty("client_hash");
    expect(opened.events.map(({ kind, status, note, author }) => ({ kind, status, note, author }))).toEqual([
      { kind: "status", status: "contacted", note: null, author: "sam.sales@example.com" },
      { kind: "note", status: null, note: "Called; a quote by Friday.", author: "sam.sales@example.com" },
    ]);
    expect(opened.related).toHaveLength(2);

    expect((await call("DELETE", `/${id}`, await sign("recruiter"))).status).toBe(403);
    expect((await call("DELETE", `/${id}`, token)).status).toBe(200);
    expect((await call("GET", `/${id}`, token)).status).toBe(404);
  });
});
