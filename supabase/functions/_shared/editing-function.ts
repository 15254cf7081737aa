// What a function whose staff edits start a site rebuild (faqs, articles) needs, and its entry's reading of it from
// the environment: the allowed origins, the database, the caller's verified claims, the deploy hook, and a way to keep
// the instance alive until the hook is called.
import type postgres from "postgres";
import { type Caller, createCallerResolver } from "./auth.ts";
import { getSql } from "./db.ts";
import { type DeployHookSettings, deployHookFromEnv } from "./deploy-hook.ts";
import { parseOrigins } from "./http.ts";

export interface EditingDeps {
  origins: Set<string>;
  sql: () => postgres.Sql;
  caller: (req: Request) => Promise<Caller>;
  /** The static host's deploy hook, called after saves (debounced); without a URL nothing is called. */
  deployHook?: DeployHookSettings;
  /** Keeps a promise alive after the response (Supabase's EdgeRuntime.waitUntil); locally the process lives on. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

/** The deps of a hosted function, from its environment (ALLOWED_ORIGINS, SITE_DEPLOY_HOOK_URL, …). */
export function editingDepsFromEnv(): EditingDeps {
  return {
    origins: parseOrigins(Deno.env.get("ALLOWED_ORIGINS")),
    sql: getSql,
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
    // The deploy hook is called after the answer, once the edits have stopped: the instance must live until then.
    ...(typeof EdgeRuntime === "undefined" ? {} : { waitUntil: (promise) => EdgeRuntime?.waitUntil(promise) }),
  };
}
