// Fuzz: 1,200 malformed or hostile bodies from a seeded generator against the function under Deno (PGlite).
// Never a 5xx, never a stored row, never a mail. FUZZ_SEED reproduces a run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteOrigin, startTestStack, validEnquiry, type TestStack } from "../../tests/helpers.ts";

const seed = Number(process.env.FUZZ_SEED ?? "20261121");
const total = 1200;

/** mulberry32: small, fast, seeded. */
function random(seedValue: number) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fields = ["firstName", "lastName", "email", "contactNumber", "company", "message", "idempotencyKey", "startedAt"];
const nasty = [
  "\r\nBcc: victim@example.com",
  "\n",
  "\u0000",
  "\ud800",
  "'; drop table public.enquiries; --",
  "<script>alert(1)</script>",
  "${jndi:ldap://x}",
  "%0d%0aBcc:x@example.com",
  "\u202e",
  "🙂".repeat(3),
  " ",
  "",
];

function generator(rand: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const text = (max: number) =>
    Array.from({ length: Math.floor(rand() * max) }, () => String.fromCharCode(Math.floor(rand() * 0xffff))).join("");
  const value = (depth = 0): unknown => {
    switch (Math.floor(rand() * (depth > 3 ? 6 : 8))) {
      case 0:
        return null;
      case 1:
        return rand() < 0.5;
      case 2:
        return (rand() - 0.5) * 10 ** Math.floor(rand() * 20);
      case 3:
        return text(40);
      case 4:
        return pick(nasty);
      case 5:
        return pick([NaN, Infinity, -0, 2 ** 53 + 1]).toString();
      case 6:
        return Array.from({ length: Math.floor(rand() * 4) }, () => value(depth + 1));
      default:
        return Object.fromEntries(Array.from({ length: Math.floor(rand() * 4) }, () => [text(8), value(depth + 1)]));
    }
  };

  /** Each mutation makes a valid enquiry invalid (or a honeypot hit, which is answered 200 and dropped). */
  const mutations: (() => unknown)[] = [
    () => {
      // A wrong type: a string where a number belongs and anything but a string elsewhere.
      const field = pick(fields);
      const v = value();
      return { ...validEnquiry(), [field]: field === "startedAt" ? String(v) : typeof v === "string" ? [v] : v };
    },
    // Hostile text in a field together with a too-short message: refused, never stored.
    () => ({ ...validEnquiry({ message: "short" }), [pick(fields.slice(0, 5))]: pick(nasty) }),
    () => ({ ...validEnquiry(), [pick(fields.slice(0, 5))]: `ab${pick(nasty.slice(0, 2))}cd` }),
    () => {
      // Every field is required but the start time (a signal only, absent from a static page's post).
      const body = validEnquiry();
      delete body[pick(fields.filter((field) => field !== "startedAt"))];
      return body;
    },
    () => ({ ...validEnquiry(), [text(10) || "extra"]: value() }),
    () => ({ ...validEnquiry(), __proto__: { isAdmin: true }, constructor: { prototype: {} } }),
    () => JSON.parse(`{"__proto__": {"polluted": 1}, ${JSON.stringify(validEnquiry()).slice(1)}`),
    () => ({ ...validEnquiry(), website: text(20) || "x" }),
    // A start time that is no time (a fast one is stored, marked for review: not a mutation that makes it invalid).
    () => ({ ...validEnquiry(), startedAt: pick([0, -Math.floor(rand() * 2000), 1.5, 2 ** 53 + 2]) }),
    () => ({ ...validEnquiry(), [pick(fields.slice(0, 6))]: "x".repeat(5001 + Math.floor(rand() * 9000)) }),
    () => ({ ...validEnquiry(), email: pick(["a@", "@b.c", "a b@c.d", "a@b", "a@@b.c", `${"x".repeat(300)}@e.com`]) }),
    () => ({
      ...validEnquiry(),
      idempotencyKey: pick(["", "not-a-uuid", text(36), "00000000-0000-0000-0000-00000000000g"]),
    }),
    () => value(),
  ];
  const raw: (() => string)[] = [
    () => JSON.stringify(validEnquiry()).slice(0, Math.floor(rand() * 150)),
    () => text(200),
    () => "[".repeat(5000) + "]".repeat(5000),
    () => `{"a":${"[".repeat(4000)}${"]".repeat(4000)}}`,
    () => JSON.stringify(validEnquiry()).replace(/"/g, pick(["'", "`", ""])),
    () => `\ufeff${JSON.stringify({ ...validEnquiry(), firstName: 1 })}`,
  ];

  return (): { body: string | Uint8Array<ArrayBuffer>; contentType: string } => {
    const roll = rand();
    if (roll < 0.05)
      return {
        body: JSON.stringify(validEnquiry({ firstName: 7 })),
        contentType: pick(["text/plain", "application/x-www-form-urlencoded", "", "application/jsonx"]),
      };
    if (roll < 0.1)
      return {
        body: Uint8Array.from({ length: Math.floor(rand() * 300) }, () => Math.floor(rand() * 256)),
        contentType: "application/json",
      };
    if (roll < 0.3) return { body: pick(raw)(), contentType: "application/json; charset=utf-8" };
    return { body: JSON.stringify(pick(mutations)()), contentType: "application/json" };
  };
}

describe(`fuzzing send-contact-email with ${total} hostile bodies (seed ${seed})`, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ functionEnv: { RATE_LIMIT_MAX: "100000" } });
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  it("never answers 5xx, always answers JSON with an error or ok (a form post: a page), and stores nothing", async () => {
    const next = generator(random(seed));
    const statuses = new Map<number, number>();
    const concurrency = 8;
    let sent = 0;
    const worker = async () => {
      while (sent < total) {
        sent++;
        const { body, contentType } = next();
        const headers: Record<string, string> = { origin: siteOrigin };
        if (contentType) headers["content-type"] = contentType;
        const response = await fetch(stack.url, { method: "POST", headers, body });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, text).toBeLessThan(500);
        if (contentType === "application/x-www-form-urlencoded") {
          // A native form post (form-post.ts): a JSON text read as a form has none of the fields, so the page with the
          // problems comes back and nothing is stored.
          expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
          expect(text).toMatch(/^<!doctype html>/);
          continue;
        }
        const parsed = JSON.parse(text) as { ok?: boolean; error?: string };
        if (response.status === 200) expect(parsed).toEqual({ ok: true });
        else expect(typeof parsed.error).toBe("string");
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    console.log(`[fuzz] seed ${seed}: ${total} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(total);
    expect(statuses.get(400)).toBeGreaterThan(total / 2);
    await new Promise((r) => setTimeout(r, 300));
    const stored = await stack.db.query(
      "select first_name, last_name, email, contact_number, company from public.enquiries",
    );
    expect(stored).toEqual([]);
    expect(stack.mail.list()).toEqual([]);
  });
});
