// Supabase Edge Function entry: FAQ list and editor updates. See handler.ts for the API.
import { createCallerResolver } from "../_shared/auth.ts";
import { getSql } from "../_shared/db.ts";
import { parseOrigins } from "../_shared/http.ts";
import { createHandler } from "./handler.ts";

Deno.serve(
  createHandler({
    origins: parseOrigins(Deno.env.get("ALLOWED_ORIGINS")),
    sql: getSql,
    caller: createCallerResolver(),
  }),
);
