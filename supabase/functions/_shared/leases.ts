// Leases held by a named functions process (FUNCTIONS_INSTANCE; migration 20261129030000): a delivery records its
// row's lease when it is queued and drops it when it ends, and the same name's next process, started after this one
// died, gives those leases back at once (their mail goes at the next retry run, not a lease later). Without a name
// (hosted functions: many instances at once) nothing is recorded. Recording never holds up or fails a delivery.
import type postgres from "postgres";
import { errorKind, log } from "./log.ts";

const instance = () => Deno.env.get("FUNCTIONS_INSTANCE") || undefined;

export function holdLease(sql: postgres.Sql, leaseToken: string): void {
  const name = instance();
  if (!name) return;
  sql`insert into private.lease_holders (lease_token, instance) values (${leaseToken}::uuid, ${name})
      on conflict (lease_token) do nothing`.catch(() => {});
}

export function dropLease(sql: postgres.Sql, leaseToken: string): void {
  if (!instance()) return;
  sql`delete from private.lease_holders where lease_token = ${leaseToken}::uuid`.catch(() => {});
}

/** At the start of a named process: gives back its predecessor's leases, trying for a minute while the database is
 * away. */
export async function releaseOwnLeases(sql: () => postgres.Sql): Promise<void> {
  const name = instance();
  if (!name) return;
  for (let attempt = 1; attempt <= 60; attempt++) {
    try {
      const [row] = await sql()<{ n: number }[]>`select private.release_instance_leases(${name}) as n`;
      log("info", "functions.leases_released", { rows: row?.n ?? 0 });
      return;
    } catch (error) {
      if (attempt === 60) log("error", "functions.leases_not_released", { error: errorKind(error) });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}
