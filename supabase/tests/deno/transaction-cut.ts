// Test driver (tests/db-transaction-cut.test.ts): a staff request's transaction (auth.ts `asCaller`, as every staff
// route runs its statements) whose connection the database ends mid-statement, then the next query through the same
// pool; prints both outcomes as JSON, the value or the error's code. Reaching the print means the process outlived
// the cut. DATABASE_URL names the suite's Postgres 15; a second client of its own ends the transaction's backend.
import postgres from "postgres";
import { asCaller } from "../../functions/_shared/auth.ts";
import { getSql } from "../../functions/_shared/db.ts";

const codeOf = (error: unknown) => (error as { code?: string }).code ?? String(error);
const sql = getSql();
const admin = postgres(Deno.env.get("DATABASE_URL")!, { max: 1, onnotice: () => {} });

let backend: number | undefined;
let settled = false;
const staffCall = asCaller(sql, { role: "anon", claims: null }, async (tx) => {
  const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
  backend = row?.pid;
  await tx`select pg_sleep(10)`;
}).finally(() => (settled = true));
while (backend === undefined && !settled) await new Promise((resolve) => setTimeout(resolve, 10));
if (backend !== undefined) await admin`select pg_terminate_backend(${backend})`;
const transaction = await staffCall.then(() => "committed", codeOf);
// The ROLLBACK that postgres.js writes after the cut goes out on the next turn of the event loop.
await new Promise((resolve) => setTimeout(resolve, 200));
const next = await sql<{ one: number }[]>`select 1 as one`.then(([row]) => row?.one, codeOf);
console.log(JSON.stringify({ transaction, next }));
await admin.end();
await sql.end({ timeout: 1 });
