// submit-application against hostile uploads, under real Deno against PGlite: every attempt counts against the
// visitor's limit before its body is read, so refused uploads use it up like accepted ones; a form of thousands of
// parts is refused by counting them, before it is parsed, with one message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationHoneypotField } from "@solvix/content/application";
import { docxBomb, executable, pdf } from "../../tests/cv-fixtures.ts";
import { ensureDevSigningKey, signToken } from "../../local/dev-auth.ts";
import { siteOrigin, startTestStack, visitor, type TestStack, logLine } from "../../tests/helpers.ts";
import { applicationFields, applicationForm } from "../../tests/application-form.ts";

// The function's own words (intake.ts), written out: its modules are Deno's.
// intake.ts: maxParts, the text fields (the attribution among them since issue 46) and five more.
const tooManyParts = "The form has too many fields: send at most 18, with one CV.";
const tooMany = "Too many applications from your network: at most 5 in 10 minutes. Please try again later.";

describe("submit-application, hostile uploads", () => {
  let stack: TestStack;
  let url: string;
  beforeAll(async () => {
    stack = await startTestStack();
    url = `${stack.functionsUrl}/submit-application`;
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  // The body is encoded before the request starts. This process also serves the stack's PGlite, which the function
  // asks to count the attempt within its 10 s request deadline. Encoding 60,000 parts takes this process about 1 s on
  // an idle machine. Once, on a loaded run (s45b), that count answered 503 instead of 400.
  const send = async (form: FormData, client: Record<string, string>) => {
    const encoded = new Response(form);
    const body = await encoded.arrayBuffer();
    const response = await fetch(url, {
      method: "POST",
      headers: {
        origin: siteOrigin,
        accept: "application/json",
        "content-type": encoded.headers.get("content-type") ?? "",
        ...client,
      },
      body,
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as { error?: string } };
  };
  const applications = async () =>
    (await stack.db.query<{ n: number }>("select count(*)::int as n from public.applications"))[0]?.n;

  it("counts refused uploads first: a bomb, an executable, a honeypot, a bad form, many parts; then a valid one is 429", async () => {
    const client = visitor();
    const refused = [
      applicationForm(applicationFields(), [{ name: "cv.docx", bytes: docxBomb(1024 ** 3, true) }]),
      applicationForm(applicationFields(), [{ name: "cv.pdf", bytes: executable() }]),
      applicationForm(applicationFields({ [applicationHoneypotField]: "x" }), [{ name: "cv.pdf", bytes: pdf() }]),
      applicationForm(applicationFields({ consent: undefined }), [{ name: "cv.pdf", bytes: pdf() }]),
      applicationForm(
        { ...applicationFields(), ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, "x"])) },
        [{ name: "cv.pdf", bytes: pdf() }],
      ),
    ];
    const statuses = [];
    for (const form of refused) statuses.push((await send(form, client)).status);
    expect(statuses).toEqual([400, 400, 200, 400, 400]);
    const before = await applications();
    const last = await send(applicationForm(applicationFields(), [{ name: "cv.pdf", bytes: pdf() }]), client);
    expect(last).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(await applications()).toBe(before);
    expect(
      stack.logs.filter((l) => l.includes('"event":"application.rejected"') && l.includes("docx: entry")),
    ).toHaveLength(1);
  });

  it("refuses a form of 60,000 unknown fields with one message, before parsing it", async () => {
    const form = applicationForm(applicationFields(), [{ name: "cv.pdf", bytes: pdf() }]);
    for (let i = 0; i < 60_000; i++) form.append(`f${i}`, "x");
    const answer = await send(form, visitor());
    expect(answer.status).toBe(400);
    expect(answer.text.length).toBeLessThan(200);
    expect(answer.body.error).toBe(tooManyParts);
    await logLine(stack, (l) => l.includes('"reason":"parts"'));
  });

  it("stores a file name without direction marks, and sends it back fully percent-encoded (RFC 5987)", async () => {
    const fields = applicationFields();
    const name = "Maria's CV (final) *\u202Efdp.exe\u200F\u2066 é.pdf";
    const stored = await send(applicationForm(fields, [{ name, bytes: pdf() }]), visitor());
    expect(stored.status).toBe(200);
    const [row] = await stack.db.query<{ id: string; file_name: string }>(
      `select a.id::text, f.file_name from public.applications a join public.application_files f on f.application_id = a.id
        where a.idempotency_key = $1`,
      [fields.idempotencyKey],
    );
    expect(row?.file_name).toBe("Maria's CV (final) *fdp.exe é.pdf");
    const token = await signToken((await ensureDevSigningKey(stack.dataDir)).privateJwk, { appRole: "recruiter" });
    const download = await fetch(`${url}/staff/${row?.id}/cv`, {
      headers: { origin: siteOrigin, authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Maria's CV (final) *fdp.exe _.pdf"; filename*=UTF-8''Maria%27s%20CV%20%28final%29%20%2Afdp.exe%20%C3%A9.pdf`,
    );
  });
});
