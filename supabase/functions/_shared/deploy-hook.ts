// Publishing: after staff change published content, the static host's deploy hook (SITE_DEPLOY_HOOK_URL; Cloudflare
// Pages and Netlify both give one) is called once the edits have stopped for a quiet period, so ten quick edits make
// one build. The state lives in the database (private.site_publish: migrations 20261126100000 and 20261129020000):
// hosted function instances come and go, and several may hold a pending check at once; exactly one claims a build.
//
// A change is published only when its build says so: the build reads the content version with the rows (GET /faqs
// answers `contentVersion`) and reports it (POST /faqs/publish-report with SITE_PUBLISH_SECRET; the local publisher
// does, and a host's build command runs supabase/scripts/report-published.ts). Until then the change stays due: a
// failed or silent build is tried again with back-off by the scheduled retry path (publishDue), for good, and staff are
// alerted once after SITE_PUBLISH_MAX_ATTEMPTS failures. Without a secret no report can come: the hook's acceptance
// counts as the publish (SITE_PUBLISH_CONFIRM=hook), as a host that cannot report must.
import type postgres from "postgres";
import { errorKind, log } from "./log.ts";

export interface DeployHookSettings {
  /** The host's deploy hook; without one, nothing is called (a site rebuilt by hand). */
  url?: string;
  /** How long content must stay unchanged before the hook is called. */
  quietMs: number;
  /** How long the hook may take to answer. */
  timeoutMs?: number;
  /** Sent to the hook as a bearer token (the local hook requires it) and presented by the build with its report. */
  secret?: string;
  /** "build": published when the build reports success; "hook": when the hook accepts the call. */
  confirm: "build" | "hook";
  /** The least time between two hook calls; the changes in between go into the next build. */
  minIntervalMs: number;
  /** A build that has not reported by then counts as failed. */
  buildTimeoutMs: number;
  /** Back-off after a failed build: base × 2^(attempts−1), capped. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Failed builds in a row before staff are alerted (once). */
  maxAttempts: number;
}

export type Schedule = (check: Promise<unknown>) => void;

