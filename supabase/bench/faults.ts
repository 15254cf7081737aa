// The enquiry pipeline under faults (not a test by itself: supabase/tests/faults.test.ts runs it with smaller figures
// and asserts on the outcome). A real Postgres 15 cluster of its own, the local stack (functions under Deno, the mail
// catcher over SMTP, the scheduler), and bounded loopback load: `total` enquiries at `rate` per second, each with its
// own key and address; a fault starts `faultAtMs` into the burst and lasts its duration:
//   pg-stop-fast       pg_ctl stop -m fast, started again after the duration
//   pg-stop-immediate  pg_ctl stop -m immediate (a crash), started again
//   pg-freeze          SIGSTOP to the postmaster and every backend, SIGCONT after the duration
//   functions-kill     SIGKILL to the functions' Deno process (recovery: when the function answers again)
//   mail-outage        the mail catcher stops accepting SMTP connections, then accepts again
// The client plays the site's proxy (an answer after 30 s becomes 504, a refused or cut connection 502) and then the
// visitor: every answer that was not 200 or a refusal of the input is sent once more with the same key after recovery.
// Counted: answers by status (and `code`), rows stored, mails received per enquiry (staff notification and
// acknowledgement, by address), duplicates (and whether they share a Message-ID), and the time from recovery until
// every stored enquiry's mail had arrived.
//   node supabase/bench/faults.ts [scenario ...] [--total=200] [--rate=10] [--fault-at=5000] [--lease=45000]
//     [--gate] (the backend gate's figures and stack settings)  [--repeat=N] (each scenario N times, one stack)
//     [--log=file] (every log line of the stack and the run)
// Over 250 lines: one benchmark script, its five faults, the client that plays proxy and visitor, and the table;
// tests/faults.test.ts imports it whole.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Stack } from "../local/stack.ts";
import type { ReceivedMail } from "../local/mail-server.ts";
import type { Postgres15 } from "../tests/postgres15.ts";

export const scenarios = ["pg-stop-fast", "pg-stop-immediate", "pg-freeze", "mail-outage", "functions-kill"] as const;
export type Scenario = (typeof scenarios)[number];

export interface FaultOptions {
  /** Enquiries sent in the burst. */
  total: number;
  /** Enquiries started per second. */
  rate: number;
  /** When the fault starts, from the first enquiry. */
  faultAtMs: number;
  /** How long each fault lasts (functions-kill: ignored, the stack decides when it answers again). */
  durationMs: Record<Scenario, number>;
  /** What the proxy in front waits before answering 504 itself (Supabase: 30 s). */
  proxyTimeoutMs: number;
  /** The longest wait, after recovery, for every stored enquiry's mail. */
  settleMs: number;
  /** From the recovery (and at least until everything arrived), how long to watch for a second copy (longer than the
   * stack's lease). */
  duplicateWatchMs: number;
}

export interface FaultResult {
  scenario: Scenario;
  sent: number;
  /** First answers, by label: the status and the body's `code`, or "502 proxy"/"504 proxy". */
  answers: Record<string, number>;
  /** Answers to the visitor's second try (same key) of every answer that was neither 200 nor 4xx. */
  retried: Record<string, number>;
  stored: number;
  /** Told 200 (first or second try), nothing stored. */
  lost: number;
  /** First answers that said failure (not 200, not `unconfirmed`) for an enquiry that the first request stored (before
   * the second try): by the function, by the proxy. */
  errorForStored: { function: number; proxy: number };
  /** Stored enquiries whose staff notification arrived (and the acknowledgement too). */
  mailed: number;
  /** Messages that arrived more than once, and how many of those copies carried the first copy's Message-ID. */
  duplicated: number;
  duplicatesSameMessageId: number;
  /** Each message that arrived more than once: which, to whom, its enquiry's id (`"enquiry":"<id>"` in the stack's log
   * lines), how many copies. */
  copies: {
    message: "notification" | "acknowledgement";
    email: string;
    enquiry: string;
    copies: number;
    sameMessageId: boolean;
  }[];
  /** From the end of the fault until the last stored enquiry's mail arrived (0 when all arrived before), or null. */
  deliveredAfterRecoveryMs: number | null;
}

const origin = "http://127.0.0.1:5173";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function enquiry(scenario: Scenario, i: number, run: string) {
  return {
    firstName: "Fault",
    lastName: `Visitor${i}`,
    email: `fault.${scenario}.${run}.${i}@example.com`,
    contactNumber: "+65 6000 0000",
    company: "Fault Bench Pte Ltd",
    message: `Enquiry ${i} sent while ${scenario} happens.`,
    idempotencyKey: crypto.randomUUID(),
    website: "",
    startedAt: Date.now() - 60_000,
  };
}

