// GET    /proof               -> 200 {"proof":[…]}   published testimonials, logos, team, certifications (anyone; the build)
// GET    /proof/desk          -> 200 {"rows":[…]}    every row with its state and consent record        (editors)
// POST   /proof/desk          {kind, fields…, state, sortOrder} -> 201 {"row"}                          (editors)
// PATCH  /proof/desk/<id>     {kind, fields…, state, sortOrder} -> 200 {"row"}                          (editors)
// DELETE /proof/desk/<id>     -> 200 {"deleted":<id>}                                                   (editors)
// A save is parsed with the content package's schema (a row that would not build, or a testimonial or logo without
// the client's agreement, is refused with its message) and runs as the caller's role, so row-level security decides;
// a saved change calls the static host's deploy hook once the edits have stopped, as a FAQ save does.
import { asCaller, type Caller } from "../_shared/auth.ts";
import { proofSaveSchema } from "../_shared/content/proof-rules.ts";
import {
  bySegment,
  deskHandler,
  publishAfterSave,
  refuseNonEditor,
  writeRefusal,
  type DeskDeps,
} from "../_shared/editor-desk.ts";
import { fail, json } from "../_shared/http.ts";
import { log } from "../_shared/log.ts";
import { presentProof, publishedProofSql } from "../_shared/published-proof.ts";
import { readSave } from "../_shared/save-body.ts";
import { listDesk, remove, save } from "./desk.ts";

export type Deps = DeskDeps;

const notEditor = "Only signed-in editors can change the proof.";
const imageRefused = "Choose an image uploaded for this one (save it first, then upload).";

/** The database's refusal of a save or deletion; the picture's foreign key: the image must be one uploaded for this
 * same row. */
const writeFailure = (error: unknown, headers: Headers) =>
  writeRefusal(error, headers, notEditor, {
    "23503": (headers) => fail(400, imageRefused, headers, { image: imageRefused }),
  });

export function createHandler(deps: Deps) {
  const published = () => publishAfterSave(deps);

  async function write(req: Request, caller: Caller, id: number | null, headers: Headers) {
    const parsed = await readSave(req, 16 * 1024, (body) => proofSaveSchema.safeParse(body), headers);
    if ("refused" in parsed) return parsed.refused;
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
    const refused = refuseNonEditor(caller, notEditor, headers);
    if (refused) return refused;
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

  async function list(caller: Caller, headers: Headers) {
    const proof = await asCaller(deps.sql(), caller, async (tx) =>
      (await tx.unsafe(publishedProofSql)).map(presentProof),
    );
    return json(200, { proof }, headers);
  }

  return deskHandler(deps, {
    name: "proof",
    methods: "GET, POST, PATCH, DELETE",
    published: { read: list, wrongMethod: "Use GET to list the proof." },
    desk: bySegment({ desk }),
    failure: { event: "proof.failed", message: "The proof is not available just now. Please try again." },
  });
}
