// `npm start`'s deploy hook: what a static host does when the faqs function calls its hook after a save, done on this
// machine. The function calls it exactly as it calls a hosted one (SITE_DEPLOY_HOOK_URL, debounced in the database,
// supabase/functions/_shared/deploy-hook.ts), with the secret this publisher made (SITE_PUBLISH_SECRET: any other call
// is refused 401); this rebuilds the site from the running stack's rows into a folder of its own and then puts it in
// place of the served one, so visitors get the old pages until the new ones are whole. Then it reports back
// (POST /faqs/publish-report): the content version it read before the build, published or failed (with the step's exit
// code or signal). Only that report marks the change published; a failed, killed or unreported build is tried again by
// the stack's scheduled retry path, with back-off.
import { spawn } from "node:child_process";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { listen } from "./serve.ts";

const appDir = new URL("..", import.meta.url).pathname;

export interface LocalPublisherOptions {
  /** The served build (its client/ folder is what the site server serves). */
  buildDir: string;
  /** How long saves must stop before the function calls the hook (its SITE_DEPLOY_HOOK_QUIET_MS). */
  quietMs?: number;
  /** The function's publish settings for this hook (SITE_PUBLISH_RETRY_BASE_MS, SITE_BUILD_TIMEOUT_MS, …). */
  publishEnv?: Record<string, string>;
  /** The build's steps, each a Node script and its arguments (default: react-router build, then postbuild). */
  steps?: (readonly [name: string, args: string[]])[];
  log?: (line: string) => void;
}

export interface LocalPublisher {
  /** The environment of the faqs function: this hook's URL and the quiet period. */
  functionEnv: Record<string, string>;
  /** Rebuilds read the published rows from these functions (the running stack's). */
  attach(functionsUrl: string): void;
  stop(): Promise<void>;
}

const building = new Set<ReturnType<typeof spawn>>();