type Answer = { label: string; status: number; code?: string };

async function send(url: string, body: string, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      // not JSON
    }
    return { label: code ? `${response.status} ${code}` : String(response.status), status: response.status, code };
  } catch (error) {
    const name = (error as Error).name;
    return name === "TimeoutError" || name === "AbortError"
      ? { label: "504 proxy", status: 504, code: "proxy" }
      : { label: "502 proxy", status: 502, code: "proxy" };
  }
}

const tally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((all, a) => ({ ...all, [a.label]: (all[a.label] ?? 0) + 1 }), {});

/** Waits until the function answers a preflight again (the process restarted), at most `ms`. */
async function functionAnswers(url: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST" },
        signal: AbortSignal.timeout(1000),
      });
      await response.body?.cancel();
      if (response.status === 204) return true;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  return false;
}

async function storedAmong(stack: Stack, bodies: { idempotencyKey: string }[]): Promise<Set<string>> {
  const rows = await stack.db.query<{ k: string }>(
    "select idempotency_key::text as k from public.enquiries where idempotency_key = any($1::uuid[])",
    [bodies.map((b) => b.idempotencyKey)],
  );
  return new Set(rows.map((r) => r.k));
}

export async function runFault(
  stack: Stack,
  cluster: Postgres15,
  scenario: Scenario,
  options: FaultOptions,
  log: (line: string) => void = console.log,
): Promise<FaultResult> {
  const url = `${stack.functionsUrl}/send-contact-email`;
  const run = Math.random().toString(36).slice(2, 8);
  const bodies = Array.from({ length: options.total }, (_, i) => enquiry(scenario, i, run));
  const duration = options.durationMs[scenario];
  let recoveredAt: number | null = null;

  const fault = (async () => {
    await sleep(options.faultAtMs);
    log(`${scenario}: fault starts`);
    if (scenario === "functions-kill") {
      const pid = stack.functionsPid();
      if (pid) process.kill(pid, "SIGKILL");
      await sleep(200);
      if (await functionAnswers(url, Math.max(duration, 30_000))) recoveredAt = Date.now();
      log(`${scenario}: ${recoveredAt ? "the function answers again" : "the function did not come back"}`);
      return;
    }
    if (scenario === "pg-stop-fast" || scenario === "pg-stop-immediate") {
      await cluster.halt(scenario === "pg-stop-fast" ? "fast" : "immediate");
      await sleep(duration);
      await cluster.start();
    } else if (scenario === "pg-freeze") {
      await cluster.freeze(true);
      await sleep(duration);
      await cluster.freeze(false);
    } else {
      await stack.mail.stopSmtp();
      await sleep(duration);
      await stack.mail.startSmtp();
    }
    recoveredAt = Date.now();
    log(`${scenario}: recovered`);
  })();

  const started = Date.now();
  const first = await Promise.all(
    bodies.map(async (body, i) => {
      await sleep(started + (i * 1000) / options.rate - Date.now());
      return send(url, JSON.stringify(body), options.proxyTimeoutMs);
    }),
  );
  await fault;
  // What the first answers left stored (a query held by a frozen server lands when it thaws: wait a moment).
  await sleep(2000);
  const storedFirst = await storedAmong(stack, bodies);

  // The visitor sends again (same key) whatever was not answered 200 and was not a refusal of the input.
  const again = first.map((a) => a.status !== 200 && !(a.status >= 400 && a.status < 500));
  const retried = await Promise.all(
    bodies.map((body, i) => (again[i] ? send(url, JSON.stringify(body), options.proxyTimeoutMs) : undefined)),
  );

  const storedKeys = await storedAmong(stack, bodies);
  const ours = new Map(bodies.map((b, i) => [b.email, i]));
  const mailsOf = (list: ReceivedMail[]) => {
    const notifications = new Map<number, ReceivedMail[]>();
    const acknowledgements = new Map<number, ReceivedMail[]>();
    for (const mail of list) {
      const staff = mail.to === "info@example.com";
      const address = staff ? (/^Email: +(\S+)$/m.exec(mail.text)?.[1] ?? "") : mail.to;
      const i = ours.get(address);
      if (i === undefined) continue;
      const into = staff ? notifications : acknowledgements;
      into.set(i, [...(into.get(i) ?? []), mail]);
    }
    return { notifications, acknowledgements };
  };
  const storedIndexes = bodies.flatMap((b, i) => (storedKeys.has(b.idempotencyKey) ? [i] : []));
  const complete = (m: ReturnType<typeof mailsOf>) =>
    storedIndexes.filter((i) => m.notifications.has(i) && m.acknowledgements.has(i)).length;

  const settleUntil = Date.now() + options.settleMs;
  let mails = mailsOf(stack.mail.list());
  while (complete(mails) < storedIndexes.length && Date.now() < settleUntil) {
    await sleep(250);
    mails = mailsOf(stack.mail.list());
  }
  const everything = complete(mails) === storedIndexes.length;
  const lastArrival = Math.max(
    0,
    ...[...mails.notifications.values(), ...mails.acknowledgements.values()].map((copies) =>
      Date.parse(copies[0]!.receivedAt),
    ),
  );
  const recovery = recoveredAt as number | null;
  const deliveredAfterRecoveryMs =
    everything && recovery !== null ? Math.max(0, lastArrival - recovery) : everything ? null : null;
  // A copy sent again would come after its lease ran out: watch that long from the recovery before counting.
  if (everything) await sleep((recovery ?? Date.now()) + options.duplicateWatchMs - Date.now());
  mails = mailsOf(stack.mail.list());

  let duplicated = 0;
  let sameId = 0;
  const copyList: FaultResult["copies"] = [];
  for (const [message, byIndex] of [
    ["notification", mails.notifications],
    ["acknowledgement", mails.acknowledgements],
  ] as const) {
    for (const [i, copies] of byIndex) {
      if (copies.length < 2) continue;
      const same = copies.slice(1).filter((c) => c.messageId !== "" && c.messageId === copies[0]!.messageId).length;
      duplicated += copies.length - 1;
      sameId += same;
      const [row] = await stack.db.query<{ id: string }>(
        "select id::text as id from public.enquiries where idempotency_key = $1::uuid",
        [bodies[i]!.idempotencyKey],
      );
      copyList.push({
        message,
        email: bodies[i]!.email,
        enquiry: row?.id ?? "",
        copies: copies.length,
        sameMessageId: same === copies.length - 1,
      });
    }
  }
  const saidFailure = (a: Answer | undefined) => a !== undefined && a.status !== 200 && a.code !== "unconfirmed";
  const result: FaultResult = {
    scenario,
    sent: options.total,
    answers: tally(first),
    retried: tally(retried.filter((a): a is Answer => a !== undefined)),
    stored: storedKeys.size,
    lost: bodies.filter(
      (b, i) => !storedKeys.has(b.idempotencyKey) && (first[i]!.status === 200 || retried[i]?.status === 200),
    ).length,
    errorForStored: {
      function: bodies.filter(
        (b, i) => storedFirst.has(b.idempotencyKey) && saidFailure(first[i]) && first[i]!.code !== "proxy",
      ).length,
      proxy: bodies.filter((b, i) => storedFirst.has(b.idempotencyKey) && first[i]!.code === "proxy").length,
    },
    mailed: complete(mails),
    duplicated,
    duplicatesSameMessageId: sameId,
    copies: copyList,
    deliveredAfterRecoveryMs,
  };
  log(JSON.stringify(result));
  return result;
}

