// One postgres.js pool per Deno process, shared by every function served by it.
// DATABASE_URL (or Supabase's SUPABASE_DB_URL). Against PGlite (one session for everyone) the pool must be 1:
// set DATABASE_POOL_MAX=1, as the local stack does.
import postgres from "postgres";

let pool: postgres.Sql | undefined;

/** DATABASE_STATEMENT_TIMEOUT_MS (default 5000): the server cancels a statement that runs longer. A server that does
 * not answer at all (hung, or the network gone) cannot: the callers keep their own deadline too. */
export function statementTimeoutMs(env: Deno.Env = Deno.env): number {
  const raw = env.get("DATABASE_STATEMENT_TIMEOUT_MS");
  const value = raw ? Number(raw) : 5_000;
  if (!Number.isInteger(value) || value < 100) {
    throw new Error(`DATABASE_STATEMENT_TIMEOUT_MS must be an integer >= 100 (got "${raw}")`);
  }
  return value;
}

export function getSql(): postgres.Sql {
  if (pool) return pool;
  const url = Deno.env.get("DATABASE_URL") ?? Deno.env.get("SUPABASE_DB_URL");
  if (!url) throw new Error("DATABASE_URL is not set");
  pool = postgres(url, {
    max: Number(Deno.env.get("DATABASE_POOL_MAX") ?? "5"),
    // Supabase's transaction pooler does not keep prepared statements between transactions: off unless
    // DATABASE_PREPARE=true (the local stack turns it on for its own single-session database).
    prepare: Deno.env.get("DATABASE_PREPARE") === "true",
    idle_timeout: 30,
    connect_timeout: 5,
    // Between reconnects of a connection that failed: at most 1 s (postgres.js's default grows to 20 s with the failures
    // the whole pool counted, so after an outage of a few seconds every query waited that long after the database was
    // back; measured with bench/faults.ts).
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    // Sent when each connection starts: a statement that runs longer is cancelled by the server.
    connection: { statement_timeout: statementTimeoutMs() },
    onnotice: () => {},
  });
  return pool;
}
