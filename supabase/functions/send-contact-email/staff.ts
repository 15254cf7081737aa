// The leads inbox's routes (issue 46), for the sales role; row-level security decides (20261129110100_leads_inbox.sql):
// GET    /send-contact-email/staff?status=&source=&from=&to=&q=  enquiries, newest first (at most 500); with
//        &export=1 each also carries its contact number, message and attribution (the inbox's CSV export)
// GET    /send-contact-email/staff/:id        one: every field, attribution, mail and CRM delivery, history, related
// PATCH  /send-contact-email/staff/:id        {"leadStatus": "new"|"contacted"|"qualified"|"won"|"lost"}
// POST   /send-contact-email/staff/:id/notes  {"note": "..."} (1-2,000 characters)
// DELETE /send-contact-email/staff/:id        the enquiry and its history (the visitor's withdrawal, PDPA)
import type postgres from "postgres";
import { asCaller, AuthError, type Caller } from "../_shared/auth.ts";
import { BodyError, fail, json, readJsonObject } from "../_shared/http.ts";
import { log } from "../_shared/log.ts";

export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export const notSales = "Only sales staff can see enquiries. Sign in with a sales account.";

/** The source in one word, as sourceOf (attribution.ts) says it: campaign source, referrer host, direct, unknown. */
const sourceSql = (tx: postgres.TransactionSql) => tx`coalesce(
  e.attribution -> 'utm' ->> 'utm_source',
  substring(e.attribution ->> 'referrer' from '^https?://([^/]+)'),
  case when e.attribution ? 'landingPath' then 'direct' else 'unknown' end)`;

const listColumns = (tx: postgres.TransactionSql) => tx`
  e.id::int as id, e.first_name, e.last_name, e.email, e.company, e.created_at, e.lead_status, e.status as mail_status,
  e.crm_status, ${sourceSql(tx)} as source`;

interface Filters {
  status?: string;
  source?: string;
  from?: string;
  to?: string;
  q?: string;
}

function filtersOf(url: URL): Filters | string {
  const get = (name: string) => url.searchParams.get(name)?.trim().slice(0, 200) || undefined;
  const filters: Filters = {
    status: get("status"),
    source: get("source"),
    from: get("from"),
    to: get("to"),
    q: get("q"),
  };
  if (filters.status && !(leadStatuses as readonly string[]).includes(filters.status)) {
    return `status must be one of ${leadStatuses.join(", ")}.`;
  }
  for (const key of ["from", "to"] as const) {
    const value = filters[key];
    if (value && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))) {
      return `${key} must be a date (YYYY-MM-DD).`;
    }
  }
  return filters;
}

