// What every function whose staff edits start a site rebuild shares (faqs, articles, proof, pricing): its settings
// and their reading from the environment in its entry, its request frame (deskHandler), who is an editor, and the
// deploy hook called once the edits have stopped, after the answer.
import type postgres from "postgres";
import { AuthError, type Caller, createCallerResolver } from "./auth.ts";
import { getSql } from "./db.ts";
import { deployHookFromEnv, publishWhenQuiet, type DeployHookSettings } from "./deploy-hook.ts";
import { cors, fail, parseOrigins } from "./http.ts";
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

/** A route below the function's own path: `path` is the rest, split at "/" (no empty segments). */
export type DeskRoute = (req: Request, caller: Caller, path: string[], headers: Headers) => Promise<Response>;

export interface DeskFrame {
  /** The function's name: it answers /<name> and /<name>/…; anything else is 404. */
  name: string;
  /** The methods the function uses, for CORS (OPTIONS is answered by the frame). */
  methods: string;
  /** GET /<name>: what is published (anyone; the build). Any other method is 405 with `wrongMethod`. */
  published: { read: (caller: Caller, headers: Headers) => Promise<Response>; wrongMethod: string };
  /** /<name>/…: the routes below it (`bySegment` routes by the first segment). */
  desk: DeskRoute;
  /** A fault (the database, the key set) is logged as `event` and answered 503 with `message`. */
  failure: { event: string; message: string };
}

/** The request frame of a desk function: the route, CORS and OPTIONS, the caller (an invalid token is its
 * AuthError's answer), 405 with Allow on the published list, 503 on a fault. */
export function deskHandler(deps: Pick<DeskDeps, "origins" | "caller">, frame: DeskFrame) {
  const route = new RegExp(`/${frame.name}(/.*)?$`);
  return async function handler(req: Request): Promise<Response> {
    const match = route.exec(new URL(req.url).pathname);
    if (!match) return fail(404, "Not found.");
    const access = cors(req, deps.origins, `${frame.methods}, OPTIONS`);
    if (!access.allowed) return fail(403, "This website is not allowed to use this service.", access.headers);
    const headers = access.headers;
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers });
    const path = (match[1] ?? "").split("/").filter(Boolean);
    try {
      const caller = await deps.caller(req);
      if (path.length > 0) return await frame.desk(req, caller, path, headers);
      if (req.method === "GET") return await frame.published.read(caller, headers);
      return fail(405, frame.published.wrongMethod, new Headers([...headers, ["Allow", "GET, OPTIONS"]]));
    } catch (error) {
      if (error instanceof AuthError) return fail(error.status, error.message, headers);
      log("error", frame.failure.event, { error: errorKind(error) });
      return fail(503, frame.failure.message, headers);
    }
  };
}

/** Routes by the first segment below the function's path (/<name>/desk/…, /<name>/images/…); others are 404. */
export function bySegment(routes: Record<string, DeskRoute>): DeskRoute {
  return (req, caller, path, headers) => {
    const route = Object.hasOwn(routes, path[0]!) ? routes[path[0]!] : undefined;
    return route ? route(req, caller, path.slice(1), headers) : Promise.resolve(fail(404, "Not found.", headers));
  };
}

/** A save's or deletion's database refusal as the answer: the policies' or grants' (42501) is 403 with `notEditor`,
 * a check's (23514) 400; `more` maps the function's own codes (a unique slug, an image's foreign key). Anything else
 * is a fault and is thrown on. */
export function writeRefusal(
  error: unknown,
  headers: Headers,
  notEditor: string,
  more: Record<string, (headers: Headers) => Response> = {},
): Response {
  const code = (error as { code?: string }).code ?? "";
  if (Object.hasOwn(more, code)) return more[code]!(headers);
  if (code === "42501") return fail(403, notEditor, headers);
  if (code === "23514") return fail(400, "A value is out of its limits.", headers);
  throw error;
}

/** The answer to a caller who is not an editor (401 signed out, 403 signed in), or undefined for an editor. */
export function refuseNonEditor(caller: Caller, notEditor: string, headers: Headers): Response | undefined {
  return isEditor(caller) ? undefined : fail(caller.role === "anon" ? 401 : 403, notEditor, headers);
}
