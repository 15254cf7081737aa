// Benchmark (not a test): N applications with a CV of S bytes from C concurrent clients against a fresh local stack
// (PGlite in memory, or DATABASE_URL), every 10th one double-submitted with the same idempotency key as a double
// click would. Each application comes from its own simulated client address, so the production rate limit (5 per
// 10 minutes) stays on. Prints latency, what was stored, mailed, lost and duplicated; exits 1 if anything was lost,
// duplicated or left undelivered.
//   node supabase/bench/applications.ts [N=200] [C=10] [S=1048576]
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStack } from "../local/stack.ts";
import { pdf } from "../tests/cv-fixtures.ts";

const [total = 200, concurrency = 10, cvBytes = 1024 * 1024] = process.argv.slice(2).map(Number);
const origin = "http://127.0.0.1:5173";

const dataDir = await mkdtemp(join(tmpdir(), "solvix-bench-"));
const stack = await startStack({
  dataDir,
  pglite: "memory",
  ports: { functions: 0, db: 0, mail: 0, smtp: 0 },
  allowedOrigins: [origin],
  retryIntervalMs: 2000,
  functionEnv: {
    RATE_LIMIT_MAX: "5",
    RATE_LIMIT_WINDOW_MS: "600000",
    ACK_MAX_PER_HOUR: String(total * 2),
    CLIENT_ADDRESS_TRUSTED_PROXIES: "0",
  },
  log: (line) => {
    if (line.includes('"level":"error"')) console.error(line);
  },
});
const url = `${stack.functionsUrl}/submit-application`;
const cv = pdf(cvBytes);
const cvHash = createHash("sha256").update(cv).digest("hex");

function form(i: number, key: string): FormData {
  const data = new FormData();
  const fields: Record<string, string> = {
    position: ["senior-full-stack-developer", "devops-engineer", "ux-ui-designer"][i % 3]!,
    name: `Bench Candidate ${i}`,
    email: `bench.candidate.${i}@example.com`,
    country: "Philippines",
    phone: "",
    profileUrl: "",
    note: `Benchmark application number ${i}, with a one-megabyte CV.`,
    consent: "yes",
    website: "",
    idempotencyKey: key,
    startedAt: String(Date.now() - 20_000),
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append("cv", new Blob([cv], { type: "application/pdf" }), `cv-${i}.pdf`);
  return data;
}

const latencies: number[] = [];
const failures = new Map<string, number>();
const accepted = new Set<string>();
let next = 0;

async function send(i: number, key: string, address: string): Promise<boolean> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { origin, accept: "application/json", "x-forwarded-for": address },
      body: form(i, key),
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
    const key = crypto.randomUUID();
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const results = await Promise.all(
      i % 10 === 0 ? [send(i, key, address), send(i, key, address)] : [send(i, key, address)],
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
    "select count(*)::int as n from public.applications where status <> 'sent'",
  );
  pending = row?.n ?? -1;
  if (pending === 0) break;
  await new Promise((r) => setTimeout(r, 250));
}
const deliverySeconds = (performance.now() - deliveryStarted) / 1000;

const [counts] = await stack.db.query<{ rows: number; keys: number; files: number; intact: number }>(
  `select count(*)::int as rows, count(distinct a.idempotency_key)::int as keys, count(f.application_id)::int as files,
          count(*) filter (where f.sha256 = $1 and f.size = $2)::int as intact
     from public.applications a left join public.application_files f on f.application_id = a.id`,
  [cvHash, cv.length],
);
const storedKeys = new Set(
  (await stack.db.query<{ k: string }>("select idempotency_key::text as k from public.applications")).map((r) => r.k),
);
const lost = [...accepted].filter((k) => !storedKeys.has(k)).length;
const mails = stack.mail.list().filter((m) => m.subject.includes("application"));
const notifications = mails.filter((m) => m.to === "info@example.com");
const perRecipient = new Map<string, number>();
for (const mail of mails) {
  const who = mail.to === "info@example.com" ? `staff:${/Bench Candidate \d+/.exec(mail.subject)?.[0]}` : mail.to;
  perRecipient.set(who, (perRecipient.get(who) ?? 0) + 1);
}
const mailedTwice = [...perRecipient.values()].filter((n) => n > 1).length;

console.log(`
submit-application benchmark (${process.env.DATABASE_URL ? "Postgres" : "PGlite"}, SMTP to the local mail catcher)
  applications         ${total} with a ${(cv.length / 1024 / 1024).toFixed(2)} MB PDF (every 10th double-submitted: ${latencies.length} requests) at ${concurrency} concurrent clients
  rate limit           RATE_LIMIT_MAX=5 per 10 minutes, one simulated address per application (X-Forwarded-For)
  duration             ${seconds.toFixed(2)} s
  throughput           ${(total / seconds).toFixed(1)} applications/s (${((latencies.length * cv.length) / seconds / 1024 / 1024).toFixed(1)} MB/s of CVs)
  latency p50 / p99    ${percentile(50).toFixed(1)} ms / ${percentile(99).toFixed(1)} ms (max ${sorted.at(-1)?.toFixed(1)} ms)
  non-200 answers      ${failures.size === 0 ? "none" : JSON.stringify(Object.fromEntries(failures))}
  answered success     ${accepted.size}
  stored               ${counts?.rows} applications (distinct keys ${counts?.keys}), ${counts?.files} CVs, ${counts?.intact} byte-identical to the one sent
  duplicated           ${(counts?.rows ?? 0) - (counts?.keys ?? 0)}
  lost (told sent, no row) ${lost}
  mailed               ${notifications.length} notifications + ${mails.length - notifications.length} acknowledgements, ${mailedTwice} sent twice; still pending ${pending} (all delivered ${deliverySeconds.toFixed(1)} s after the last answer)
`);

await stack.stop();
await rm(dataDir, { recursive: true, force: true });
process.exitCode =
  lost === 0 && counts?.rows === counts?.keys && counts?.intact === counts?.rows && pending === 0 && mailedTwice === 0
    ? 0
    : 1;
