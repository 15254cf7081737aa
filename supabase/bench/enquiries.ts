// Benchmark (not a test): N enquiries from C concurrent clients against a fresh local stack (PGlite in memory, or
// DATABASE_URL), every 10th one double-submitted with the same idempotency key as a double click would.
//   node supabase/bench/enquiries.ts [N=2000] [C=20]
// The per-address rate limit is configuration. All clients share one address, so by default the run switches the limit
// off (RATE_LIMIT_MAX=0). `--visitors` instead gives every enquiry its own simulated client address
// (X-Forwarded-For) and keeps the production limit of 5 per 10 minutes, so the limiter's cost is measured too.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStack } from "../local/stack.ts";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const visitors = process.argv.includes("--visitors");
const total = Number(args[0] ?? "2000");
const concurrency = Number(args[1] ?? "20");
const rateLimitMax = visitors ? "5" : "0";
const origin = "http://127.0.0.1:5173";

const dataDir = await mkdtemp(join(tmpdir(), "solvix-bench-"));
const stack = await startStack({
  dataDir,
  pglite: "memory",
  ports: { functions: 0, db: 0, mail: 0, smtp: 0 },
  allowedOrigins: [origin],
  retryIntervalMs: 2000,
  functionEnv: {
    RATE_LIMIT_MAX: rateLimitMax,
    RATE_LIMIT_WINDOW_MS: "600000",
    // Every enquiry is acknowledged, as before the site-wide ceiling, so the mail load is the whole load.
    ACK_MAX_PER_HOUR: String(total * 2),
    ACK_MAX_PER_CLIENT_HOUR: String(total * 2),
    // The simulated address arrives as the one proxy in front would report it.
    ...(visitors ? { CLIENT_ADDRESS_TRUSTED_PROXIES: "0" } : {}),
  },
  log: (line) => {
    if (line.includes('"level":"error"')) console.error(line);
  },
});
const url = `${stack.functionsUrl}/send-contact-email`;

function enquiry(i: number) {
  return JSON.stringify({
    firstName: "Bench",
    lastName: `Client${i}`,
    email: `bench.${i}@example.com`,
    contactNumber: "+65 6000 0000",
    company: "Benchmark Pte Ltd",
    message: `Benchmark enquiry number ${i}, asking for two remote staff.`,
    idempotencyKey: crypto.randomUUID(),
    website: "",
    startedAt: Date.now() - 10_000,
  });
}

const latencies: number[] = [];
const failures = new Map<string, number>();
const accepted = new Set<string>();
let next = 0;

async function send(body: string, client: string): Promise<boolean> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", origin, ...(visitors ? { "x-forwarded-for": client } : {}) },
      body,
    });
    await response.text();
    latencies.push(performance.now() - started);
    if (response.status !== 200)
      failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
    return response.status === 200;
  } catch (error) {
    failures.set((error as Error).name, (failures.get((error as Error).name) ?? 0) + 1);
    return false;
  }
}

async function client() {
  while (next < total) {
    const i = next++;
    const body = enquiry(i);
    const key = (JSON.parse(body) as { idempotencyKey: string }).idempotencyKey;
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const results = await Promise.all(
      i % 10 === 0 ? [send(body, address), send(body, address)] : [send(body, address)],
    );
    if (results.some(Boolean)) accepted.add(key);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, client));
const seconds = (performance.now() - started) / 1000;

const sorted = [...latencies].sort((a, b) => a - b);
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const deliveryStarted = performance.now();
let pending = -1;
while (performance.now() - deliveryStarted < 180_000) {
  const [row] = await stack.db.query<{ n: number }>(
    "select count(*)::int as n from public.enquiries where status <> 'sent'",
  );
  pending = row?.n ?? -1;
  if (pending === 0) break;
  await new Promise((r) => setTimeout(r, 250));
}
const deliverySeconds = (performance.now() - deliveryStarted) / 1000;

const [counts] = await stack.db.query<{ rows: number; keys: number }>(
  "select count(*)::int as rows, count(distinct idempotency_key)::int as keys from public.enquiries",
);
const storedKeys = new Set(
  (await stack.db.query<{ k: string }>("select idempotency_key::text as k from public.enquiries")).map((r) => r.k),
);
const lost = [...accepted].filter((k) => !storedKeys.has(k)).length;
const mails = stack.mail.list();
const notifications = mails.filter((m) => m.to === "info@example.com").length;

console.log(`
send-contact-email benchmark (${stack.databaseUrl.includes("127.0.0.1") && !process.env.DATABASE_URL ? "PGlite" : "Postgres"}, SMTP to the local mail catcher)
  enquiries            ${total} (every 10th double-submitted: ${latencies.length} requests) at ${concurrency} concurrent clients
  rate-limit setting   ${visitors ? "RATE_LIMIT_MAX=5 per RATE_LIMIT_WINDOW_MS=600000, one simulated address per enquiry (X-Forwarded-For)" : "RATE_LIMIT_MAX=0 (limit off: every client is 127.0.0.1)"}
  duration             ${seconds.toFixed(2)} s
  throughput           ${(total / seconds).toFixed(1)} enquiries/s (${(latencies.length / seconds).toFixed(1)} requests/s)
  latency p50 / p99    ${percentile(50).toFixed(1)} ms / ${percentile(99).toFixed(1)} ms (max ${sorted.at(-1)?.toFixed(1)} ms)
  non-200 answers      ${failures.size === 0 ? "none" : JSON.stringify(Object.fromEntries(failures))}
  answered success     ${accepted.size}
  rows stored          ${counts?.rows} (distinct keys ${counts?.keys})
  duplicates           ${(counts?.rows ?? 0) - (counts?.keys ?? 0)}
  lost (told sent, no row) ${lost}
  mails delivered      ${notifications} notifications + ${mails.length - notifications} acknowledgements; still pending ${pending} (all delivered ${deliverySeconds.toFixed(1)} s after the last answer)
`);

await stack.stop();
await rm(dataDir, { recursive: true, force: true });
process.exitCode = lost === 0 && counts?.rows === counts?.keys && pending === 0 ? 0 : 1;
