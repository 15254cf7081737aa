// One postgres.js pool per Deno process, shared by every function served by it.
// DATABASE_URL (or Supabase's SUPABASE_DB_URL). Against PGlite (one session for everyone) the pool must be 1:
// set DATABASE_POOL_MAX=1, as the local stack does.
import postgres from "postgres";

let pool: postgres.Sql | undefined;

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
    connect_timeout: 10,
    onnotice: () => {},
  });
  return pool;
}
