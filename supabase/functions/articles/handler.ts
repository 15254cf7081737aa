// GET   /articles                          -> 200 {"articles","caseStudies","retired"}   live rows (anyone; the build)
// GET   /articles/desk/<kind>              -> 200 {"rows":[…]}           every row with its state      (editors)
// GET   /articles/desk/<kind>/<id>/history -> 200 {"history":[…]}        who saved what, newest first  (editors)
// POST  /articles/desk/<kind>              {fields, state, publishAt} -> 201 {"row"}                     (editors)
// PATCH /articles/desk/<kind>/<id>         {fields, state, publishAt} -> 200 {"row"}                     (editors)
//       /articles/images…                  uploaded images: see images.ts
// <kind> is `article` or `case-study`. A save is parsed with the content package's schemas (a row that would not build
// is refused with its message) and runs as the caller's role, so row-level security decides; a saved change calls
// the static host's deploy hook once the edits have stopped, as a FAQ save does.
import { asCaller, type Caller } from "../_shared/auth.ts";
import type { ArticleSave, CaseStudySave } from "../_shared/content/article-rules.ts";
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
import {
  liveArticlesSql,
  liveCaseStudiesSql,
  presentArticle,
  presentCaseStudy,
  presentRetired,
  retiredAddressesSql,
} from "../_shared/published-articles.ts";
import { readSave } from "../_shared/save-body.ts";
import { history, listDesk, parseSave, save, type Kind } from "./desk.ts";
import { createImageRoutes } from "./images.ts";

export type Deps = DeskDeps;

const notEditor = "Only signed-in editors can use the writing desk.";
const coverRefused = "Choose a cover uploaded for this one.";

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

  async function write(req: Request, caller: Caller, kind: Kind, id: number | null, headers: Headers) {
    const parsed = await readSave<ArticleSave | CaseStudySave>(
      req,
      128 * 1024,
      (body) => parseSave(kind, body),
      headers,
    );
    if ("refused" in parsed) return parsed.refused;
    try {
      const row = await asCaller(deps.sql(), caller, (tx) => save(tx, kind, id, parsed.data));
      if (!row) return fail(404, `There is no ${kind.replace("-", " ")} with id ${id}.`, headers);
      log("info", "article.saved", { kind, id: row.id, state: row.state });
      publishAfterSave(deps);
      return json(id === null ? 201 : 200, { row }, headers);
    } catch (error) {
      return writeRefusal(error, headers, notEditor, {
        "23505": (headers) =>
          fail(409, "Another one already has this address: choose another slug.", headers, {
            slug: "Another one already has this address.",
          }),
        // The cover's foreign key: the image must be one uploaded for this same row.
        "23503": (headers) => fail(400, coverRefused, headers, { coverImageId: coverRefused }),
      });
    }
  }

  async function desk(req: Request, caller: Caller, path: string[], headers: Headers): Promise<Response> {
    const [kind, idText, tail] = path;
    if (kind !== "article" && kind !== "case-study") return fail(404, "Not found.", headers);
    const refused = refuseNonEditor(caller, notEditor, headers);
    if (refused) return refused;
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

  return deskHandler(deps, {
    name: "articles",
    methods: "GET, POST, PATCH",
    published: { read: live, wrongMethod: "Use GET to list articles." },
    desk: bySegment({ desk, images }),
    failure: { event: "article.failed", message: "Articles are not available just now. Please try again." },
  });
}
