// GET   /faqs        -> 200 {"faqs":[{id,question,answer,updatedAt}],"contentVersion":n}     (anyone)
// PATCH /faqs/:id    {"question","answer"} -> 200 {"faq":{...}}            (row-level security decides: editors only)
// POST  /faqs/publish-report {"version":n,"ok":true|false,"error"?} -> 200  (the site's build, SITE_PUBLISH_SECRET)
// After a saved change, the static host's deploy hook is called once the edits have stopped (../_shared/deploy-hook.ts);
// `contentVersion` is the published content's version, read with the rows, which the build reports back.
// Every query runs as the caller's database role (anon or authenticated) with the caller's verified claims in
// request.jwt.claims, exactly as PostgREST would, so the policies on public.faqs are the only authority.
import { faqEditSchema } from "../_shared/content/faqs.ts";
import { asCaller, type Caller } from "../_shared/auth.ts";
import { deskHandler, publishAfterSave, writeRefusal, type DeskDeps } from "../_shared/editor-desk.ts";
import { recordBuild } from "../_shared/deploy-hook.ts";
import { bearer, BodyError, fail, json, readJsonObject, sameSecret } from "../_shared/http.ts";
import { errorKind, log } from "../_shared/log.ts";
import { readSave } from "../_shared/save-body.ts";

/** What the function is given (its entry reads it from the environment; the local stack and the tests build it). */
export type Deps = DeskDeps;

interface FaqRow {
  id: number;
  question: string;
  answer: string;
  updated_at: Date;
}

const present = (row: FaqRow) => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  updatedAt: row.updated_at.toISOString(),
});

const notEditor = "Only signed-in editors can change FAQs.";

export function createHandler(deps: Deps) {
  async function list(caller: Caller, headers: Headers) {
    const { rows, version } = await asCaller(deps.sql(), caller, async (tx) => ({
      rows: await tx<FaqRow[]>`select id, question, answer, updated_at from public.faqs order by id`,
      version: (await tx<{ v: string }[]>`select public.site_content_version()::text as v`)[0]?.v ?? "0",
    }));
    return json(200, { faqs: rows.map(present), contentVersion: Number(version) }, headers);
  }

  /** The build's report: the content version it read before its rows, and whether it was published. */
  async function report(req: Request): Promise<Response> {
    const secret = deps.deployHook?.secret;
    if (!secret) return fail(503, "Build reports are not configured (SITE_PUBLISH_SECRET).");
    const token = bearer(req);
    if (!token || !sameSecret(token, secret)) return fail(401, "A valid publish secret is required.");
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, 8 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.message);
      throw error;
    }
    const { version, ok, error } = body;
    if (!Number.isSafeInteger(version) || (version as number) < 0 || typeof ok !== "boolean") {
      return fail(400, 'Send {"version": <the content version the build read>, "ok": true|false, "error"?: "…"}.');
    }
    const outcome = ok ? { ok: true as const } : { ok: false as const, error: String(error ?? "the build failed") };
    await recordBuild(deps.deployHook!, deps.sql, String(version), outcome);
    if (outcome.ok) log("info", "site.published", { version: version as number });
    else log("error", "site.build_failed", { version: version as number, error: outcome.error.slice(0, 300) });
    return json(200, { ok: true });
  }

  async function update(req: Request, caller: Caller, id: number, headers: Headers) {
    const parsed = await readSave(req, 16 * 1024, (body) => faqEditSchema.safeParse(body), headers);
    if ("refused" in parsed) return parsed.refused;
    if (caller.role === "anon") return fail(403, notEditor, headers);
    try {
      const result = await asCaller(deps.sql(), caller, async (tx) => {
        const updated = await tx<FaqRow[]>`
          update public.faqs set question = ${parsed.data.question}, answer = ${parsed.data.answer}
           where id = ${id} returning id, question, answer, updated_at`;
        if (updated[0]) return { row: updated[0] };
        const visible = await tx`select 1 from public.faqs where id = ${id}`;
        return { row: null, exists: visible.length > 0 };
      });
      if (result.row) {
        log("info", "faq.updated", { faq: id });
        publishAfterSave(deps);
        return json(200, { faq: present(result.row) }, headers);
      }
      log("info", "faq.update_refused", { faq: id, exists: result.exists });
      return result.exists ? fail(403, notEditor, headers) : fail(404, `There is no FAQ with id ${id}.`, headers);
    } catch (error) {
      return writeRefusal(error, headers, notEditor);
    }
  }

  /** PATCH /faqs/<id>: one FAQ changed. */
  async function one(req: Request, caller: Caller, path: string[], headers: Headers) {
    const [idText] = path;
    if (path.length > 1) return fail(404, "Not found.", headers);
    if (req.method !== "PATCH") {
      return fail(405, "Use PATCH to change a FAQ.", new Headers([...headers, ["Allow", "PATCH, OPTIONS"]]));
    }
    const id = Number(idText);
    if (!/^[1-9]\d{0,8}$/.test(idText!) || !Number.isSafeInteger(id)) {
      return fail(404, `There is no FAQ with id ${idText!.slice(0, 20)}.`, headers);
    }
    return await update(req, caller, id, headers);
  }

  const frame = deskHandler(deps, {
    name: "faqs",
    methods: "GET, PATCH",
    published: { read: list, wrongMethod: "Use GET to list FAQs." },
    desk: one,
    failure: { event: "faq.failed", message: "FAQs are not available just now. Please try again." },
  });

  return async function handler(req: Request): Promise<Response> {
    // The build's report comes from the build, not a browser: no CORS, no caller, its own secret.
    if (!/\/faqs\/publish-report\/?$/.test(new URL(req.url).pathname)) return frame(req);
    if (req.method !== "POST") return fail(405, "Use POST.", new Headers({ Allow: "POST" }));
    try {
      return await report(req);
    } catch (error) {
      log("error", "site.report_failed", { error: errorKind(error) });
      return fail(503, "The report could not be recorded; send it again.");
    }
  };
}