export function formatTable(results: FaultResult[]): string {
  const rows = results.map((r) => [
    r.scenario,
    String(r.sent),
    Object.entries(r.answers)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", "),
    Object.entries(r.retried)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ") || "-",
    String(r.stored),
    String(r.lost),
    `${r.errorForStored.function} / ${r.errorForStored.proxy}`,
    `${r.mailed}/${r.stored}`,
    `${r.duplicated} (${r.duplicatesSameMessageId} same Message-ID)`,
    r.deliveredAfterRecoveryMs === null ? "never" : `${(r.deliveredAfterRecoveryMs / 1000).toFixed(1)} s`,
  ]);
  const head = [
    "fault",
    "sent",
    "answered",
    "second try (same key)",
    "stored",
    "lost",
    "failure told for stored (function / proxy)",
    "mailed",
    "duplicated",
    "delivered after recovery",
  ];
  return [head, head.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}

/** The stack's settings for a fault run: short leases and back-offs so a run ends in minutes. */
export const faultStackEnv: Record<string, string> = {
  RATE_LIMIT_MAX: "0",
  ACK_MAX_PER_HOUR: "1000000",
  ACK_MAX_PER_RECIPIENT_DAY: "1000",
  ACK_MAX_PER_CLIENT_HOUR: "1000000",
  MAIL_SEND_DEADLINE_MS: "5000",
  // Longer than the longest fault, as production's 120 s is: a send whose record the fault delays is recorded by its
  // sender when the database is back, not sent again (a shorter lease shows the same-Message-ID copies instead).
  MAIL_LEASE_MS: "45000",
  MAIL_RETRY_BASE_MS: "1000",
  MAIL_RETRY_MAX_MS: "4000",
  MAIL_MAX_ATTEMPTS: "100",
  CLIENT_ADDRESS_TRUSTED_PROXIES: "0",
};

