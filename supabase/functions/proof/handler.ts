// GET    /proof               -> 200 {"proof":[…]}   published testimonials, logos, team, certifications (anyone; the build)
// GET    /proof/desk          -> 200 {"rows":[…]}    every row with its state and consent record        (editors)
// POST   /proof/desk          {kind, fields…, state, sortOrder} -> 201 {"row"}                          (editors)
// PATCH  /proof/desk/<id>     {kind, fields…, state, sortOrder} -> 200 {"row"}                          (editors)
// DELETE /proof/desk/<id>     -> 200 {"deleted":<id>}                                                   (editors)
// A save is parsed with the content package's schema (a row that would not build, or a testimonial or logo without
// the client's agreement, is refused with its message) and runs as the caller's role, so row-level security decides;
// a saved change calls the static host's deploy hook once the edits have stopped, as a FAQ save does.
import { asCaller, AuthError, type Caller } from "../_shared/auth.ts";
import { isEditor, publishAfterSave, type DeskDeps } from "../_shared/editor-desk.ts";
import { proofSaveSchema } from "../_shared/content/proof-rules.ts";
import { BodyError, cors, fail, json, readJsonObject } from "../_shared/http.ts";
import { errorKind, log } from "../_shared/log.ts";
import { presentProof, publishedProofSql } from "../_shared/published-proof.ts";
import { refusal } from "../articles/desk.ts";
import { listDesk, remove, save } from "./desk.ts";

export type Deps = DeskDeps;

const notEditor = "Only signed-in editors can change the proof.";
const imageRefused = "Choose an image uploaded for this one (save it first, then upload).";

export function createHandler(deps: Deps) {
  const published = () => publishAfterSave(deps);

  const writeFailure = (error: unknown, headers: Headers): Response => {
    const code = (error as { code?: string }).code;
    if (code === "42501") return fail(403, notEditor, headers);
    if (code === "23514") return fail(400, "A value is out of its limits.", headers);
    // The picture's foreign key: the image must be one uploaded for this same row.
    if (code === "23503") return fail(400, imageRefused, headers, { image: imageRefused });
    throw error;
  };

  async function write(req: Request, caller: Caller, id: number | null, headers: Headers) {
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, 16 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.message, headers);
      throw error;
    }
    const parsed = proofSaveSchema.safeParse(body);
    if (!parsed.success) {
      const { message, fields } = refusal(parsed.error);
      return fail(400, message, headers, fields);
    }
    try {
      const row = await asCaller(deps.sql(), caller, (tx) => save(tx, id, parsed.data));
      if (!row) return fail(404, `There is no proof with id ${id}.`, headers);
      log("info", "proof.saved", { kind: row.kind, id: row.id, state: row.state });
      published();
      return json(id === null ? 201 : 200, { row }, headers);
    } catch (error) {
      return writeFailure(error, headers);
    }
  }

  async function erase(caller: Caller, id: number, headers: Headers) {
    try {
      const deleted = await asCaller(deps.sql(), caller, (tx) => remove(tx, id));
      if (!deleted) return fail(404, `There is no proof with id ${id}.`, headers);
      log("info", "proof.deleted", { id });
      published();
      return json(200, { deleted: id }, headers);
    } catch (error) {
      return writeFailure(error, headers);
    }
  }

  async function desk(req: Request, caller: Caller, path: string[], headers: Headers): Promise<Response> {
    if (!isEditor(caller)) return fail(caller.role === "anon" ? 401 : 403, notEditor, headers);
    const [idText, ...rest] = path;
    const id = idText === undefined ? null : /^[1-9]\d{0,12}$/.test(idText) ? Number(idText) : NaN;
    if (Number.isNaN(id) || rest.length > 0) return fail(404, "Not found.", headers);
    if (id === null && req.method === "GET") {
      return json(200, { rows: await asCaller(deps.sql(), caller, listDesk) }, headers);
    }
    if (id === null && req.method === "POST") return write(req, caller, null, headers);
    if (id !== null && req.method === "PATCH") return write(req, caller, id, headers);
    if (id !== null && req.method === "DELETE") return erase(caller, id, headers);
    return fail(405, "This method is not used here.", headers);
  }

  return async function handler(req: Request): Promise<Response> {
    const route = /\/proof(\/.*)?$/.exec(new URL(req.url).pathname);
    if (!route) return fail(404, "Not found.");
    const access = cors(req, deps.origins, "GET, POST, PATCH, DELETE, OPTIONS");
    if (!access.allowed) return fail(403, "This website is not allowed to use this service.", access.headers);
    const headers = access.headers;
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers });
    const path = (route[1] ?? "").split("/").filter(Boolean);
    try {
      const caller = await deps.caller(req);
      if (path.length === 0) {
        if (req.method !== "GET")
          return fail(405, "Use GET to list the proof.", new Headers([...headers, ["Allow", "GET, OPTIONS"]]));
        const proof = await asCaller(deps.sql(), caller, async (tx) =>
          (await tx.unsafe(publishedProofSql)).map(presentProof),
        );
        return json(200, { proof }, headers);
      }
      if (path[0] === "desk") return await desk(req, caller, path.slice(1), headers);
      return fail(404, "Not found.", headers);
    } catch (error) {
      if (error instanceof AuthError) return fail(error.status, error.message, headers);
      log("error", "proof.failed", { error: errorKind(error) });
      return fail(503, "The proof is not available just now. Please try again.", headers);
    }
  };
}
