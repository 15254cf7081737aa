// Benchmark (not a test): the collect function taking R page views a second for S seconds on loopback, against a fresh
// local stack (PGlite in memory, or DATABASE_URL). Each request is one beacon of one event from one of 2,000 simulated
// visitors (their own address and browser), so the bound per visitor and minute stays on. Prints the rate reached,
// latency, and what was stored, refused and lost; exits 1 if an event answered 204 is missing. The stack's scheduler
// runs as it does locally (every 5 s: the mail retry and the analytics catch-up, which rolls today up meanwhile).
//   node supabase/bench/analytics-ingest.ts [R=200] [S=60]
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStack } from "../local/stack.ts";

const [rate = 200, seconds = 60] = process.argv.slice(2).map(Number);
const origin = "http://127.0.0.1:5173";
const campaign = `bench-${Date.now()}`;
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

const dataDir = await mkdtemp(join(tmpdir(), "solvix-bench-"));
const stack = await startStack({
  dataDir,
  pglite: "memory",
  ports: { functions: 0, db: 0, mail: 0, smtp: 0 },
  allowedOrigins: [origin],
  retryIntervalMs: 5000,
  functionEnv: { CLIENT_ADDRESS_TRUSTED_PROXIES: "0" },
  log: (line) => {
    if (line.includes('"level":"error"')) console.error(line);
  },
});
const url = `${stack.functionsUrl}/collect`;

const latencies: number[] = [];
const statuses = new Map<number, number>();
let failed = 0;

async function send(i: number) {
  const visitor = i % 2000;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        origin,
        "user-agent": `${browser} bench/${visitor % 7}`,
        "x-forwarded-for": `198.18.${Math.floor(visitor / 250)}.${visitor % 250}`,
      },
      body: JSON.stringify({
        e: [{ n: "pageview", p: `/page-${i % 40}`, q: `?utm_campaign=${campaign}`, w: 390 + (i % 3) * 500 }],
      }),
    });
    await response.body?.cancel();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  } catch {
    failed++;
  }
  latencies.push(performance.now() - started);
}

// Requests start on a fixed schedule (rate a second), whatever the answers' times: the load does not wait for them.
const total = rate * seconds;
const inFlight: Promise<void>[] = [];
const begin = performance.now();
for (let i = 0; i < total; i++) {
  const due = begin + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  inFlight.push(send(i));
}
await Promise.all(inFlight);
const elapsed = (performance.now() - begin) / 1000;

const [{ stored }] = (await stack.db.query<{ stored: number }>(
  "select count(*)::int as stored from public.analytics_events where utm_campaign = $1",
  [campaign],
)) as [{ stored: number }];
await stack.stop();
await rm(dataDir, { recursive: true, force: true });

const sorted = [...latencies].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
const accepted = statuses.get(204) ?? 0;
const lost = accepted - stored;
console.log(
  `collect: ${total} events in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s asked ${rate}/s); answers ` +
    `${[...statuses].map(([status, n]) => `${status}×${n}`).join(", ")}${failed ? `, ${failed} failed to connect` : ""}; ` +
    `latency p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
    `stored ${stored}, lost ${lost}`,
);
process.exit(lost === 0 && failed === 0 && accepted === total ? 0 : 1);
