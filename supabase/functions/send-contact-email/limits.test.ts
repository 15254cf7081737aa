// Limits no header dodges and no mail cannon, under real Deno on PGlite: the per-visitor limit keyed on the right end
// of X-Forwarded-For (one trusted proxy, as behind Supabase's gateway), and the acknowledgement ceilings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countEnquiries,
  post,
  startTestStack,
  validEnquiry,
  waitFor,
  type TestStack,
  logLine,
} from "../../tests/helpers.ts";

const gateway = "104.16.0.1"; // what the trusted proxy appends: its own peer (Cloudflare's egress on Supabase)

// One stack for both (each start costs seconds): the acknowledgement tests run first, on a fresh hour.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ functionEnv: { CLIENT_ADDRESS_TRUSTED_PROXIES: "1", ACK_MAX_PER_HOUR: "3" } });
});
afterAll(async () => {
  await stack?.dispose();
});

let visitors = 0;
/** A visitor of its own behind the trusted proxy, so the acknowledgement tests never meet the per-visitor limit. */
const own = () => ({ "x-forwarded-for": `192.0.2.${++visitors}, ${gateway}` });

describe("acknowledgement ceilings", () => {
  const sentTo = (address: string) => stack.mail.list().filter((m) => m.to === address);
  const notifications = (company: string) =>
    stack.mail.list().filter((m) => m.to === "info@example.com" && m.subject.includes(company));

  it("sends one acknowledgement per recipient per day; later enquiries are stored and staff notified", async () => {
    const email = "same.person@example.com";
    for (let i = 0; i < 3; i++) {
      expect((await post(stack.url, validEnquiry({ email, company: `Repeat Co ${i}` }), own())).status).toBe(200);
    }
    await waitFor(async () => notifications("Repeat Co").length === 3);
    await waitFor(async () => {
      const [row] = await stack.db.query<{ n: number }>(
        "select count(*)::int as n from public.enquiries where email = $1 and status = 'sent'",
        [email],
      );
      return row?.n === 3;
    });
    expect(sentTo(email)).toHaveLength(1);
    // The same address in other letter case is the same recipient.
    expect((await post(stack.url, validEnquiry({ email: "Same.Person@Example.com" }), own())).status).toBe(200);
    const skipped = await stack.db.query<{ acknowledgement_skipped: string | null }>(
      "select acknowledgement_skipped from public.enquiries where lower(email) = $1 order by id",
      [email],
    );
    expect(skipped.map((r) => r.acknowledgement_skipped)).toEqual([
      null,
      "recipient_daily",
      "recipient_daily",
      "recipient_daily",
    ]);
  });

  it("stops acknowledgements site-wide past the hourly ceiling; every enquiry is still stored and notified", async () => {
    const before = await countEnquiries(stack);
    const emails = Array.from({ length: 4 }, (_, i) => `target${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      expect((await post(stack.url, validEnquiry({ email, company: `Flood Co ${i}` }), own())).status).toBe(200);
    }
    expect(await countEnquiries(stack)).toBe(before + 4);
    // 'sent' once every e-mail a row owes went out (notification, then acknowledgement): no timed wait, which a busy
    // machine outruns.
    await waitFor(async () => {
      const [row] = await stack.db.query<{ n: number }>(
        "select count(*)::int as n from public.enquiries where email like 'target%' and status = 'sent'",
      );
      return row?.n === 4;
    });
    expect(notifications("Flood Co")).toHaveLength(4);
    // The first test used 1 of the 3 acknowledgements of this hour: 2 more, then none.
    expect(emails.map((email) => sentTo(email).length)).toEqual([1, 1, 0, 0]);
    const rows = await stack.db.query<{ acknowledgement_skipped: string | null }>(
      "select acknowledgement_skipped from public.enquiries where email like 'target%' order by id",
    );
    expect(rows.map((r) => r.acknowledgement_skipped)).toEqual([null, null, "site_hourly", "site_hourly"]);
  });
});

describe("per-visitor limit behind one trusted proxy", () => {
  it("is not reset by made-up first entries: 5 accepted, then 429 for the same visitor", async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const forged = `10.${i}.0.1, 192.0.2.${i}`;
      statuses.push(
        (await post(stack.url, validEnquiry(), { "x-forwarded-for": `${forged}, 198.51.100.7, ${gateway}` })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("gives two real visitors separate limits, and one IPv6 /64 one limit", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(stack.url, validEnquiry(), { "x-forwarded-for": `198.51.100.20, ${gateway}` })).status).toBe(
        200,
      );
    }
    expect((await post(stack.url, validEnquiry(), { "x-forwarded-for": `198.51.100.20, ${gateway}` })).status).toBe(
      429,
    );
    expect((await post(stack.url, validEnquiry(), { "x-forwarded-for": `198.51.100.21, ${gateway}` })).status).toBe(
      200,
    );
    for (let i = 0; i < 5; i++) {
      const address = `2001:db8:77:1::${i + 1}`;
      expect((await post(stack.url, validEnquiry(), { "x-forwarded-for": `${address}, ${gateway}` })).status).toBe(200);
    }
    expect(
      (await post(stack.url, validEnquiry(), { "x-forwarded-for": `2001:db8:77:1:abcd::9, ${gateway}` })).status,
    ).toBe(429);
  });

  it("falls back to one shared, limited bucket when the header is missing (never unlimited, logged)", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(stack.url, validEnquiry())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // A lone entry cannot be the visitor's behind a trusted proxy: same shared bucket.
    expect((await post(stack.url, validEnquiry(), { "x-forwarded-for": "203.0.113.50" })).status).toBe(429);
    await logLine(stack, (line) => line.includes('"event":"enquiry.client_address_fallback"'));
  });
});

describe("acknowledgements no stranger can aim", () => {
  let aimed: TestStack;
  beforeAll(async () => {
    aimed = await startTestStack({
      functionEnv: { CLIENT_ADDRESS_TRUSTED_PROXIES: "1", ACK_MAX_PER_CLIENT_HOUR: "2", RATE_LIMIT_MAX: "20" },
    });
  });
  afterAll(async () => {
    await aimed?.dispose();
  });
  const skippedFor = async (company: string) =>
    (
      await aimed.db.query<{ acknowledgement_skipped: string | null }>(
        "select acknowledgement_skipped from public.enquiries where company = $1 order by id",
        [company],
      )
    ).map((r) => r.acknowledgement_skipped);

  it("normalizes the address it counts per recipient: case, sub-addresses, and Gmail's dots", async () => {
    const cases = await aimed.db.query<{ n: string }>(
      `select private.normalized_email(e) as n from unnest(array[
         'Jane.Tan+offer@Example.com', 'jane.tan@example.com', 'J.a.n.e.T.a.n+x@googlemail.com', 'janetan@gmail.com'
       ]) as e`,
    );
    expect(cases.map((r) => r.n)).toEqual([
      "jane.tan@example.com",
      "jane.tan@example.com",
      "janetan@gmail.com",
      "janetan@gmail.com",
    ]);
    const addresses = ["victim@gmail.com", "vic.tim+1@gmail.com", "V.I.C.T.I.M+2@googlemail.com", "victim+3@gmail.com"];
    for (const email of addresses) {
      expect((await post(aimed.url, validEnquiry({ email, company: "Aimed Co" }), own())).status).toBe(200);
    }
    expect(await skippedFor("Aimed Co")).toEqual([null, "recipient_daily", "recipient_daily", "recipient_daily"]);
    const acknowledgements = () =>
      aimed.mail.list().filter((m) => m.to !== "info@example.com" && /victim/i.test(m.to.replace(/\./g, "")));
    await waitFor(async () => {
      const [row] = await aimed.db.query<{ n: number }>(
        "select count(*)::int as n from public.enquiries where company = 'Aimed Co' and status = 'sent'",
      );
      return row?.n === 4;
    });
    expect(acknowledgements()).toHaveLength(1);
  });

  it("lets one client address use at most its own share of acknowledgements; another still gets one", async () => {
    const one = own();
    for (let i = 0; i < 4; i++) {
      const email = `stranger${i}@example.org`;
      expect((await post(aimed.url, validEnquiry({ email, company: "One Client Co" }), one)).status).toBe(200);
    }
    expect(await skippedFor("One Client Co")).toEqual([null, null, "client_hourly", "client_hourly"]);
    expect(
      (await post(aimed.url, validEnquiry({ email: "real.visitor@example.org", company: "Other Co" }), own())).status,
    ).toBe(200);
    expect(await skippedFor("Other Co")).toEqual([null]);
  });

  it("greets only a plain first name; anything else gets no name at all", async () => {
    const names = {
      "Zoë Nguyễn": "Hello Zoë Nguyễn,",
      "Jean-Luc O'Brien": "Hello Jean-Luc O'Brien,",
      "WIN 5000 USD now at scam.example/claim": "Hello,",
      "Visit https": "Hello Visit https,",
      "Claim your prize at once now": "Hello,",
    };
    for (const [firstName, greeting] of Object.entries(names)) {
      const email = `greet.${Object.keys(names).indexOf(firstName)}@example.net`;
      expect((await post(aimed.url, validEnquiry({ firstName, email }), own())).status).toBe(200);
      const ack = await waitFor(async () => aimed.mail.list().find((m) => m.to === email));
      expect(ack.text.split("\n")[0], firstName).toBe(greeting);
      expect(ack.text).not.toContain("5000");
      expect(ack.subject).toBe("We received your enquiry - Solvix");
    }
  });
});
