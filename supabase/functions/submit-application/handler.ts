// POST   /submit-application              a candidate's application (multipart/form-data with the CV):
//                                         Accept: application/json (the site's script) -> 200 {"ok":true,"reference",
//                                         "acknowledgement":"queued"|"none"} | 4xx {"error","fields"?}
//                                         otherwise (posted natively) -> 200 the sent page (sent-page.ts) | an HTML page
// POST   /submit-application/retry        the scheduled delivery of pending e-mails, the failure alert and the retention's deletions
//                                         (Authorization: Bearer RETRY_SECRET)
// GET    /submit-application/staff        recruiters: every application, newest first (no CV content)
// GET    /submit-application/staff/:id    recruiters: one application
// GET    /submit-application/staff/:id/cv recruiters: its CV, as an attachment (never rendered inline)
// PATCH  /submit-application/staff/:id    recruiters: {"reviewStatus": "new"|"reviewed"|"shortlisted"|"declined"}
// DELETE /submit-application/staff/:id    recruiters: the application and its CV (withdrawal of consent)
// GET, POST /submit-application/positions, PATCH /submit-application/positions/:slug: the careers positions
//                                         (positions.ts; positions editors change them)
// The staff routes run as the caller's role with its verified claims: row-level security decides (role recruiter,
// positions_editor).
// Over 250 lines: the function's one router (visitors, staff, positions, retry) with the staff routes' few lines each;
// the intake, positions, store and file names are modules of their own.
import { sourceOf, type Attribution } from "../_shared/attribution.ts";
import type postgres from "postgres";
import { asCaller, AuthError, type Caller } from "../_shared/auth.ts";
import { talentPoolCategories, type TalentPoolCategory } from "../_shared/content/application.ts";
import { alertFailures, deliverDue } from "../_shared/enquiries.ts";
import { bearer, BodyError, cors, fail, json, readJsonObject, sameSecret } from "../_shared/http.ts";
import { noteDbFailure } from "../_shared/db.ts";
import { errorKind, log } from "../_shared/log.ts";
import { escape, html, siteOrigin, style } from "../_shared/html-page.ts";
import { attachment } from "./file-name.ts";
import { createIntake, type Deps as IntakeDeps, type IntakeResult } from "./intake.ts";
import { createPositionsRoutes, type PositionsDeps } from "./positions.ts";
import { sentPage } from "./sent-page.ts";
import { applicationFailureAlert, applicationOutbox } from "./mails.ts";

export { configFromEnv, type Config } from "./config.ts";

export interface Deps extends IntakeDeps {
  caller: (req: Request) => Promise<Caller>;
  /** The static host's deploy hook, called after position saves (debounced); without a URL nothing is called. */
  deployHook?: PositionsDeps["deployHook"];
}

const reviewStatuses = ["new", "reviewed", "shortlisted", "declined"] as const;
const notRecruiter = "Only signed-in recruiters can see applications.";