interface Claim {
  outcome: "none" | "wait" | "claimed";
  wait_ms: number;
  version: string;
  attempt: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function deployHookFromEnv(env: { get(name: string): string | undefined }): DeployHookSettings {
  const number = (name: string, fallback: number) => {
    const value = Number(env.get(name) ?? fallback);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  const secret = env.get("SITE_PUBLISH_SECRET") || undefined;
  const confirm = env.get("SITE_PUBLISH_CONFIRM");
  return {
    url: env.get("SITE_DEPLOY_HOOK_URL") || undefined,
    quietMs: number("SITE_DEPLOY_HOOK_QUIET_MS", 15_000),
    secret,
    confirm: confirm === "hook" || confirm === "build" ? confirm : secret ? "build" : "hook",
    minIntervalMs: number("SITE_DEPLOY_HOOK_MIN_INTERVAL_MS", 60_000),
    buildTimeoutMs: number("SITE_BUILD_TIMEOUT_MS", 15 * 60_000),
    retryBaseMs: number("SITE_PUBLISH_RETRY_BASE_MS", 60_000),
    retryMaxMs: number("SITE_PUBLISH_RETRY_MAX_MS", 60 * 60_000),
    maxAttempts: Math.max(1, number("SITE_PUBLISH_MAX_ATTEMPTS", 5)),
  };
}

function claim(settings: DeployHookSettings, sql: () => postgres.Sql): Promise<Claim | undefined> {
  return sql()<Claim[]>`
    select outcome, wait_ms, version::text, attempt
      from private.claim_site_build(${settings.quietMs}, ${settings.minIntervalMs}, ${settings.buildTimeoutMs})`.then(
    (rows) => rows[0],
  );
}

/** Records a build's outcome for `version` (its report, or the hook's refusal). */
export async function recordBuild(
  settings: DeployHookSettings,
  sql: () => postgres.Sql,
  version: string,
  outcome: { ok: true } | { ok: false; error: string },
): Promise<void> {
  if (outcome.ok) await sql()`select private.site_published(${version}::bigint)`;
  else {
    await sql()`select private.site_build_failed(
      ${version}::bigint, ${outcome.error}, ${settings.retryBaseMs}, ${settings.retryMaxMs})`;
  }
}

/** Calls the hook for a claimed build of `version`; a refusal or no answer is recorded as a failed build. */
async function callHook(
  settings: DeployHookSettings,
  sql: () => postgres.Sql,
  built: Claim,
  fetcher: typeof fetch,
): Promise<"called" | "failed"> {
  try {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (settings.secret) headers.authorization = `Bearer ${settings.secret}`;
    const answer = await fetcher(settings.url!, {
      method: "POST",
      headers,
      body: JSON.stringify({ version: Number(built.version) }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
    });
    await answer.body?.cancel();
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    log("info", "site.deploy_requested", { version: built.version, attempt: built.attempt, status: answer.status });
    if (settings.confirm === "hook") await recordBuild(settings, sql, built.version, { ok: true });
    return "called";
  } catch (error) {
    const reason = error instanceof Error && error.message.startsWith("HTTP ") ? error.message : errorKind(error);
    log("error", "site.deploy_hook_failed", { version: built.version, attempt: built.attempt, error: reason });
    await recordBuild(settings, sql, built.version, { ok: false, error: `the deploy hook failed: ${reason}` });
    return "failed";
  }
}

/** One look, no waiting (the scheduled retry path): calls the hook when a build is due now. */
export async function publishDue(
  settings: DeployHookSettings,
  sql: () => postgres.Sql,
  fetcher: typeof fetch = fetch,
): Promise<"called" | "failed" | "waiting" | "not-due" | "off"> {
  if (!settings.url) return "off";
  const due = await claim(settings, sql);
  if (!due || due.outcome === "none") return "not-due";
  if (due.outcome === "wait") return "waiting";
  return callHook(settings, sql, due, fetcher);
}

/**
 * After a save: waits until the content has been quiet for `quietMs`, then calls the hook if this check wins the
 * claim. Every save schedules one: the checks of earlier saves find a newer change and wait for it, all end at the
 * same quiet moment, and the database lets one claim it; within the hook's minimum interval it waits that out too. A
 * longer wait (a build under way, back-off) is left to the scheduled retry path, as is everything after a database
 * failure here: the change is in the database and stays due until a build reports it published.
 */
export async function publishWhenQuiet(
  settings: DeployHookSettings,
  sql: () => postgres.Sql,
  fetcher: typeof fetch = fetch,
): Promise<"called" | "failed" | "scheduled" | "not-due" | "off"> {
  if (!settings.url) return "off";
  for (let look = 0; look < 20; look++) {
    const due = await claim(settings, sql);
    if (!due || due.outcome === "none") return "not-due";
    if (due.outcome === "claimed") return callHook(settings, sql, due, fetcher);
    if (due.wait_ms > Math.max(settings.quietMs, settings.minIntervalMs) + 1_000) return "scheduled";
    await sleep(due.wait_ms + 50);
  }
  return "scheduled";
}

export interface PublishAlert {
  attempts: number;
  content_version: string;
  published_version: string;
  last_error: string;
}

/** Once per run of failures: what to tell staff, when `maxAttempts` builds in a row failed. */
export async function publishAlertDue(
  settings: DeployHookSettings,
  sql: () => postgres.Sql,
): Promise<PublishAlert | undefined> {
  if (!settings.url) return undefined;
  const [alert] = await sql()<PublishAlert[]>`
    select attempts, content_version::text, published_version::text, last_error
      from private.site_publish_alert(${settings.maxAttempts})`;
  if (alert) log("error", "site.publish_failed_alert", { ...alert });
  return alert;
}
