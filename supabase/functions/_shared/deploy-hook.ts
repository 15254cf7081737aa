// Publishing: after staff change published content, the static host's deploy hook (SITE_DEPLOY_HOOK_URL; Cloudflare
// Pages and Netlify both give one) is called once the edits have stopped for a quiet period, so ten quick edits make
// one build. The debounce state lives in the database (private.site_publish, see its migration): hosted function
// instances come and go, and several may hold a pending check at once; exactly one of them claims the due deploy.
import type postgres from "postgres";
import { errorKind, log } from "./log.ts";

export interface DeployHookSettings {
  /** The host's deploy hook; without one, nothing is called (a site rebuilt by hand). */
  url?: string;
  /** How long content must stay unchanged before the hook is called. */
  quietMs: number;
  /** How long the hook may take to answer. */
  timeoutMs?: number;
}

export type Schedule = (check: Promise<unknown>) => void;

interface Claim {
  outcome: "none" | "wait" | "claimed";
  wait_ms: number;
  changed_at: Date | null;
  claim: string | null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function deployHookFromEnv(env: { get(name: string): string | undefined }): DeployHookSettings {
  const quiet = Number(env.get("SITE_DEPLOY_HOOK_QUIET_MS") ?? "15000");
  return {
    url: env.get("SITE_DEPLOY_HOOK_URL") || undefined,
    quietMs: Number.isFinite(quiet) && quiet >= 0 ? quiet : 15000,
  };
}

/**
 * Waits until the content has been quiet for `quietMs`, then calls the hook if this check wins the claim. Every save
 * schedules one such check: the checks of earlier saves find a newer change and wait for it, all of them end at the
 * same quiet moment, and the database lets one claim it. A failed call gives the claim back and is tried twice more;
 * should that fail too, the change stays due in the database and the next save's check calls the hook.
 */
export async function publishWhenQuiet(
  settings: DeployHookSettings,
  sql: () => postgres.Sql,
  fetcher: typeof fetch = fetch,
): Promise<"called" | "not-due" | "failed" | "off"> {
  if (!settings.url) return "off";
  let failures = 0;
  for (;;) {
    const [claim] = await sql()<Claim[]>`select * from private.claim_site_deploy(${settings.quietMs})`;
    if (!claim || claim.outcome === "none") return "not-due";
    if (claim.outcome === "wait") {
      await sleep(claim.wait_ms + 50);
      continue;
    }
    const changedAt = claim.changed_at;
    try {
      const answer = await fetcher(settings.url, {
        method: "POST",
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
      await answer.body?.cancel();
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      log("info", "site.deploy_requested", { changedAt: changedAt?.toISOString(), status: answer.status });
      return "called";
    } catch (error) {
      log("error", "site.deploy_hook_failed", {
        error: error instanceof Error && error.message.startsWith("HTTP ") ? error.message : errorKind(error),
      });
      await sql()`select private.release_site_deploy(${claim.claim})`;
      // A few more tries (5 s, then 30 s later); after that the change stays due and the next save calls again.
      if (++failures >= 3) return "failed";
      await sleep(failures === 1 ? 5_000 : 30_000);
    }
  }
}