interface StepResult {
  ok: boolean;
  /** "exit code 1", "signal SIGKILL", or the spawn error. */
  end: string;
  output: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<StepResult> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: appDir, env, stdio: ["ignore", "pipe", "pipe"] });
    building.add(child);
    child.on("close", () => building.delete(child));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
    child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
    child.on("close", (code, signal) =>
      done({ ok: code === 0, end: signal ? `signal ${signal}` : `exit code ${code}`, output }),
    );
    child.on("error", (error) => done({ ok: false, end: error.message, output: "" }));
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function startLocalPublisher(options: LocalPublisherOptions): Promise<LocalPublisher> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Staging folders of this server's own (ignored by git, lint and formatting), on the build's file system.
  const cache = join(appDir, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(join(cache, "publish-locally-"));
  const next = join(staging, "next");
  const previous = join(staging, "previous");
  const secret = randomBytes(32).toString("hex");
  let functionsUrl: string | undefined;
  let running: Promise<void> | undefined;
  let due = false;
  let stopping = false;

  /** The content version the build is about to read (GET /faqs answers it with the rows). */
  async function contentVersion(): Promise<number> {
    const answer = await fetch(`${functionsUrl}/faqs`, { signal: AbortSignal.timeout(15_000) });
    const body = (await answer.json()) as { contentVersion?: unknown };
    if (!answer.ok || typeof body.contentVersion !== "number") throw new Error(`GET /faqs answered ${answer.status}`);
    return body.contentVersion;
  }

  /** Tells the functions how the build of `version` ended; tried for about a minute while they cannot record it. */
  async function report(version: number, outcome: { ok: true } | { ok: false; error: string }): Promise<void> {
    for (let attempt = 1; attempt <= 12 && !stopping; attempt++) {
      try {
        const answer = await fetch(`${functionsUrl}/faqs/publish-report`, {
          method: "POST",
          headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
          body: JSON.stringify({ version, ...outcome }),
          signal: AbortSignal.timeout(10_000),
        });
        await answer.body?.cancel();
        if (answer.ok) return;
      } catch {
        // The functions or the database are away: try again.
      }
      await sleep(5_000);
    }
    log(`publish: the build's report (version ${version}) could not be delivered; the build will be tried again`);
  }

  const steps = options.steps ?? [
    ["react-router build", [join(appDir, "node_modules/@react-router/dev/bin.js"), "build"]],
    ["postbuild", [join(appDir, "scripts/postbuild.ts")]],
  ];

  /** One rebuild: the build's steps into `next`, then two renames in one tick, then the report. */
  async function rebuild(requestedAt: number): Promise<void> {
    if (!functionsUrl) throw new Error("no functions to read the published content from");
    log(`publish: a save was published; rebuilding the site from ${functionsUrl}/faqs`);
    let version: number;
    try {
      version = await contentVersion();
    } catch (error) {
      // Nothing to report it against: the change stays due, and the scheduled retry calls again after the back-off.
      log(`publish: the content version could not be read (${String(error)}); the build will be tried again`);
      return;
    }
    rmSync(next, { recursive: true, force: true });
    const env = {
      ...process.env,
      SITE_LOCAL_BACKEND: "1",
      WEB_BUILD_DIR: next,
      SITE_PUBLISHED_FUNCTIONS_URL: functionsUrl,
    };
    for (const [name, args] of steps) {
      const step = await run(process.execPath, [...args], env);
      if (!step.ok) {
        rmSync(next, { recursive: true, force: true });
        if (stopping) return;
        log(
          `publish: the rebuild failed in ${name} (${step.end}); the site keeps its previous pages.\n${step.output.slice(-4000)}`,
        );
        await report(version, { ok: false, error: `${name} failed (${step.end})` });
        return;
      }
    }
    // Swapped synchronously: no request is answered between the two renames.
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(options.buildDir)) renameSync(options.buildDir, previous);
    renameSync(next, options.buildDir);
    rmSync(previous, { recursive: true, force: true });
    log(
      `publish: new HTML served, content version ${version} (rebuilt ${((Date.now() - requestedAt) / 1000).toFixed(1)} s after the hook call)`,
    );
    await report(version, { ok: true });
  }

  /** A call during a rebuild makes one more afterwards (its save may have come after the rows were read). */
  function request(): void {
    if (running) {
      due = true;
      return;
    }
    running = (async () => {
      do {
        due = false;
        await rebuild(Date.now()).catch((error: unknown) => log(`publish: the rebuild failed: ${String(error)}`));
      } while (due);
    })().finally(() => (running = undefined));
  }

  const server = createServer((req, res) => {
    if (req.method !== "POST") {
      res.writeHead(405, { Allow: "POST" }).end();
      return;
    }
    req.resume();
    const given = Buffer.from(req.headers.authorization ?? "");
    const expected = Buffer.from(`Bearer ${secret}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.writeHead(401, { "content-type": "application/json" }).end('{"error":"A valid publish secret is required."}');
      return;
    }
    request();
    res.writeHead(202, { "content-type": "application/json" }).end('{"ok":true}');
  });
  const url = await listen(server, 0);

  const idle = async () => {
    while (running) await running;
  };
  return {
    functionEnv: {
      SITE_DEPLOY_HOOK_URL: `${url}/deploy`,
      SITE_DEPLOY_HOOK_QUIET_MS: String(options.quietMs ?? 1000),
      SITE_PUBLISH_SECRET: secret,
      // One machine, no host to spare: no minimum interval between rebuilds, a failed one tried again after 5 s
      // (doubling to 5 minutes), one that has not reported within 10 minutes counts as failed.
      SITE_DEPLOY_HOOK_MIN_INTERVAL_MS: "0",
      SITE_PUBLISH_RETRY_BASE_MS: "5000",
      SITE_PUBLISH_RETRY_MAX_MS: "300000",
      SITE_BUILD_TIMEOUT_MS: "600000",
      ...options.publishEnv,
    },
    attach(url: string) {
      functionsUrl = url;
    },
    async stop() {
      stopping = true;
      due = false;
      // A rebuild under way is abandoned: its half-built folder never replaces the served one.
      for (const child of building) child.kill();
      await new Promise<void>((done) => server.close(() => done()));
      await idle();
      rmSync(staging, { recursive: true, force: true });
    },
  };
}
