// Local stand-in for Supabase's edge runtime "main" worker: one Deno process serving every function under the
// hosted URL shape, http://127.0.0.1:<PORT>/functions/v1/<name>[/...], so supabase-js `functions.invoke` works
// with supabaseUrl = http://127.0.0.1:<PORT>. Each function's own handler module runs unchanged.
import * as articles from "../../functions/articles/handler.ts";
import * as collect from "../../functions/collect/handler.ts";
import * as faqs from "../../functions/faqs/handler.ts";
import * as pricing from "../../functions/pricing/handler.ts";
import * as proof from "../../functions/proof/handler.ts";
import { createCallerResolver } from "../../functions/_shared/auth.ts";
import { getSql } from "../../functions/_shared/db.ts";
import { deployHookFromEnv } from "../../functions/_shared/deploy-hook.ts";
import { fail, parseOrigins } from "../../functions/_shared/http.ts";
import { releaseOwnLeases } from "../../functions/_shared/leases.ts";
import { log } from "../../functions/_shared/log.ts";
import { mailProviderFromEnv } from "../../functions/_shared/mail/index.ts";
import * as sendContactEmail from "../../functions/send-contact-email/handler.ts";
import * as submitApplication from "../../functions/submit-application/handler.ts";

type Handler = (req: Request, info: Deno.ServeHandlerInfo) => Promise<Response>;

let mailer: ReturnType<typeof mailProviderFromEnv> | undefined;

/**
 * Work a request leaves running after its answer (a delivery, a CRM hand-off). The hosted runtime keeps a worker alive
 * for it (EdgeRuntime.waitUntil); this process, asked to stop, finishes it first (below), so a stop between a mail's
 * send and its record leaves no send in doubt. The desk functions (articles, pricing, proof, faqs) get none: their
 * publish check waits out a 15 s quiet period, longer than a stop allows, and a check cut off is the publish
 * backstop's to run (send-contact-email/publish.ts).
 */
const pending = new Set<Promise<unknown>>();
const waitUntil = (promise: Promise<unknown>) => {
  pending.add(promise);
  const done = () => pending.delete(promise);
  promise.then(done, done);
};

const functions: Record<string, Handler> = {
  "send-contact-email": sendContactEmail.createHandler({
    config: sendContactEmail.configFromEnv(),
    sql: getSql,
    mailer: () => (mailer ??= mailProviderFromEnv()),
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
    waitUntil,
  }),
  "submit-application": submitApplication.createHandler({
    config: submitApplication.configFromEnv(),
    sql: getSql,
    mailer: () => (mailer ??= mailProviderFromEnv()),
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
    waitUntil,
  }),
  articles: articles.createHandler({
    origins: parseOrigins(Deno.env.get("ALLOWED_ORIGINS")),
    sql: getSql,
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
  }),
  collect: collect.createHandler({ config: collect.configFromEnv(), sql: getSql, caller: createCallerResolver() }),
  pricing: pricing.createHandler({
    origins: parseOrigins(Deno.env.get("ALLOWED_ORIGINS")),
    sql: getSql,
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
  }),
  proof: proof.createHandler({
    origins: parseOrigins(Deno.env.get("ALLOWED_ORIGINS")),
    sql: getSql,
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
  }),
  faqs: faqs.createHandler({
    origins: parseOrigins(Deno.env.get("ALLOWED_ORIGINS")),
    sql: getSql,
    caller: createCallerResolver(),
    deployHook: deployHookFromEnv(Deno.env),
  }),
};

const port = Number(Deno.env.get("PORT") ?? "54321");

const server = Deno.serve(
  {
    hostname: Deno.env.get("HOST") ?? "127.0.0.1",
    port,
    onListen: ({ port }) => log("info", "functions.listening", { port, functions: Object.keys(functions).join(",") }),
  },
  (req, info) => {
    const match = /^\/functions\/v1\/([a-z0-9-]+)(?:\/|$)/.exec(new URL(req.url).pathname);
    const handler = match ? functions[match[1] ?? ""] : undefined;
    if (!handler) return fail(404, "No such function.");
    return handler(req, info);
  },
);

// The stack stops this process with SIGTERM (on Ctrl+C too: its own handler sends it): it takes no new request,
// finishes those in flight and the work they left, then ends. The stack kills it if that hangs (functions-process.ts).
// SIGINT, which Ctrl+C sends to the whole process group, is left to the stack: ending here at once would cut a send.
let stopping: Promise<void> | undefined;
Deno.addSignalListener("SIGTERM", () => {
  stopping ??= (async () => {
    await server.shutdown();
    while (pending.size > 0) await Promise.allSettled([...pending]);
    Deno.exit(0);
  })();
});
Deno.addSignalListener("SIGINT", () => {});

// Started again after a crash (the stack keeps FUNCTIONS_INSTANCE across restarts): the leases the dead process held
// are given back, so their mail goes at the next retry run.
void releaseOwnLeases(getSql);
