// Benchmark (not a test): what hostile uploads cost the functions' process, on a fresh local stack (PGlite in memory).
// Each upload goes alone, from its own address; the Deno process's CPU (utime + stime of /proc/<pid>/stat, all its
// threads) is read before and after, and its peak memory is VmHWM of /proc/<pid>/status after resetting it
// (`echo 5 > /proc/<pid>/clear_refs`). Printed per upload: CPU, peak RSS and its rise over the RSS before, wall time,
// and the answer (status and the start of its message). Goal: at most 0.5 s CPU and 128 MB per upload.
//   --load: attackers (one address each) send the hostile uploads back to back for --seconds while a probe times
//   `GET /faqs` (every 250 ms) and a valid enquiry (every second, each from its own address): p50, p99 and max.
// Loopback only; every loop is bounded by a count or a duration; the client gives up after 30 s as the gateway does.
//   --postgres15: a throw-away Postgres 15 cluster (tests/postgres15.ts) instead of PGlite, which runs inside this
//   process, one statement at a time, so a stored 5 MB CV holds up every other request's statements.
//   node supabase/bench/hostile-uploads.ts [--only=name,…] [--load] [--seconds=20] [--attackers=2] [--postgres15]
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStack } from "../local/stack.ts";
import { createDatabase, startPostgres15 } from "../tests/postgres15.ts";
import { nextSequence, prepare, uploads, type Prepared } from "./hostile-files.ts";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key!, value];
  }),
);
const origin = "http://127.0.0.1:5173";
const gatewayMs = 30_000;
const ticksPerSecond = 100; // USER_HZ on Linux

const only = args.get("only")?.split(",");
const selected = only ? uploads.filter((u) => only.some((o) => u.name.includes(o))) : uploads;

const dataDir = await mkdtemp(join(tmpdir(), "solvix-hostile-"));
const cluster = args.has("postgres15") ? await startPostgres15() : undefined;
const stack = await startStack({
  dataDir,
  pglite: "memory",
  ...(cluster ? { databaseUrl: await createDatabase(cluster.url, "hostile") } : {}),
  ports: { functions: 0, db: 0, mail: 0, smtp: 0 },
  allowedOrigins: [origin],
  retryIntervalMs: 0,
  functionEnv: { RATE_LIMIT_MAX: "5", ACK_MAX_PER_HOUR: "100000", CLIENT_ADDRESS_TRUSTED_PROXIES: "0" },
  log: (line) => {
    if (line.includes('"level":"error"')) console.error(line);
  },
});

async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond; // utime, stime (fields 14, 15)
}
async function memoryMb(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}
const pid = () => {
  const id = stack.functionsPid();
  if (!id) throw new Error("the functions' process is not running");
  return id;
};