/** The backend gate's smaller run (tests/faults.test.ts; `--gate` here): 50 enquiries per fault at 20/s, faults of a
 * few seconds, and a stack whose lease, deadlines and timeouts are shortened to match, so the five run in about two
 * minutes. */
export const gateOptions: FaultOptions = {
  total: 50,
  rate: 20,
  faultAtMs: 800,
  durationMs: {
    "pg-stop-fast": 6_000,
    "pg-stop-immediate": 6_000,
    // Longer than the function's own deadline (REQUEST_DEADLINE_MS below): it must answer by itself.
    "pg-freeze": 8_000,
    "functions-kill": 0,
    "mail-outage": 5_000,
  },
  proxyTimeoutMs: 30_000,
  settleMs: 40_000,
  duplicateWatchMs: 16_000,
};

export const gateStackEnv: Record<string, string> = {
  ...faultStackEnv,
  MAIL_SEND_DEADLINE_MS: "3000",
  // Longer than each outage with the database's restart, as production's 120 s is.
  MAIL_LEASE_MS: "15000",
  REQUEST_DEADLINE_MS: "4000",
  DATABASE_STATEMENT_TIMEOUT_MS: "2000",
};

if (import.meta.main) {
  const { startStack } = await import("../local/stack.ts");
  const { createDatabase, startPostgres15 } = await import("../tests/postgres15.ts");
  const flag = (name: string, fallback: number) =>
    Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  const chosen = process.argv.slice(2).filter((a) => !a.startsWith("--")) as Scenario[];
  const gate = process.argv.includes("--gate");
  const repeat = flag("repeat", 1);
  const logFile = process.argv.find((a) => a.startsWith("--log="))?.slice("--log=".length);
  const { appendFileSync } = await import("node:fs");
  const options: FaultOptions = gate
    ? { ...gateOptions, total: flag("total", gateOptions.total) }
    : {
        total: flag("total", 200),
        rate: flag("rate", 10),
        faultAtMs: flag("fault-at", 5000),
        durationMs: {
          "pg-stop-fast": 20_000,
          "pg-stop-immediate": 20_000,
          "pg-freeze": 35_000,
          "functions-kill": 0,
          "mail-outage": 20_000,
        },
        proxyTimeoutMs: 30_000,
        settleMs: 120_000,
        duplicateWatchMs: 50_000,
      };
  const verbose = process.argv.includes("--verbose");
  const lease = process.argv.find((a) => a.startsWith("--lease="))?.split("=")[1];
  // Durable, as a real server is: with synchronous_commit off an immediate stop loses acknowledged commits.
  const cluster = await startPostgres15({ durable: true });
  const recordMs: number[] = [];
  let inDoubt = 0;
  const dataDir = await mkdtemp(join(tmpdir(), "solvix-faults-"));
  const results: FaultResult[] = [];
  try {
    const stack = await startStack({
      dataDir,
      databaseUrl: await createDatabase(cluster.url, "faults"),
      ports: { functions: 0, db: 0, mail: 0, smtp: 0 },
      allowedOrigins: [origin],
      retryIntervalMs: 1000,
      functionEnv: {
        ...(gate ? gateStackEnv : faultStackEnv),
        ...(lease
          ? { MAIL_LEASE_MS: lease, MAIL_SEND_DEADLINE_MS: String(Math.floor((Number(lease) - 4000) / 2)) }
          : {}),
      },
      log: (line) => {
        if (logFile) appendFileSync(logFile, `${line}\n`);
        if (verbose || /"event":"(stack\.|functions\.)/.test(line)) console.log(line);
        if (line.includes('"event":"enquiry.send_in_doubt"')) inDoubt++;
        const record = /"event":"enquiry\.delivery".*"recordMs":(\d+)/.exec(line);
        if (record) recordMs.push(Number(record[1]));
      },
    });
    try {
      for (let round = 0; round < repeat; round++) {
        for (const scenario of chosen.length ? chosen : scenarios) {
          results.push(
            await runFault(stack, cluster, scenario, options, (line) => {
              if (logFile) appendFileSync(logFile, `${line}\n`);
              console.log(line);
            }),
          );
        }
      }
    } finally {
      await stack.stop();
    }
  } finally {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nFaults: ${options.total} enquiries at ${options.rate}/s, fault ${options.faultAtMs / 1000} s in\n`);
  console.log(formatTable(results));
  const sorted = recordMs.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  console.log(
    `\nSMTP window (provider's acceptance to its record, per delivery, the longest of its messages): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1)} ms over ${sorted.length} deliveries; sends in doubt sent again: ${inDoubt}`,
  );
}
