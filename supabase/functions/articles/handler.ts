// GET   /articles                          -> 200 {"articles","caseStudies","retired"}   live rows (anyone; the build)
// GET   /articles/desk/<kind>              -> 200 {"rows":[…]}           every row with its state      (editors)
// GET   /articles/desk/<kind>/<id>/history -> 200 {"history":[…]}        who saved what, newest first  (editors)
// POST  /articles/desk/<kind>              {fields, state, publishAt} -> 201 {"row"}                     (editors)
// PATCH /articles/desk/<kind>/<id>         {fields, state, publishAt} -> 200 {"row"}                     (editors)
//       /articles/images…                  uploaded images: see images.ts
// <kind> is `article` or `case-study`. A save is parsed with the content package's schemas (a row that would not build
// is refused with its message) and runs as the caller's role, so row-level security decides; a saved change calls
// the static host's deploy hook once the edits have stopped, as a FAQ save does.
import type postgres from "postgres";
import { asCaller, AuthError, type Caller } from "../_shared/auth.ts";
import { publishWhenQuiet, type DeployHookSettings } from "../_shared/deploy-hook.ts";
import { BodyError, cors, fail, json, readJsonObject } from "../_shared/http.ts";
import { errorKind, log } from "../_shared/log.ts";
import {
  liveArticlesSql,
  liveCaseStudiesSql,
  presentArticle,
  presentCaseStudy,
  presentRetired,
  retiredAddressesSql,
} from "../_shared/published-articles.ts";
import { history, listDesk, parseSave, refusal, save, type Kind } from "./desk.ts";
import { createImageRoutes } from "./images.ts";

export interface Deps {
  origins: Set<string>;
  sql: () => postgres.Sql;
  caller: (req: Request) => Promise<Caller>;
  deployHook?: DeployHookSettings;
  waitUntil?: (promise: Promise<unknown>) => void;
}

const notEditor = "Only signed-in editors can use the writing desk.";

/** True when the verified claims name the role `editor` (app_metadata.role, or among app_metadata.roles). */
function isEditor(caller: Caller): boolean {
  const meta = (caller.claims?.app_metadata ?? {}) as { role?: unknown; roles?: unknown };
  return meta.role === "editor" || (Array.isArray(meta.roles) && meta.roles.includes("editor"));
}

export function createHandler(deps: Deps) {
  const images = createImageRoutes(deps);
  async function live(caller: Caller, headers: Headers) {
    const body = await asCaller(deps.sql(), caller, async (tx) => ({
      articles: (await tx.unsafe(liveArticlesSql)).map(presentArticle),
      caseStudies: (await tx.unsafe(liveCaseStudiesSql)).map(presentCaseStudy),
      retired: (await tx.unsafe(retiredAddressesSql)).map(presentRetired),
    }));
    return json(200, body, headers);
  }

  function published() {
    if (!deps.deployHook?.url) return;
    const check = publishWhenQuiet(deps.deployHook, deps.sql).catch((error: unknown) =>
      log("error", "site.deploy_check_failed", { error: errorKind(error) }),
    );
    deps.waitUntil?.(check);
  }

  async function write(req: Request, caller: Caller, kind: Kind, id: number | null, headers: Headers) {
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, 128 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.message, headers);
      throw error;
    }
    const parsed = parseSave(kind, body);
    if (!parsed.success) {
      const { message, fields } = refusal(parsed.error);
      return fail(400, message, headers, fields);
    }
    try {
      const row = await asCaller(deps.sql(), caller, (tx) => save(tx, kind, id, parsed.data));
      if (!row) return fail(404, `There is no ${kind.replace("-", " ")} with id ${id}.`, headers);
      log("info", "article.saved", { kind, id: row.id, state: row.state });
      published();
      return json(id === null ? 201 : 200, { row }, headers);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "23505")
        return fail(409, "Another one already has this address: choose another slug.", headers, {
          slug: "Another one already has this address.",
        });
      if (code === "42501") return fail(403, notEditor, headers);
      if (code === "23514") return fail(400, "A value is out of its limits.", headers);
      // The cover's foreign key: the image must be one uploaded for this same row.
      if (code === "23503")
        return fail(400, "Choose a cover uploaded for this one.", headers, {
          coverImageId: "Choose a cover uploaded for this one.",
        });
      throw error;
    }
  }

  async function desk(req: Request, caller: Caller, path: string[], headers: Headers): Promise<Response> {
    const [kind, idText, tail] = path;
    if (kind !== "article" && kind !== "case-study") return fail(404, "Not found.", headers);
    if (!isEditor(caller)) return fail(caller.role === "anon" ? 401 : 403, notEditor, headers);
    const id = idText === undefined ? null : /^[1-9]\d{0,12}$/.test(idText) ? Number(idText) : NaN;
    if (Number.isNaN(id)) return fail(404, "Not found.", headers);
    if (id === null && req.method === "GET") {
      return json(200, { rows: await asCaller(deps.sql(), caller, (tx) => listDesk(tx, kind)) }, headers);
    }
    if (id === null && req.method === "POST") return write(req, caller, kind, null, headers);
    if (id !== null && tail === undefined && req.method === "PATCH") return write(req, caller, kind, id, headers);
    if (id !== null && tail === "history" && req.method === "GET") {
      return json(200, { history: await asCaller(deps.sql(), caller, (tx) => history(tx, kind, id)) }, headers);
    }
    return fail(405, "This method is not used here.", headers);
  }

  return async function handler(req: Request): Promise<Response> {
    const route = /\/articles(\/.*)?$/.exec(new URL(req.url).pathname);
    if (!route) return fail(404, "Not found.");
    const access = cors(req, deps.origins, "GET, POST, PATCH, OPTIONS");
    if (!access.allowed) return fail(403, "This website is not allowed to use this service.", access.headers);
    const headers = access.headers;
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers });
    const path = (route[1] ?? "").split("/").filter(Boolean);
    try {
      const caller = await deps.caller(req);
      if (path.length === 0) {
        if (req.method === "GET") return await live(caller, headers);
        return fail(405, "Use GET to list articles.", new Headers([...headers, ["Allow", "GET, OPTIONS"]]));
      }
      if (path[0] === "desk") return await desk(req, caller, path.slice(1), headers);
      if (path[0] === "images") return await images(req, caller, path.slice(1), headers);
      return fail(404, "Not found.", headers);
    } catch (error) {
      if (error instanceof AuthError) return fail(error.status, error.message, headers);
      log("error", "article.failed", { error: errorKind(error) });
      return fail(503, "Articles are not available just now. Please try again.", headers);
    }
  };
}