/** The page a natively posted form gets when it was not stored: what is wrong, and the way back with its values. */
function problemPage(site: string, result: Exclude<IntakeResult, { status: 200 }>): string {
  const problems = result.body.fields ? [...new Set(Object.values(result.body.fields))] : [result.body.error];
  const back = `${escape(site)}${escape(result.target ?? "/careers")}#apply`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Error: your application was not sent</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Your application was not sent</h1>
<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus>
<h2 id="summary-title">There is a problem</h2>
<ul>${problems.map((problem) => `<li>${escape(problem)}</li>`).join("")}</ul>
</div>
<p>Nothing was stored. Use your browser's Back button to return to the form with what you entered (attach the CV
again if it is empty), correct it and send it again.</p>
<p><a href="${back}">Return to the application form</a></p>
</main>
</body>
</html>
`;
}

interface ListRow {
  id: string;
  position_slug: string | null;
  position_title: string | null;
  category: string | null;
  name: string;
  email: string;
  country: string;
  phone: string | null;
  profile_url: string | null;
  note: string;
  created_at: Date;
  review_status: string;
  reviewed_at: Date | null;
  file_name: string;
  media_type: string;
  size: number;
  attribution: Attribution | null;
}

function present(row: ListRow, full: boolean) {
  const category = row.category as TalentPoolCategory | null;
  return {
    id: Number(row.id),
    position: row.position_slug,
    // The position's title, open or closed (positions are never deleted).
    positionTitle: row.position_slug ? (row.position_title ?? row.position_slug) : null,
    category,
    categoryTitle: category ? talentPoolCategories[category] : null,
    name: row.name,
    email: row.email,
    country: row.country,
    createdAt: row.created_at.toISOString(),
    reviewStatus: row.review_status,
    cv: { fileName: row.file_name, mediaType: row.media_type, size: row.size },
    // Where the visit came from (issue 46): the source in a word, and in full when opened.
    source: sourceOf(row.attribution),
    ...(full
      ? {
          phone: row.phone,
          profileUrl: row.profile_url,
          note: row.note,
          reviewedAt: row.reviewed_at?.toISOString() ?? null,
          attribution: row.attribution,
        }
      : {}),
  };
}

export function createHandler(deps: Deps) {
  const { config } = deps;
  const intake = createIntake(deps);
  const outbox = applicationOutbox(config.mail);
  const failureAlert = applicationFailureAlert(config.mail);
  const positions = createPositionsRoutes(deps);

  async function retry(req: Request): Promise<Response> {
    const token = bearer(req);
    if (!config.retrySecret) return fail(503, "The retry path is not configured (RETRY_SECRET).");
    if (!token || !sameSecret(token, config.retrySecret)) return fail(401, "A valid service secret is required.");
    try {
      const sql = deps.sql();
      const counts = await deliverDue(
        sql,
        deps.mailer(),
        config.mail,
        config.retry,
        config.retryBatch,
        config.retryBudgetMs,
        outbox,
        config.deliveryConcurrency,
      );
      const alerted = await alertFailures(sql, deps.mailer(), config.mail, failureAlert);
      const [expired] = await sql<{ n: number }[]>`
        select private.delete_expired_applications(${config.retentionMonths}) as n`;
      const result = { ...counts, alerted, expired: expired?.n ?? 0 };
      if (result.claimed > 0 || result.alerted > 0 || result.expired > 0) log("info", "application.retry", result);
      return json(200, result);
    } catch (error) {
      noteDbFailure(error);
      log("error", "application.retry_failed", { error: errorKind(error) });
      return fail(503, "The retry could not run; it will run again on the next schedule.");
    }
  }

  /** Runs a recruiter's query; 403 unless the database says the caller holds the role. */
  async function asRecruiter<T>(
    caller: Caller,
    fn: (tx: postgres.TransactionSql) => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false }> {
    if (caller.role === "anon") return { ok: false };
    return asCaller(deps.sql(), caller, async (tx) => {
      // The policies' own test of the role, on the verified claims: a 403 instead of an empty list.
      const [role] = await tx<{ ok: boolean }[]>`
        select coalesce(auth.jwt() -> 'app_metadata' ->> 'role' = 'recruiter', false)
            or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'recruiter', false) as ok`;
      if (!role?.ok) return { ok: false as const };
      return { ok: true as const, value: await fn(tx) };
    });
  }

  const columns = (tx: postgres.TransactionSql) => tx`
    a.id::text as id, a.position_slug, a.category, a.name, a.email, a.country, a.phone, a.profile_url, a.note,
    a.created_at, a.review_status, a.reviewed_at, f.file_name, f.media_type, f.size, p.title as position_title,
    a.attribution`;

  async function staff(req: Request, rest: string, headers: Headers): Promise<Response> {
    const caller = await deps.caller(req);
    const match = /^(?:\/(\d{1,12}))?(\/cv)?\/?$/.exec(rest);
    if (!match || (match[2] && !match[1])) return fail(404, "Not found.", headers);
    const id = match[1] ? Number(match[1]) : undefined;
    const missing = () => fail(404, `There is no application #${id}.`, headers);
    const denied = () => fail(403, notRecruiter, headers);

    if (id === undefined) {
      if (req.method !== "GET") return fail(405, "Use GET to list applications.", headers);
      const result = await asRecruiter(
        caller,
        (tx) => tx<ListRow[]>`
        select ${columns(tx)} from public.applications a join public.application_files f on f.application_id = a.id
          left join public.positions p on p.slug = a.position_slug
         order by a.created_at desc, a.id desc`,
      );
      if (!result.ok) return denied();
      return json(200, { applications: result.value.map((row) => present(row, false)) }, headers);
    }

    if (match[2]) {
      if (req.method !== "GET") return fail(405, "Use GET to download a CV.", headers);
      const result = await asRecruiter(
        caller,
        (tx) => tx<{ file_name: string; media_type: string; content: Uint8Array<ArrayBuffer> }[]>`
        select f.file_name, f.media_type, f.content from public.application_files f where f.application_id = ${id}`,
      );
      if (!result.ok) return denied();
      const file = result.value[0];
      if (!file) return missing();
      log("info", "application.cv_downloaded", { application: id, bytes: file.content.length });
      const out = new Headers(headers);
      out.set("Content-Type", file.media_type);
      // Always a download, never rendered by the browser, whatever the bytes look like.
      out.set("Content-Disposition", attachment(file.file_name));
      out.set("X-Content-Type-Options", "nosniff");
      out.set("Content-Security-Policy", "default-src 'none'; sandbox");
      out.set("Cache-Control", "private, no-store");
      out.set("Access-Control-Expose-Headers", "Content-Disposition");
      return new Response(file.content, { status: 200, headers: out });
    }

    if (req.method === "GET") {
      const result = await asRecruiter(
        caller,
        (tx) => tx<ListRow[]>`
        select ${columns(tx)} from public.applications a join public.application_files f on f.application_id = a.id
          left join public.positions p on p.slug = a.position_slug
         where a.id = ${id}`,
      );
      if (!result.ok) return denied();
      const row = result.value[0];
      return row ? json(200, { application: present(row, true) }, headers) : missing();
    }
    if (req.method === "PATCH") {
      let body: Record<string, unknown>;
      try {
        body = await readJsonObject(req, 1024);
      } catch (error) {
        if (error instanceof BodyError) return fail(error.status, error.message, headers);
        throw error;
      }
      const status = body.reviewStatus;
      const unknown = Object.keys(body).filter((key) => key !== "reviewStatus");
      if (unknown.length || typeof status !== "string" || !(reviewStatuses as readonly string[]).includes(status)) {
        return fail(400, `reviewStatus must be one of ${reviewStatuses.join(", ")}.`, headers, {
          reviewStatus: "Choose a status",
        });
      }
      const result = await asRecruiter(
        caller,
        (tx) => tx<{ id: string }[]>`
        update public.applications set review_status = ${status} where id = ${id} returning id::text as id`,
      );
      if (!result.ok) return denied();
      if (!result.value[0]) return missing();
      log("info", "application.reviewed", { application: id, status });
      return json(200, { ok: true, reviewStatus: status }, headers);
    }
    if (req.method === "DELETE") {
      const result = await asRecruiter(
        caller,
        (tx) => tx<{ id: string }[]>`
        delete from public.applications where id = ${id} returning id::text as id`,
      );
      if (!result.ok) return denied();
      if (!result.value[0]) return missing();
      log("info", "application.deleted", { application: id });
      return json(200, { ok: true }, headers);
    }
    const allowed = new Headers(headers);
    allowed.set("Allow", "GET, PATCH, DELETE, OPTIONS");
    return fail(405, "Use GET, PATCH or DELETE.", allowed);
  }

  return async function handler(req: Request, info?: Deno.ServeHandlerInfo): Promise<Response> {
    const path = new URL(req.url).pathname;
    const route = /\/submit-application(\/retry|\/staff(\/.*)?|\/positions(?:\/([^/]*))?)?\/?$/.exec(path);
    if (!route) return fail(404, "Not found.");
    if (route[1] === "/retry") {
      if (req.method !== "POST") return fail(405, "Use POST.", new Headers({ Allow: "POST" }));
      return retry(req);
    }
    const staffRoute = route[1]?.startsWith("/staff");
    const positionsRoute = route[1]?.startsWith("/positions");
    const access = cors(
      req,
      config.origins,
      staffRoute ? "GET, PATCH, DELETE, OPTIONS" : positionsRoute ? "GET, POST, PATCH, OPTIONS" : "POST, OPTIONS",
    );
    if (!access.allowed) {
      log("info", "application.rejected", { reason: "origin" });
      return fail(403, "This website is not allowed to send applications here.", access.headers);
    }
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: access.headers });
    try {
      if (staffRoute) return await staff(req, route[2] ?? "", access.headers);
      if (positionsRoute) {
        const slug = route[3];
        if (slug !== undefined && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
          return fail(404, `There is no position at /careers/${slug.slice(0, 80)}.`, access.headers);
        }
        const caller = await deps.caller(req);
        try {
          return await positions(req, caller, slug, access.headers);
        } catch (error) {
          log("error", "position.failed", { error: errorKind(error) });
          return fail(
            503,
            "Positions are not available just now. Nothing was changed; please try again.",
            access.headers,
          );
        }
      }
      if (req.method !== "POST") {
        const headers = new Headers(access.headers);
        headers.set("Allow", "POST, OPTIONS");
        return fail(405, "Send the application with POST.", headers);
      }
      const result = await intake(req, info);
      const wantsJson = (req.headers.get("accept") ?? "").includes("application/json");
      if (wantsJson) {
        if (result.status === 200) return json(200, result.body, access.headers);
        const out = new Headers(access.headers);
        if (result.retryAfterSeconds !== undefined) out.set("Retry-After", String(result.retryAfterSeconds));
        return fail(result.status, result.body.error, out, result.body.fields);
      }
      // Posted natively: the "Application sent" page with the reference and the acknowledgement's state (a static
      // page cannot show them), or the problem as a page.
      const site = siteOrigin(req, config.origins);
      if (result.status === 200) return html(200, sentPage(site, result.body, config.mail.companyInbox[0] ?? ""));
      return html(result.status, problemPage(site, result));
    } catch (error) {
      if (error instanceof AuthError) return fail(error.status, error.message, access.headers);
      log("error", "application.unexpected", { error: errorKind(error) });
      return fail(500, "Something went wrong on our side. Nothing was stored; please try again.", access.headers);
    }
  };
}
