// The careers positions (public.positions), under /functions/v1/submit-application:
// GET   /positions        -> 200 {"positions":[{slug,title,location,type,description,tags,validThrough,countries,
//                              salary,benefits,hours,timeZone,datePosted,closedAt,updatedAt}]}  (anyone: the build
//                              reads it; open ones first, closed after)
// POST  /positions        {slug,title,location,type,description,tags,validThrough?,countries?,salary?,benefits?,
//                          hours?,timeZone?} -> 201 {"position"}  (countries default: the four staff countries)
// PATCH /positions/:slug  any of the fields, and/or {"open": false | true} (close / open again) -> 200 {"position"}
// Every query runs as the caller's role with its verified claims, so the policies on public.positions decide (role
// positions_editor). After a saved change the site's deploy hook is called once the edits have stopped, as after a
// FAQ save (../_shared/deploy-hook.ts).
import type postgres from "postgres";
import { asCaller, type Caller } from "../_shared/auth.ts";
import {
  defaultPositionCountries,
  newPositionSchema,
  positionChangeSchema,
  type PositionFields,
  type StoredPosition,
} from "../_shared/content/position-rules.ts";
import { publishWhenQuiet, type DeployHookSettings } from "../_shared/deploy-hook.ts";
import { BodyError, fail, json, readJsonObject } from "../_shared/http.ts";
import { errorKind, log } from "../_shared/log.ts";

export interface PositionsDeps {
  sql: () => postgres.Sql;
  /** The static host's deploy hook, called after saves (debounced); without a URL nothing is called. */
  deployHook?: DeployHookSettings;
  waitUntil?: (promise: Promise<unknown>) => void;
}

interface PositionRow {
  slug: string;
  title: string;
  location: StoredPosition["location"];
  type: StoredPosition["type"];
  description: string;
  tags: string[];
  countries: StoredPosition["countries"];
  salary_currency: NonNullable<StoredPosition["salary"]>["currency"] | null;
  salary_min: string | number | null;
  salary_max: string | number | null;
  salary_unit: NonNullable<StoredPosition["salary"]>["unit"] | null;
  benefits: string | null;
  hours: string | null;
  time_zone: string | null;
  date_posted: Date;
  valid_through: Date | null;
  closed_at: Date | null;
  updated_at: Date;
}

const present = (row: PositionRow): StoredPosition => ({
  slug: row.slug,
  title: row.title,
  location: row.location,
  type: row.type,
  description: row.description,
  tags: row.tags,
  validThrough: row.valid_through?.toISOString() ?? null,
  countries: row.countries,
  salary:
    row.salary_currency && row.salary_unit && row.salary_min !== null && row.salary_max !== null
      ? {
          currency: row.salary_currency,
          min: Number(row.salary_min),
          max: Number(row.salary_max),
          unit: row.salary_unit,
        }
      : null,
  benefits: row.benefits,
  hours: row.hours,
  timeZone: row.time_zone,
  datePosted: row.date_posted.toISOString(),
  closedAt: row.closed_at?.toISOString() ?? null,
  updatedAt: row.updated_at.toISOString(),
});

/** The terms' columns of a change: only the fields the change names (the salary's four columns together). */
function termColumns(fields: Partial<PositionFields>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (fields.countries !== undefined) columns.countries = fields.countries;
  if (fields.salary !== undefined) {
    columns.salary_currency = fields.salary?.currency ?? null;
    columns.salary_min = fields.salary?.min ?? null;
    columns.salary_max = fields.salary?.max ?? null;
    columns.salary_unit = fields.salary?.unit ?? null;
  }
  if (fields.benefits !== undefined) columns.benefits = fields.benefits;
  if (fields.hours !== undefined) columns.hours = fields.hours;
  if (fields.timeZone !== undefined) columns.time_zone = fields.timeZone;
  return columns;
}

const notEditor = "Only signed-in positions editors can add, change or close positions.";

