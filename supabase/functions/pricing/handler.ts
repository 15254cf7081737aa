// GET    /pricing                    -> 200 {"prices","fee","rates","roles"}  what is published (anyone; the build)
// GET    /pricing/desk               -> 200 {"prices","terms","roles"}        every row, published or not (editors)
// PUT    /pricing/desk/prices        {id?, roleFamily, country, amount, currency, published} -> 200/201 {"row"}
// PUT    /pricing/desk/roles         {id?, title, localMarket, currency, period, local, remote, source, published}
// DELETE /pricing/desk/<prices|roles>/<id> -> 204
// PUT    /pricing/desk/terms         {fee: {amount, currency}|null, rates: {SGD, AUD}|null, published} -> 200 {"terms"}
// A save is parsed with the content package's schemas (a row the site could not draw is refused with its field's
// message) and runs as the caller's role, so row-level security decides; a saved change calls the static host's
// deploy hook once the edits have stopped, as a FAQ save does.
import type { z } from "zod";
import { asCaller, type Caller } from "../_shared/auth.ts";
import { calculatorRoleSaveSchema, priceSaveSchema, pricingTermsSaveSchema } from "../_shared/content/pricing-rules.ts";
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
  presentPricing,
  publishedPricesSql,
  publishedRolesSql,
  publishedTermsSql,
} from "../_shared/published-pricing.ts";
import { readSave } from "../_shared/save-body.ts";
import { listDesk, remove, save, saveTerms, type Kind } from "./desk.ts";

const notEditor = "Only signed-in editors can change prices.";
const schemas = { prices: priceSaveSchema, roles: calculatorRoleSaveSchema, terms: pricingTermsSaveSchema };
const duplicate = (headers: Headers) =>
  fail(409, "There is already a price for this role family and country: change that one.", headers, {
    roleFamily: "There is already a price for this role family and country.",
  });

export function createHandler(deps: DeskDeps) {
  async function published(caller: Caller, headers: Headers) {
    const body = await asCaller(deps.sql(), caller, async (tx) =>
      presentPricing(
        await tx.unsafe(publishedPricesSql),
        await tx.unsafe(publishedTermsSql),
        await tx.unsafe(publishedRolesSql),
      ),
    );
    return json(200, body, headers);
  }

  const changed = () => publishAfterSave(deps);

  /** Runs a change as the caller: the policies' or checks' refusal becomes the answer. */
  async function change(headers: Headers, run: () => Promise<Response>): Promise<Response> {
    try {
      return await run();
    } catch (error) {
      return writeRefusal(error, headers, notEditor, { "23505": duplicate });
    }
  }

  async function write(req: Request, caller: Caller, kind: Kind | "terms", headers: Headers) {
    const parsed = await readSave(req, 16 * 1024, (body) => (schemas[kind] as z.ZodType).safeParse(body), headers);
    if ("refused" in parsed) return parsed.refused;
    return change(headers, async () => {
      if (kind === "terms") {
        const terms = await asCaller(deps.sql(), caller, (tx) =>
          saveTerms(tx, parsed.data as z.infer<typeof pricingTermsSaveSchema>),
        );
        log("info", "pricing.saved", { kind, published: terms.published });
        changed();
        return json(200, { terms }, headers);
      }
      const data = parsed.data as z.infer<(typeof schemas)[Kind]>;
      const row = await asCaller(deps.sql(), caller, (tx) => save(tx, kind, data));
      if (!row) return fail(404, `There is no ${kind === "prices" ? "price" : "role"} with id ${data.id}.`, headers);
      log("info", "pricing.saved", { kind, id: row.id, published: row.published });
      changed();
      return json(data.id === undefined ? 201 : 200, { row }, headers);
    });
  }

  async function desk(req: Request, caller: Caller, path: string[], headers: Headers): Promise<Response> {
    const refused = refuseNonEditor(caller, notEditor, headers);
    if (refused) return refused;
    const [kind, idText, ...rest] = path;
    if (kind === undefined && req.method === "GET") {
      return json(200, await asCaller(deps.sql(), caller, (tx) => listDesk(tx)), headers);
    }
    if (kind !== "prices" && kind !== "roles" && kind !== "terms") return fail(404, "Not found.", headers);
    if (rest.length > 0 || (kind === "terms" && idText !== undefined)) return fail(404, "Not found.", headers);
    if (idText === undefined) {
      if (req.method === "PUT") return write(req, caller, kind, headers);
      return fail(405, "Use PUT to save.", headers);
    }
    if (kind === "terms" || !/^[1-9]\d{0,12}$/.test(idText)) return fail(404, "Not found.", headers);
    if (req.method !== "DELETE") return fail(405, "Use DELETE to remove one.", headers);
    return change(headers, async () => {
      const gone = await asCaller(deps.sql(), caller, (tx) => remove(tx, kind, Number(idText)));
      if (!gone) return fail(404, `There is no ${kind === "prices" ? "price" : "role"} with id ${idText}.`, headers);
      log("info", "pricing.deleted", { kind, id: Number(idText) });
      changed();
      return new Response(null, { status: 204, headers });
    });
  }

  return deskHandler(deps, {
    name: "pricing",
    methods: "GET, PUT, DELETE",
    published: { read: published, wrongMethod: "Use GET to read the prices." },
    desk: bySegment({ desk }),
    failure: { event: "pricing.failed", message: "Prices are not available just now. Please try again." },
  });
}
