// The enquiry pipeline under faults, on a Postgres 15 cluster of its own (this suite stops, crashes and freezes it):
// bench/faults.ts with smaller figures, in the backend gate. Per fault 50 enquiries at 20 per second (250 answers in
// all); for each: nothing told 200 is lost, no failure is told for an enquiry the first request stored (a function
// that cannot be sure says `unconfirmed`), every stored enquiry's mail arrives within a bound after recovery, and no
// message arrives twice (after a database fault or a killed process, a copy may only be one that carries the same
// Message-ID: the window between the mail server's acceptance and its record).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faultStackEnv, runFault, scenarios, type FaultOptions } from "../bench/faults.ts";
import { startStack, type Stack } from "../local/stack.ts";
import { createDatabase, hasPostgres15, requirePostgres15, startPostgres15, type Postgres15 } from "./postgres15.ts";
import { siteOrigin } from "./helpers.ts";

const options: FaultOptions = {
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
/** After recovery, every stored enquiry's mail has arrived within this (a killed process's rows wait out their lease). */
const deliveryBoundMs = 30_000;

describe.runIf(hasPostgres15 || requirePostgres15)("enquiries under faults on Postgres 15", () => {
  let cluster: Postgres15;
  let stack: Stack;
  let dataDir: string;
  const logs: string[] = [];

  beforeAll(async () => {
    cluster = await startPostgres15({ durable: true });
    dataDir = await mkdtemp(join(tmpdir(), "solvix-faults-"));
    stack = await startStack({
      dataDir,
      databaseUrl: await createDatabase(cluster.url, "faults"),
      ports: { functions: 0, db: 0, mail: 0, smtp: 0 },
      allowedOrigins: [siteOrigin],
      retryIntervalMs: 1000,
      functionEnv: {
        ...faultStackEnv,
        MAIL_SEND_DEADLINE_MS: "3000",
        // Longer than each outage with the database's restart, as production's 120 s is.
        MAIL_LEASE_MS: "15000",
        REQUEST_DEADLINE_MS: "4000",
        DATABASE_STATEMENT_TIMEOUT_MS: "2000",
      },
      log: (line) => logs.push(line),
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  for (const scenario of scenarios) {
    it(`${scenario}: nothing lost, the truth told, every mail once, delivered after recovery`, async () => {
      const result = await runFault(stack, cluster, scenario, options, () => {});
      console.log(JSON.stringify(result));
      expect(result.lost).toBe(0);
      expect(result.errorForStored.function).toBe(0);
      // Only a killed process leaves requests its proxy must answer; the others the function answers itself.
      if (scenario !== "functions-kill") expect(result.errorForStored.proxy).toBe(0);
      // Every answer that was not 200 is settled by the visitor's second try with the same key.
      expect(Object.keys(result.retried).filter((label) => label !== "200")).toEqual([]);
      expect(result.mailed).toBe(result.stored);
      expect(result.deliveredAfterRecoveryMs).not.toBeNull();
      expect(result.deliveredAfterRecoveryMs!).toBeLessThanOrEqual(deliveryBoundMs);
      // A mail outage leaves the database up: every send is recorded, so nothing may arrive twice. When the database
      // or the process goes away between a mail server's acceptance and its record, a copy may follow, and only one
      // that carries the first's Message-ID (mail clients fold it). Seen once: 1 copy in 50 under stop -m fast, on the
      // merged tree; issue 34 stays open for it.
      if (scenario === "mail-outage") expect(result.duplicated).toBe(0);
      else expect(result.duplicated).toBe(result.duplicatesSameMessageId);
      expect(logs.filter((l) => l.includes('"event":"enquiry.unexpected"'))).toEqual([]);
    }, 120_000);
  }
});
