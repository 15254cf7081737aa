// `npm start`'s deploy hook: what a static host does when the faqs function calls its hook after a save, done on this
// machine. The function calls it exactly as it calls a hosted one (SITE_DEPLOY_HOOK_URL, debounced in the database,
// supabase/functions/_shared/deploy-hook.ts); this rebuilds the site from the running stack's rows into a folder of
// its own and then puts it in place of the served one, so visitors get the old pages until the new ones are whole.
import { spawn } from "node:child_process";
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

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: appDir, env, stdio: ["ignore", "pipe", "pipe"] });
    building.add(child);
    child.on("close", () => building.delete(child));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => done({ ok: code === 0, output }));
    child.on("error", (error) => done({ ok: false, output: error.message }));
  });
}

export async function startLocalPublisher(options: LocalPublisherOptions): Promise<LocalPublisher> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Staging folders of this server's own (ignored by git, lint and formatting), on the build's file system.
  const cache = join(appDir, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(join(cache, "publish-locally-"));
  const next = join(staging, "next");
  const previous = join(staging, "previous");
  let functionsUrl: string | undefined;
  let running: Promise<void> | undefined;
  let due = false;
  let stopping = false;

  /** One rebuild: react-router build and postbuild into `next`, then two renames in one tick. */
  async function rebuild(requestedAt: number): Promise<void> {
    if (!functionsUrl) throw new Error("no functions to read the published content from");
    log(`publish: a save was published; rebuilding the site from ${functionsUrl}/faqs`);
    rmSync(next, { recursive: true, force: true });
    const env = {
      ...process.env,
      SITE_LOCAL_BACKEND: "1",
      WEB_BUILD_DIR: next,
      SITE_PUBLISHED_FUNCTIONS_URL: functionsUrl,
    };
    const bin = join(appDir, "node_modules/@react-router/dev/bin.js");
    for (const [name, args] of [
      ["react-router build", [bin, "build"]],
      ["postbuild", [join(appDir, "scripts/postbuild.ts")]],
    ] as const) {
      const step = await run(process.execPath, [...args], env);
      if (!step.ok) {
        rmSync(next, { recursive: true, force: true });
        if (stopping) return;
        log(`publish: the rebuild failed in ${name}; the site keeps its previous pages.\n${step.output.slice(-4000)}`);
        return;
      }
    }
    // Swapped synchronously: no request is answered between the two renames.
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(options.buildDir)) renameSync(options.buildDir, previous);
    renameSync(next, options.buildDir);
    rmSync(previous, { recursive: true, force: true });
    log(`publish: new HTML served (rebuilt ${((Date.now() - requestedAt) / 1000).toFixed(1)} s after the hook call)`);
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
    request();
    res.writeHead(202, { "content-type": "application/json" }).end('{"ok":true}');
  });
  const url = await listen(server, 0);

  const idle = async () => {
    while (running) await running;
  };
  return {
    functionEnv: { SITE_DEPLOY_HOOK_URL: `${url}/deploy`, SITE_DEPLOY_HOOK_QUIET_MS: String(options.quietMs ?? 1000) },
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
