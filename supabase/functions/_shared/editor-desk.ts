// What every editors' desk function shares (proof; the articles and pricing desks have their own copies): who is an
// editor, and the deploy hook called once the edits have stopped, after the answer.
import type postgres from "postgres";
import type { Caller } from "./auth.ts";
import { publishWhenQuiet, type DeployHookSettings } from "./deploy-hook.ts";
import { errorKind, log } from "./log.ts";

/** A desk function's settings. */
export interface DeskDeps {
  origins: Set<string>;
  sql: () => postgres.Sql;
  caller: (req: Request) => Promise<Caller>;
  deployHook?: DeployHookSettings;
  waitUntil?: (promise: Promise<unknown>) => void;
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
