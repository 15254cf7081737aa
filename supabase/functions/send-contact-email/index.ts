// Supabase Edge Function entry: serves the enquiry handler. See handler.ts for the API.
import { createCallerResolver } from "../_shared/auth.ts";
import { getSql } from "../_shared/db.ts";
import { deployHookFromEnv } from "../_shared/deploy-hook.ts";
import { mailProviderFromEnv } from "../_shared/mail/index.ts";
import { configFromEnv, createHandler } from "./handler.ts";

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

let mailer: ReturnType<typeof mailProviderFromEnv> | undefined;

Deno.serve(
  createHandler({
    config: configFromEnv(),
    sql: getSql,
    mailer: () => (mailer ??= mailProviderFromEnv()),
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
    waitUntil: typeof EdgeRuntime === "undefined" ? undefined : (promise) => EdgeRuntime?.waitUntil(promise),
  }),
);
