// One postgres.js pool per Deno process, shared by every function served by it.
// DATABASE_URL (or Supabase's SUPABASE_DB_URL). Against PGlite (one session for everyone) the pool must be 1:
// set DATABASE_POOL_MAX=1, as the local stack does.
import postgres from "postgres";
import { errorKind, log } from "./log.ts";

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

function newPool(url: string): postgres.Sql {
  return postgres(url, {
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
}

/** Errors of a connection that was open and is lost (postgres.js's, the OS's, the server's shutdown), or of a connect
 * that timed out: after them a connection of the pool may be stuck (below). Not ECONNREFUSED (no connection existed),
 * not a caller's own deadline, not CONNECTION_DESTROYED (what a replaced pool's end gives what it still ran). */
const lostConnection = new Set(["CONNECTION_CLOSED", "CONNECT_TIMEOUT", "ECONNRESET", "EPIPE", "57P01", "57P02"]);
let replacedAt = 0;

/**
 * Tells the pool that a call failed. After a connection was lost (closed, reset, destroyed, or a connect that timed out
 * against a server that listens) the pool is replaced by a fresh one, at most every 2 s; the old one finishes what it
 * runs (up to 5 s) and ends. Why: postgres.js 3.4.9 keeps a connection's write timer when the connection closes with a
 * write still buffered (`closed()` clears the immediate but not the variable), so that connection never sends its
 * startup message again and every query it is given fails with CONNECT_TIMEOUT after 5 s (porsager/postgres#1066,
 * LanternOps/breeze#3225). Seen after `pg_ctl stop -m fast` in bench/faults.ts: records of sends delayed by 12 s.
 */
export function noteDbFailure(error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && lostConnection.has(code)) replacePool(errorKind(error));
}

function replacePool(cause: string): void {
  if (!pool || !url) return;
  if (Date.now() - replacedAt < 2_000) return;
  replacedAt = Date.now();
  const old = pool;
  pool = newPool(url);
  old.end({ timeout: 5 }).catch(() => {});
  log("warn", "db.pool_replaced", { error: cause });
}

/** An error that says a connection or its statement was cut: postgres.js's own, the operating system's, and the
 * server's (SQLSTATE class 08, connection exception; class 57, operator intervention: shutdown, crash, cancel). */
function cutConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return false;
  return /^(CONNECTION_|CONNECT_TIMEOUT$|ECONN|EPIPE$|ETIMEDOUT$)/.test(code) || /^(08|57)[0-9A-Z]{3}$/.test(code);
}

/**
 * postgres.js 3.4.9 starts every new connection with a query of its own (the array types, `fetch_types`) and drops its
 * promise (connection.js, ReadyForQuery: `return fetchArrayTypes()`): a connection cut during it (the database
 * stopping or restarting as the pool opens connections) leaves that rejection unhandled, and Deno ends the process on
 * one, with every delivery between its send and its record (porsager/postgres#1192, #1205, #1223, open). The caller's
 * own query fails or runs on its own terms, so the dropped one carries nothing to act on: it is logged and the process
 * stays. Every other unhandled rejection still ends it. `fetch_types: false` would remove the query, but then arrays
 * go as plain text (`${ids}::bigint[]` fails with "malformed array literal"). Seen in bench/faults.ts's pg-stop-fast
 * on a loaded machine; tests/db-connection-start.test.ts cuts a first connection there.
 */
function keepProcessOnCutConnection(): void {
  globalThis.addEventListener("unhandledrejection", (event) => {
    if (!cutConnection(event.reason)) return;
    event.preventDefault();
    log("warn", "db.dropped_rejection", { error: errorKind(event.reason) });
  });
}

/**
 * postgres.js 3.4.9 sends a connection's buffered bytes on the next turn (`nextWrite`, a setImmediate) to a socket that
 * `closed()` may have set to null by then: a TypeError thrown from the timer, uncaught, and Deno ends the process.
 * `sql.begin` reaches it on its own: when a statement of the transaction fails because its connection was cut, its
 * ROLLBACK is that write (porsager/postgres#1208, #1154, open). Every staff request runs in one (auth.ts `asCaller`),
 * so one cut mid-statement by a database stop or restart ended the process. By then the transaction has failed with
 * CONNECTION_CLOSED, which its caller gets; the connection keeps the unsent bytes and its spent timer (the state of
 * #1066), so the pool is replaced. Every other uncaught exception still ends the process.
 * tests/db-transaction-cut.test.ts ends a staff transaction's connection mid-statement.
 */
function keepProcessOnWriteAfterClose(): void {
  globalThis.addEventListener("error", (event) => {
    const error: unknown = event.error;
    if (!(error instanceof TypeError) || !/\bnextWrite\b[^\n]*postgres/.test(error.stack ?? "")) return;
    event.preventDefault();
    log("warn", "db.dropped_exception", { error: "TypeError:write_after_close" });
    replacePool("TypeError:write_after_close");
  });
}

let url: string | undefined;
let handle: postgres.Sql | undefined;

/** The functions' database: one stable handle whose calls go to the current pool (noteDbFailure replaces it). */
export function getSql(): postgres.Sql {
  if (handle) return handle;
  url = Deno.env.get("DATABASE_URL") ?? Deno.env.get("SUPABASE_DB_URL");
  if (!url) throw new Error("DATABASE_URL is not set");
  pool = newPool(url);
  keepProcessOnCutConnection();
  keepProcessOnWriteAfterClose();
  // A Proxy (not a copy) so that code holding the handle across a replacement (a delivery retrying its record) uses
  // the fresh pool on its next call.
  handle = new Proxy(pool, {
    apply: (_target, _this, args) => (pool as unknown as (...a: unknown[]) => unknown)(...args),
    get: (_target, property) => Reflect.get(pool!, property),
  });
  return handle;
}
