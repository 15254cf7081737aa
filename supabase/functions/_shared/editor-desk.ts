// What every function whose staff edits start a site rebuild shares (faqs, articles, proof, pricing): its settings
// and their reading from the environment in its entry, who is an editor, and the deploy hook called once the edits
// have stopped, after the answer.
import type postgres from "postgres";
import { type Caller, createCallerResolver } from "./auth.ts";
import { getSql } from "./db.ts";
import { deployHookFromEnv, publishWhenQuiet, type DeployHookSettings } from "./deploy-hook.ts";
import { parseOrigins } from "./http.ts";
import { errorKind, log } from "./log.ts";

/** A desk function's settings. */
export interface DeskDeps {
  origins: Set<string>;
  sql: () => postgres.Sql;
  caller: (req: Request) => Promise<Caller>;
  /** The static host's deploy hook, called after saves (debounced); without a URL nothing is called. */
  deployHook?: DeployHookSettings;
  /** Keeps a promise alive after the response (Supabase's EdgeRuntime.waitUntil); locally the process lives on. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

/** A hosted function's settings, from its environment (ALLOWED_ORIGINS, SITE_DEPLOY_HOOK_URL, …). */
export function deskDepsFromEnv(): DeskDeps {
  return {
    origins: parseOrigins(Deno.env.get("ALLOWED_ORIGINS")),
    sql: getSql,
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
    // The deploy hook is called after the answer, once the edits have stopped: the instance must live until then.
    ...(typeof EdgeRuntime === "undefined" ? {} : { waitUntil: (promise) => EdgeRuntime?.waitUntil(promise) }),
  };
}

/** True when the verified claims name the role `editor` (app_metadata.role, or among app_metadata.roles). */
export function isEditor(caller: Caller): boolean {
  const meta = (caller.claims?.app_metadata ?? {}) as { role?: unknown; roles?: unknown };
  return meta.role === "editor" || (Array.isArray(meta.roles) && meta.roles.includes("editor"));
}

/** After a saved change: the site is rebuilt once the edits have stopped (as a FAQ save is published). */
export function publishAfterSave(deps: DeskDeps): void {
  if (!deps.deployHook?.url) return;
  const check = publishWhenQuiet(deps.deployHook, deps.sql).catch((error: unknown) =>
    log("error", "site.deploy_check_failed", { error: errorKind(error) }),
  );
  deps.waitUntil?.(check);
}