export function createStaffRoutes(sql: () => postgres.Sql, callerOf: (req: Request) => Promise<Caller>) {
  /** Runs a sales query; not ok unless the database says the caller holds the role. */
  async function asSales<T>(
    caller: Caller,
    fn: (tx: postgres.TransactionSql) => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false }> {
    if (caller.role === "anon") return { ok: false };
    return asCaller(sql(), caller, async (tx) => {
      const [role] = await tx<{ ok: boolean }[]>`
        select coalesce(auth.jwt() -> 'app_metadata' ->> 'role' = 'sales', false)
            or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'sales', false) as ok`;
      if (!role?.ok) return { ok: false as const };
      return { ok: true as const, value: await fn(tx) };
    });
  }

  async function readBody(req: Request, headers: Headers): Promise<Record<string, unknown> | Response> {
    try {
      return await readJsonObject(req, 8 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.message, headers);
      throw error;
    }
  }

  return async function staff(req: Request, rest: string, headers: Headers): Promise<Response> {
    let caller: Caller;
    try {
      caller = await callerOf(req);
    } catch (error) {
      if (error instanceof AuthError) return fail(error.status, error.message, headers);
      throw error;
    }
    const match = /^(?:\/(\d{1,12}))?(\/notes)?\/?$/.exec(rest);
    if (!match || (match[2] && !match[1])) return fail(404, "Not found.", headers);
    const id = match[1] ? Number(match[1]) : undefined;
    const missing = () => fail(404, `There is no enquiry #${id}.`, headers);
    const denied = () => fail(403, notSales, headers);

    if (id === undefined) {
      if (req.method !== "GET") return fail(405, "Use GET to list enquiries.", headers);
      const filters = filtersOf(new URL(req.url));
      if (typeof filters === "string") return fail(400, filters, headers);
      const { status, source, from, to, q } = filters;
      const exporting = new URL(req.url).searchParams.get("export");
      if (exporting !== null && exporting !== "1") return fail(400, "export must be 1.", headers);
      const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const result = await asSales(
        caller,
        (tx) => tx`
        select ${listColumns(tx)}${exporting ? tx`, e.contact_number, e.message, e.attribution` : tx``}
          from public.enquiries e
         where (${status ?? null}::text is null or e.lead_status = ${status ?? null})
           and (${source ?? null}::text is null or ${sourceSql(tx)} = ${source ?? null})
           and (${from ?? null}::date is null or e.created_at >= ${from ?? null}::date)
           and (${to ?? null}::date is null or e.created_at < ${to ?? null}::date + 1)
           and (${like ?? null}::text is null or e.email ilike ${like ?? null} or e.company ilike ${like ?? null}
                or (e.first_name || ' ' || e.last_name) ilike ${like ?? null})
         order by e.created_at desc, e.id desc
         limit 500`,
      );
      if (!result.ok) return denied();
      return json(200, { enquiries: result.value }, headers);
    }

    if (match[2]) {
      if (req.method !== "POST") return fail(405, "Use POST to add a note.", headers);
      const body = await readBody(req, headers);
      if (body instanceof Response) return body;
      const note = typeof body.note === "string" ? body.note.trim() : "";
      if (!note || note.length > 2000 || Object.keys(body).some((key) => key !== "note")) {
        return fail(400, "A note is 1 to 2,000 characters.", headers, {
          note: "Write a note of 1 to 2,000 characters",
        });
      }
      const result = await asSales(caller, async (tx) => {
        const [found] = await tx`select 1 from public.enquiries where id = ${id}`;
        if (!found) return null;
        return tx`insert into public.enquiry_events (enquiry_id, kind, note) values (${id}, 'note', ${note})
          returning id::int as id, kind, note, author, created_at`;
      });
      if (!result.ok) return denied();
      if (!result.value) return missing();
      log("info", "enquiry.note_added", { enquiry: id });
      return json(201, { event: result.value[0] }, headers);
    }

    if (req.method === "GET") {
      const result = await asSales(caller, async (tx) => {
        const [enquiry] = await tx`
          select ${listColumns(tx)}, e.contact_number, e.message, e.attribution, e.attempts as mail_attempts,
                 e.last_error as mail_error, e.notified_at, e.acknowledged_at, e.sent_at, e.fill_ms, e.review_reason,
                 e.crm_attempts, e.crm_last_error, e.crm_sent_at
            from public.enquiries e where e.id = ${id}`;
        if (!enquiry) return null;
        const events = await tx`
          select id::int as id, kind, status, note, author, created_at from public.enquiry_events
           where enquiry_id = ${id} order by created_at, id`;
        const related = await tx`
          select ${listColumns(tx)} from public.enquiries e
           where e.id <> ${id} and (lower(e.email) = lower(${enquiry.email}) or lower(e.company) = lower(${enquiry.company}))
           order by e.created_at desc limit 50`;
        return { enquiry, events, related };
      });
      if (!result.ok) return denied();
      return result.value ? json(200, result.value, headers) : missing();
    }
    if (req.method === "PATCH") {
      const body = await readBody(req, headers);
      if (body instanceof Response) return body;
      const status = body.leadStatus;
      if (
        Object.keys(body).some((key) => key !== "leadStatus") ||
        typeof status !== "string" ||
        !(leadStatuses as readonly string[]).includes(status)
      ) {
        return fail(400, `leadStatus must be one of ${leadStatuses.join(", ")}.`, headers, {
          leadStatus: "Choose a status",
        });
      }
      const result = await asSales(
        caller,
        (tx) => tx`update public.enquiries set lead_status = ${status} where id = ${id} returning id`,
      );
      if (!result.ok) return denied();
      if (!result.value[0]) return missing();
      log("info", "enquiry.lead_status", { enquiry: id, status });
      return json(200, { ok: true, leadStatus: status }, headers);
    }
    if (req.method === "DELETE") {
      const result = await asSales(caller, (tx) => tx`delete from public.enquiries where id = ${id} returning id`);
      if (!result.ok) return denied();
      if (!result.value[0]) return missing();
      log("info", "enquiry.deleted", { enquiry: id });
      return json(200, { ok: true }, headers);
    }
    const allowed = new Headers(headers);
    allowed.set("Allow", "GET, PATCH, POST, DELETE, OPTIONS");
    return fail(405, "Use GET, PATCH, POST or DELETE.", allowed);
  };
}
