// A staff request's transaction whose connection the database ends mid-statement does not end the functions' process
// (functions/_shared/db.ts, `keepProcessOnWriteAfterClose`): the request fails with CONNECTION_CLOSED and the next
// query answers, through a replaced pool. Real Deno and the suite's Postgres 15; the driver ends its transaction's
// backend with pg_terminate_backend, as a database stop or restart does.
import { describe, expect, inject, it } from "vitest";
import { runDenoDriverToExit } from "../local/deno.ts";
import { requirePostgres15 } from "./postgres15.ts";

const clusterUrl = inject("postgres15Url");

describe.runIf(clusterUrl !== null || requirePostgres15)(
  "the functions' pool on a transaction cut mid-statement",
  () => {
    it("fails the transaction, keeps running and answers the next query on a fresh pool", async () => {
      if (!clusterUrl) throw new Error("Postgres 15 is not available (the global setup says why)");
      // One connection: the next query has no other to go to than the cut one's slot.
      const result = await runDenoDriverToExit("tests/deno/transaction-cut.ts", {
        DATABASE_URL: clusterUrl,
        DATABASE_POOL_MAX: "1",
      });
      // Deno's last words when postgres.js's write after the close ends it ("Uncaught TypeError: Cannot read
      // properties of null (reading 'write')").
      if (result.code !== 0) console.log(result.stderr);
      expect(result.stderr).not.toContain("Uncaught");
      expect(result.code).toBe(0);
      const lines = result.stdout.trim().split("\n");
      expect(lines.some((l) => l.includes('"event":"db.dropped_exception"'))).toBe(true);
      expect(JSON.parse(lines.at(-1) ?? "{}")).toEqual({ transaction: "CONNECTION_CLOSED", next: 1 });
    });
  },
);
