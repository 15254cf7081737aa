// Supabase Edge Function entry: the published prices and the pricing desk. See handler.ts for the API.
import { createCallerResolver } from "../_shared/auth.ts";
import { getSql } from "../_shared/db.ts";
import { deployHookFromEnv } from "../_shared/deploy-hook.ts";
import { parseOrigins } from "../_shared/http.ts";
import { createHandler } from "./handler.ts";

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

Deno.serve(
  createHandler({
    origins: parseOrigins(Deno.env.get("ALLOWED_ORIGINS")),
    sql: getSql,
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
    // The deploy hook is called after the answer, once the edits have stopped: the instance must live until then.
    waitUntil: typeof EdgeRuntime === "undefined" ? undefined : (promise) => EdgeRuntime?.waitUntil(promise),
  }),
);
