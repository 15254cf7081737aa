// Supabase Edge Function entry: the site's analytics events and the marketing dashboard's report. See handler.ts.
import { createCallerResolver } from "../_shared/auth.ts";
import { getSql } from "../_shared/db.ts";
import { configFromEnv, createHandler } from "./handler.ts";

Deno.serve(createHandler({ config: configFromEnv(), sql: getSql, caller: createCallerResolver() }));
