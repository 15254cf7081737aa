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
import { asCaller, AuthError, type Caller } from "../_shared/auth.ts";
import { calculatorRoleSaveSchema, priceSaveSchema, pricingTermsSaveSchema } from "../_shared/content/pricing-rules.ts";
import { isEditor, publishAfterSave, type DeskDeps } from "../_shared/editor-desk.ts";
import { BodyError, cors, fail, json, readJsonObject } from "../_shared/http.ts";
import { errorKind, log } from "../_shared/log.ts";
import {
  presentPricing,
  publishedPricesSql,
  publishedRolesSql,
  publishedTermsSql,
} from "../_shared/published-pricing.ts";
import { refusal } from "../articles/desk.ts";
import { listDesk, remove, save, saveTerms, type Kind } from "./desk.ts";

const notEditor = "Only signed-in editors can change prices.";
const schemas = { prices: priceSaveSchema, roles: calculatorRoleSaveSchema, terms: pricingTermsSaveSchema };

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
      const code = (error as { code?: string }).code;
      if (code === "23505")
        return fail(409, "There is already a price for this role family and country: change that one.", headers, {
          roleFamily: "There is already a price for this role family and country.",
        });
      if (code === "42501") return fail(403, notEditor, headers);
      if (code === "23514") return fail(400, "A value is out of its limits.", headers);
      throw error;
    }
  }

  async function write(req: Request, caller: Caller, kind: Kind | "terms", headers: Headers) {
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, 16 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.message, headers);
      throw error;
    }
    const parsed = (schemas[kind] as z.ZodType).safeParse(body);
    if (!parsed.success) {
      const { message, fields } = refusal(parsed.error);
      return fail(400, message, headers, fields);
    }
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
    if (!isEditor(caller)) return fail(caller.role === "anon" ? 401 : 403, notEditor, headers);
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

  return async function handler(req: Request): Promise<Response> {
    const route = /\/pricing(\/.*)?$/.exec(new URL(req.url).pathname);
    if (!route) return fail(404, "Not found.");
    const access = cors(req, deps.origins, "GET, PUT, DELETE, OPTIONS");
    if (!access.allowed) return fail(403, "This website is not allowed to use this service.", access.headers);
    const headers = access.headers;
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers });
    const path = (route[1] ?? "").split("/").filter(Boolean);
    try {
      const caller = await deps.caller(req);
      if (path.length === 0) {
        if (req.method === "GET") return await published(caller, headers);
        return fail(405, "Use GET to read the prices.", new Headers([...headers, ["Allow", "GET, OPTIONS"]]));
      }
      if (path[0] === "desk") return await desk(req, caller, path.slice(1), headers);
      return fail(404, "Not found.", headers);
    } catch (error) {
      if (error instanceof AuthError) return fail(error.status, error.message, headers);
      log("error", "pricing.failed", { error: errorKind(error) });
      return fail(503, "Prices are not available just now. Please try again.", headers);
    }
  };
}
