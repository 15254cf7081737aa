/**
 * The start command (`npm start`): builds the site (Turborepo, cached) and serves it on the project's own
 * production-like server together with the embedded backend — the send-contact-email and faqs functions
 * under Deno, PGlite as Postgres (persisted in .data/), a local SMTP server with a readable inbox and the
 * retry scheduler. `DATABASE_URL` and the mail-provider settings switch to real services.
 *
 *   npm start                      build, then serve on http://127.0.0.1:4173
 *   npm start -- --no-build        serve the existing build
 *   npm start -- --no-backend      the site alone (no Deno, database or mail)
 *   PORT=8080 npm start            another port for the site
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createSiteServer, listen } from "../apps/web/server/serve.ts";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = process.env.DATA_DIR ?? join(root, ".data");

if (!args.includes("--no-build")) {
  console.log("start: building the site (turbo run build)");
  const build = spawnSync("turbo", ["run", "build", "--filter=@solvix/web", "--output-logs=errors-only"], {
    cwd: root,
    stdio: "inherit",
    // A build for the embedded backend served below (see apps/web/app/features/faq-editing/build-target.ts).
    env: { ...process.env, SITE_LOCAL_BACKEND: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(root, "apps/web/build/client/index.html"))) {
  console.error("start: no build found in apps/web/build/client — run without --no-build.");
  process.exit(1);
}

const siteOrigins = [`http://${host}:${port}`, `http://localhost:${port}`];
const stack = args.includes("--no-backend")
  ? undefined
  : await (
      await import("../supabase/local/stack.ts")
    ).startStack({
      dataDir,
      // The end-to-end server takes free ports, so it never collides with a running `npm start`.
      ...(process.env.E2E ? { ports: { functions: 0, db: 0, mail: 0, smtp: 0 } } : {}),
      // The browser calls the functions through the site's own origin (the proxy below)...
      allowedOrigins: siteOrigins,
      // ...which replaces X-Forwarded-For with the visitor's socket address: the right-most entry is the visitor's
      // (no further trusted proxy), for the per-address rate limit.
      functionEnv: { CLIENT_ADDRESS_TRUSTED_PROXIES: "0" },
    });

const server = createSiteServer({
  proxy: stack ? { "/functions/v1/": stack.supabaseUrl } : {},
  log: process.env.LOG_REQUESTS === "1",
});
const url = await listen(server, port, host);

console.log(`
  Site        ${url}`);
if (stack) {
  console.log(`  Mail inbox  ${stack.mailUrl}   (messages the local SMTP server received)
  Functions   ${stack.functionsUrl}/  (also proxied at ${url}/functions/v1/)
  Database    ${stack.databaseUrl}
  Data        ${dataDir}`);
}
console.log("\nPress Ctrl+C to stop.");

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.close();
  await stack?.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