let addressSequence = 0;
const freshAddress = () => {
  addressSequence++;
  return `10.9.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
};

async function send(prepared: Prepared, address: string): Promise<{ label: string; wallMs: number; bytes: number }> {
  const { upload, body, type } = prepared;
  const started = performance.now();
  try {
    const response = await fetch(`${stack.functionsUrl}/${upload.fn}`, {
      method: "POST",
      headers: {
        origin,
        accept: "application/json",
        "x-forwarded-for": address,
        "content-type": type,
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(gatewayMs),
    });
    const text = await response.text();
    let said = "";
    try {
      said = (JSON.parse(text) as { error?: string }).error ?? "ok";
    } catch {
      said = /<h1[^>]*>([^<]*)/.exec(text)?.[1] ?? text.slice(0, 60);
    }
    return {
      label: `${response.status} ${said.slice(0, 70)}`,
      wallMs: performance.now() - started,
      bytes: text.length,
    };
  } catch (error) {
    const name = (error as Error).name;
    return {
      label: name === "TimeoutError" ? "504 (gateway, 30 s)" : name,
      wallMs: performance.now() - started,
      bytes: 0,
    };
  }
}

/** Waits until the process has used no CPU for 500 ms (work left behind by an abandoned request), at most 180 s. */
async function settle(): Promise<void> {
  let last = await cpuSeconds(pid());
  for (let i = 0; i < 360; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await cpuSeconds(pid());
    if (now - last < 0.02) return;
    last = now;
  }
}

async function table() {
  // Warm up: the first request of each function compiles its code.
  await send(await prepare(uploads[0]!), freshAddress());
  await send(await prepare(uploads.at(-1)!), freshAddress());
  await settle();
  const rows: string[][] = [["upload", "CPU s", "peak RSS MB", "rise MB", "wall s", "answer (bytes)"]];
  for (const upload of selected) {
    const prepared = await prepare(upload);
    const id = pid();
    await writeFile(`/proc/${id}/clear_refs`, "5"); // resets VmHWM to the RSS now
    const before = await memoryMb(id);
    const cpuBefore = await cpuSeconds(id);
    const answer = await send(prepared, freshAddress());
    const cpu = (await cpuSeconds(id)) - cpuBefore;
    const after = await memoryMb(id);
    rows.push([
      upload.name,
      cpu.toFixed(2),
      after.hwm.toFixed(0),
      (after.hwm - before.rss).toFixed(0),
      (answer.wallMs / 1000).toFixed(2),
      `${answer.label} (${answer.bytes})`,
    ]);
    console.error(rows.at(-1)!.join(" | "));
    await settle();
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log(rows.map((r) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`).join("\n"));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function load() {
  const seconds = Number(args.get("seconds") ?? 20);
  const attackers = Number(args.get("attackers") ?? 2);
  const hostile: Prepared[] = [];
  for (const upload of uploads.slice(1)) hostile.push(await prepare(upload));
  await send(await prepare(uploads[0]!), freshAddress()); // warm up
  const until = Date.now() + seconds * 1000;
  const answers = new Map<string, number>();
  const faqs: number[] = [];
  const enquiries: number[] = [];
  const enquiryAnswers = new Map<string, number>();
  const cpuBefore = await cpuSeconds(pid());
  await writeFile(`/proc/${pid()}/clear_refs`, "5");

  const attacker = async (n: number) => {
    const address = `10.66.0.${n + 1}`;
    for (let i = 0; Date.now() < until && i < 10_000; i++) {
      const { label } = await send(hostile[i % hostile.length]!, address);
      const key = label.slice(0, 3);
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
  };
  const probeFaqs = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${stack.functionsUrl}/faqs`, { signal: AbortSignal.timeout(gatewayMs) }).catch(
        () => null,
      );
      await response?.text();
      faqs.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const probeEnquiries = async () => {
    while (Date.now() < until) {
      const n = nextSequence();
      const started = performance.now();
      const response = await fetch(`${stack.functionsUrl}/send-contact-email`, {
        method: "POST",
        headers: { origin, "content-type": "application/json", "x-forwarded-for": freshAddress() },
        body: JSON.stringify({
          firstName: "Jane",
          lastName: "Tan",
          email: `jane.${n}@example.com`,
          contactNumber: "+65 6123 4567",
          company: "Acme",
          message: "Two remote accountants from March, please.",
          idempotencyKey: crypto.randomUUID(),
          website: "",
          startedAt: Date.now() - 20_000,
        }),
        signal: AbortSignal.timeout(gatewayMs),
      }).catch(() => null);
      await response?.text();
      const label = String(response?.status ?? "gateway");
      enquiryAnswers.set(label, (enquiryAnswers.get(label) ?? 0) + 1);
      enquiries.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 1000));
    }
  };
  await Promise.all([...Array.from({ length: attackers }, (_, n) => attacker(n)), probeFaqs(), probeEnquiries()]);
  const cpu = (await cpuSeconds(pid())) - cpuBefore;
  const memory = await memoryMb(pid());
  const ms = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length})`;
  console.log(`
hostile uploads at the rate limit (${cluster ? "Postgres 15" : "PGlite"}): ${attackers} attackers (one address each, RATE_LIMIT_MAX=5), ${seconds} s
  attackers' answers   ${JSON.stringify(Object.fromEntries(answers))}
  GET /faqs            ${ms(faqs)}
  valid enquiry        ${ms(enquiries)} answers ${JSON.stringify(Object.fromEntries(enquiryAnswers))}
  functions' process   ${cpu.toFixed(1)} s CPU, peak RSS ${memory.hwm.toFixed(0)} MB
`);
}

try {
  if (args.has("load")) await load();
  else await table();
} finally {
  await stack.stop();
  await cluster?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
