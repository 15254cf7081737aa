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
 *
 * The build reads the published FAQs from the database in .data and is recorded as published there
 * (supabase/local/build-published.ts); after a save the faqs function calls the local deploy hook, which rebuilds the
 * site and serves the new pages (apps/web/server/publish-locally.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { startLocalSite } from "../apps/web/server/local-site.ts";
import { startLocalPublisher } from "../apps/web/server/publish-locally.ts";
import { buildPublished } from "../supabase/local/build-published.ts";
import { holdDataFolder } from "../supabase/local/data-folder.ts";
import { readPgliteTemplate } from "../supabase/local/pglite-template.ts";
import { defaultDataDir, defaultPorts } from "../supabase/local/stack.ts";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = process.env.DATA_DIR ?? defaultDataDir;
// The served build (WEB_BUILD_DIR as react-router.config.ts takes it: a test serves a build of its own).
const buildDir = resolve(root, "apps/web", process.env.WEB_BUILD_DIR ?? "build");
const withBackend = !args.includes("--no-backend");
// One start per data folder (its PGlite is one process's database).
if (withBackend) holdDataFolder(dataDir, "npm start");

if (!args.includes("--no-build")) {
  console.log("start: building the site (turbo run build)");
  let status: number | null = null;
  const build = async () => {
    status = spawnSync("turbo", ["run", "build", "--filter=@solvix/web", "--output-logs=errors-only"], {
      cwd: root,
      stdio: "inherit",
      // A build for the embedded backend served below (see apps/web/app/lib/published-content-rules.ts), from the
      // FAQs in its database (apps/web/server/published-content.ts).
      env: { ...process.env, SITE_LOCAL_BACKEND: "1", ...(withBackend ? { SITE_PUBLISHED_DATA_DIR: dataDir } : {}) },
    }).status;
    return status === 0;
  };
  if (!withBackend) await build();
  else {
    // The build reads the rows of the database served below: what it holds is published (no rebuild at the start).
    const version = await buildPublished({ dataDir, databaseUrl: process.env.DATABASE_URL }, build).catch(
      (error: unknown) => {
        console.error(`start: the database the site is built from could not be read or written: ${String(error)}`);
        process.exit(1);
      },
    );
    if (version !== undefined) console.log(`start: the build holds content version ${version}, recorded as published`);
  }
  if (status !== 0) process.exit(status ?? 1);
}
if (!existsSync(join(buildDir, "client/index.html"))) {
  console.error(`start: no build found in ${join(buildDir, "client")} — run without --no-build.`);
  process.exit(1);
}

// `npm start` keeps the backend's usual ports (supabase/local/stack.ts); the end-to-end server takes free ones, so it
// never collides with a running `npm start`.
const ports = process.env.E2E ? { functions: 0, db: 0, mail: 0, smtp: 0 } : defaultPorts;
// An end-to-end run's migrated, seeded PGlite (apps/web/e2e/global-setup.ts): a server a spec starts begins its new
// database from it instead of initdb, the migrations and the seed.
const template = process.env.E2E ? process.env.E2E_PGLITE_TEMPLATE : undefined;
const pgliteFrom = template ? await readPgliteTemplate(template) : undefined;
// After a save the faqs function calls this local deploy hook: the site is rebuilt and the new pages served.
// PUBLISH_ON_SAVE=0 leaves the build as it is (the end-to-end suites edit FAQs and read the one build they test).
// SITE_DEPLOY_HOOK_QUIET_MS: how long saves must stop before the rebuild (1 s by default here); the publish spec makes a
// burst of saves, some of which start a function first, and sets a longer one so that the burst makes one rebuild.
const publisher =
  withBackend && process.env.PUBLISH_ON_SAVE !== "0"
    ? await startLocalPublisher({ buildDir, quietMs: quietPeriod(process.env.SITE_DEPLOY_HOOK_QUIET_MS) })
    : undefined;
const site = await startLocalSite({
  root: join(buildDir, "client"),
  port,
  host,
  logRequests: process.env.LOG_REQUESTS === "1",
  backend: !withBackend
    ? false
    : {
        dataDir,
        ports,
        pgliteFrom,
        // The proxy replaces X-Forwarded-For with the visitor's socket address: the right-most entry is the
        // visitor's (no further trusted proxy), for the per-address rate limit.
        functionEnv: { CLIENT_ADDRESS_TRUSTED_PROXIES: "0", ...publisher?.functionEnv },
      },
});

const publishing = `
  Publishing  a staff save (FAQs, positions, articles, case studies, prices, proof) rebuilds the site;
              the log says when the new pages are served`;
console.log(`
  Site        ${site.url}`);
if (withBackend) {
  const { stack } = site;
  publisher?.attach(stack.functionsUrl);
  console.log(`  Mail inbox  ${stack.mailUrl}   (messages the local SMTP server received)
  Functions   ${stack.functionsUrl}/  (also proxied at ${site.url}/functions/v1/)
  Database    ${stack.databaseUrl}
  Data        ${dataDir}${publisher ? publishing : ""}`);
}
console.log("\nPress Ctrl+C to stop.");

/** A quiet period in milliseconds from the environment, or the publisher's own when unset; anything else stops. */
function quietPeriod(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const ms = Number(value);
  if (Number.isInteger(ms) && ms >= 0) return ms;
  console.error(`start: SITE_DEPLOY_HOOK_QUIET_MS must be a whole number of milliseconds, not "${value}".`);
  process.exit(1);
}

// Stopping ends every child whatever its state (the stack's own stop: a frozen or dead functions process, a restart
// still waiting); should anything still hang, the process leaves after 15 s, and a second Ctrl+C leaves at once.
let stopping = false;
async function stop(): Promise<void> {
  if (stopping) {
    console.error("start: stopping at once.");
    process.exit(1);
  }
  stopping = true;
  setTimeout(() => {
    console.error("start: stopping took longer than 15 s; leaving anyway.");
    process.exit(1);
  }, 15_000).unref();
  await publisher?.stop();
  await site.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