/** A zod failure as the API's 400: one message per field, and the sentence that lists them. */
function invalid(
  issues: readonly { code: string; path: PropertyKey[]; message: string; keys?: string[] }[],
  headers: Headers,
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys")
      for (const key of issue.keys ?? []) fields[key] = `Unknown field "${key.slice(0, 40)}"`;
    else fields[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  const messages = [...new Set(Object.values(fields))];
  return fail(400, messages.length === 1 ? messages[0]! : `Please correct: ${messages.join("; ")}`, headers, fields);
}

export function createPositionsRoutes(deps: PositionsDeps) {
  const columns = (tx: postgres.TransactionSql) => tx`
    slug, title, location, type, description, tags, countries, salary_currency, salary_min, salary_max, salary_unit,
    benefits, hours, time_zone, date_posted, valid_through, closed_at, updated_at`;

  function published() {
    if (!deps.deployHook?.url) return;
    const check = publishWhenQuiet(deps.deployHook, deps.sql).catch((error: unknown) =>
      log("error", "site.deploy_check_failed", { error: errorKind(error) }),
    );
    deps.waitUntil?.(check);
  }

  async function body(req: Request, headers: Headers): Promise<Record<string, unknown> | Response> {
    try {
      return await readJsonObject(req, 16 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.message, headers);
      throw error;
    }
  }

  /** Runs a change as the caller; a refusal by the policies or the grants is a 403. */
  async function asEditor<T>(caller: Caller, fn: (tx: postgres.TransactionSql) => Promise<T>) {
    if (caller.role === "anon") return { denied: true as const };
    try {
      return { denied: false as const, value: await asCaller(deps.sql(), caller, fn) };
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 42501: no privilege (the grants) or a row refused by a policy's check.
      if (code === "42501") return { denied: true as const };
      throw error;
    }
  }

  return async function positions(req: Request, caller: Caller, slug: string | undefined, headers: Headers) {
    if (slug === undefined && req.method === "GET") {
      const rows = await asCaller(
        deps.sql(),
        caller,
        (tx) => tx<PositionRow[]>`
        select ${columns(tx)} from public.positions
         order by closed_at is not null, date_posted desc, added`,
      );
      return json(200, { positions: rows.map(present) }, headers);
    }

    if (slug === undefined && req.method === "POST") {
      const read = await body(req, headers);
      if (read instanceof Response) return read;
      const parsed = newPositionSchema.safeParse(read);
      if (!parsed.success) return invalid(parsed.error.issues, headers);
      const p = parsed.data;
      const result = await asEditor(caller, async (tx) => {
        const row = {
          slug: p.slug,
          title: p.title,
          location: p.location,
          type: p.type,
          description: p.description,
          tags: p.tags,
          valid_through: p.validThrough ?? null,
          ...termColumns({ ...p, countries: p.countries ?? [...defaultPositionCountries] }),
        };
        const [inserted] = await tx<PositionRow[]>`
          insert into public.positions ${tx(row)}
          on conflict (slug) do nothing
          returning ${columns(tx)}`;
        return inserted;
      });
      if (result.denied) return fail(403, notEditor, headers);
      if (!result.value) {
        return fail(409, `There is already a position at /careers/${p.slug}: choose another address.`, headers, {
          slug: "This address is taken (by an open or a closed position)",
        });
      }
      log("info", "position.added", { position: p.slug });
      published();
      return json(201, { position: present(result.value) }, headers);
    }

    if (slug !== undefined && req.method === "PATCH") {
      const read = await body(req, headers);
      if (read instanceof Response) return read;
      const parsed = positionChangeSchema.safeParse(read);
      if (!parsed.success) return invalid(parsed.error.issues, headers);
      const { open, ...fields } = parsed.data;
      const result = await asEditor(caller, async (tx) => {
        const changes: Record<string, unknown> = {};
        if (fields.title !== undefined) changes.title = fields.title;
        if (fields.location !== undefined) changes.location = fields.location;
        if (fields.type !== undefined) changes.type = fields.type;
        if (fields.description !== undefined) changes.description = fields.description;
        if (fields.tags !== undefined) changes.tags = fields.tags;
        if (fields.validThrough !== undefined) changes.valid_through = fields.validThrough;
        Object.assign(changes, termColumns(fields));
        // The database dates the close (private.positions_touch): any non-null time closes it.
        if (open !== undefined) changes.closed_at = open ? null : new Date();
        const [row] = await tx<PositionRow[]>`
          update public.positions set ${tx(changes)} where slug = ${slug} returning ${columns(tx)}`;
        if (row) return { row };
        const [visible] = await tx`select 1 from public.positions where slug = ${slug}`;
        return { row: null, exists: Boolean(visible) };
      });
      if (result.denied || (!result.value.row && result.value.exists)) return fail(403, notEditor, headers);
      if (!result.value.row) return fail(404, `There is no position at /careers/${slug}.`, headers);
      const row = result.value.row;
      log("info", open === false ? "position.closed" : open === true ? "position.opened" : "position.updated", {
        position: slug,
      });
      published();
      return json(200, { position: present(row) }, headers);
    }

    const allowed = new Headers(headers);
    allowed.set("Allow", slug === undefined ? "GET, POST, OPTIONS" : "PATCH, OPTIONS");
    return fail(
      405,
      slug === undefined ? "Use GET to list positions, POST to add one." : "Use PATCH to change a position.",
      allowed,
    );
  };
}
