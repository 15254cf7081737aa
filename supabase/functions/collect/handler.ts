// POST /collect                 {"e":[event, …]} (text/plain, as navigator.sendBeacon sends it) -> 204
//   counted, or 204 without storing for a robot, a headless browser or a request with Sec-GPC: 1; 4xx for a body
//   too large, an unknown name, a path not of the site, a foreign Origin, or a visitor over the bound per minute.
// GET  /collect/report?from=YYYY-MM-DD&to=YYYY-MM-DD -> 200 {"current":report,"previous":report,...}  (marketing):
//   past days from the daily roll-up, today from its raw events; nothing is rolled up here (send-contact-email's
//   scheduled retry runs private.analytics_catch_up).
// The visitor hash is an HMAC of the client address and user agent under the day's salt (private.analytics_salt, made
// on the day's first event and deleted after it): the address is never stored, nothing is set in the browser.
import type postgres from "postgres";
import { asCaller, AuthError, type Caller } from "../_shared/auth.ts";
import { clientAddress, type ClientAddressSettings } from "../_shared/client-address.ts";
import { hmacHex } from "../_shared/hmac.ts";
import { BodyError, cors, fail, json, parseOrigins, readBodyText } from "../_shared/http.ts";
import { errorKind, log } from "../_shared/log.ts";
import { IntakeError, maxBodyBytes, notCounted, parseBatch } from "./intake.ts";
import { reportRange } from "./range.ts";

export interface Config {
  /** The site's origins: a request from another origin is refused, a referrer from one of them is not a source. */
  origins: Set<string>;
  clientAddress: ClientAddressSettings;
  /** Events one visitor may send per minute (ANALYTICS_EVENTS_PER_MINUTE, default 60). */
  perMinute: number;
}

export function configFromEnv(env: Deno.Env = Deno.env): Config {
  const whole = (name: string, fallback: number) => {
    const value = Number(env.get(name) ?? fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number >= 1`);
    return value;
  };
  return {
    origins: parseOrigins(env.get("ALLOWED_ORIGINS")),
    clientAddress: {
      header: (env.get("CLIENT_ADDRESS_HEADER") || "x-forwarded-for").toLowerCase(),
      trustedProxies: Number(env.get("CLIENT_ADDRESS_TRUSTED_PROXIES") ?? 1),
    },
    perMinute: whole("ANALYTICS_EVENTS_PER_MINUTE", 60),
  };
}

export interface Deps {
  config: Config;
  sql: () => postgres.Sql;
  caller: (req: Request) => Promise<Caller>;
}

const isMarketing = (caller: Caller) => {
  const meta = (caller.claims?.app_metadata ?? {}) as { role?: unknown; roles?: unknown };
  return meta.role === "marketing" || (Array.isArray(meta.roles) && meta.roles.includes("marketing"));
};

export function createHandler({ config, sql, caller: resolveCaller }: Deps) {
  let salt: { day: string; value: string } | undefined;

  /** Today's salt (a Singapore day, as the database counts it), read once a day per process. */
  async function daySalt(): Promise<string> {
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    if (salt?.day === day) return salt.value;
    const [row] = await sql()<{ salt: string; day: string }[]>`
      select encode(private.analytics_salt(), 'hex') as salt, private.analytics_today()::text as day`;
    salt = { day: row!.day, value: row!.salt };
    return salt.value;
  }

  async function collect(req: Request, info: Deno.ServeHandlerInfo | undefined, headers: Headers) {
    let text: string;
    try {
      text = await readBodyText(req, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.message, headers);
      throw error;
    }
    let events;
    try {
      events = parseBatch(text, config.origins);
    } catch (error) {
      if (error instanceof IntakeError) return fail(error.status, error.message, headers);
      throw error;
    }
    const skipped = notCounted(req);
    if (skipped) {
      log("info", "collect.not_counted", { reason: skipped });
      return new Response(null, { status: 204, headers });
    }
    const peer = info?.remoteAddr && "hostname" in info.remoteAddr ? info.remoteAddr.hostname : undefined;
    const address = clientAddress(req, peer, config.clientAddress);
    const agent = (req.headers.get("user-agent") ?? "").slice(0, 400);
    const visitor = (await hmacHex(await daySalt(), `${address.key}\n${agent}`)).slice(0, 32);
    let stored = 0;
    for (const event of events) {
      const [row] = await sql()<{ stored: boolean }[]>`
        select private.analytics_collect(${visitor}, ${event.name}, ${event.path}, ${event.landing}, ${event.referrer},
          ${JSON.stringify(event.utm)}::text::jsonb, ${event.device}, ${JSON.stringify(event.props)}::text::jsonb,
          ${config.perMinute}) as stored`;
      if (!row?.stored) {
        log("warn", "collect.flood", { stored, refused: events.length - stored });
        return fail(429, `At most ${config.perMinute} events a minute.`, headers);
      }
      stored++;
    }
    return new Response(null, { status: 204, headers });
  }

  async function report(req: Request, headers: Headers) {
    const caller = await resolveCaller(req);
    if (caller.role === "anon") return fail(401, "Sign in to see the analytics.", headers);
    if (!isMarketing(caller)) return fail(403, "Only the marketing team sees the analytics.", headers);
    const range = reportRange(new URL(req.url).searchParams);
    if ("error" in range) return fail(400, range.error, headers);
    const started = performance.now();
    const [current, previous] = await asCaller(sql(), caller, (tx) =>
      Promise.all([
        tx<{ r: unknown }[]>`select public.analytics_report(${range.from}::date, ${range.to}::date) as r`,
        tx<
          { r: unknown }[]
        >`select public.analytics_report(${range.previousFrom}::date, ${range.previousTo}::date) as r`,
      ]),
    );
    log("info", "collect.report", { days: range.days, ms: Math.round(performance.now() - started) });
    return json(200, { range, current: current[0]?.r, previous: previous[0]?.r }, headers);
  }

  return async function handler(req: Request, info?: Deno.ServeHandlerInfo): Promise<Response> {
    const route = /\/collect(?:\/([^/]*))?\/?$/.exec(new URL(req.url).pathname);
    if (!route || (route[1] !== undefined && route[1] !== "report")) return fail(404, "Not found.");
    const access = cors(req, config.origins, route[1] ? "GET, OPTIONS" : "POST, OPTIONS");
    if (!access.allowed) return fail(403, "This website is not allowed to use this service.", access.headers);
    const headers = access.headers;
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers });
    try {
      if (!route[1] && req.method === "POST") return await collect(req, info, headers);
      if (route[1] === "report" && req.method === "GET") return await report(req, headers);
      const allowed = new Headers(headers);
      allowed.set("Allow", route[1] ? "GET, OPTIONS" : "POST, OPTIONS");
      return fail(405, route[1] ? "Use GET for the report." : "Use POST to send events.", allowed);
    } catch (error) {
      if (error instanceof AuthError) return fail(error.status, error.message, headers);
      log("error", "collect.failed", { error: errorKind(error) });
      return fail(503, "Analytics are not available just now.", headers);
    }
  };
}
