/**
 * Builds the static Storybook and checks it in Chromium: each docs page (the component pages, which render every story
 * of a component together, and the guides) and each story opened in Storybook's own UI at its default toolbar
 * (`storybook-manager.ts`), as a designer opens it. A page that logs a console warning or error,
 * throws, fails to load a file, or shows Storybook's error display fails; so does a story whose play function or axe
 * check fails in the manager. The story tests (`.storybook/vitest.setup.ts`) check each story in the test runner's
 * own frame. Prints one line per failure and a `N passed, N failed` line; exits non-zero on any failure.
 *
 *   node scripts/storybook-console.ts               build, then check
 *   node scripts/storybook-console.ts --no-build    check the last build
 *   STORYBOOK_ENTRIES=id,id node scripts/storybook-console.ts --no-build    check some entries
 */
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright";
import { chromiumArgs, ensureChromium } from "./chromium.ts";
import { checkInManager, type StoryEntry as Entry } from "./storybook-manager.ts";

const root = new URL("..", import.meta.url).pathname;
const out = join(root, "node_modules/.cache/storybook-static");

if (!process.argv.includes("--no-build")) {
  const bin = join(root, "node_modules/.bin/storybook");
  const build = spawnSync(bin, ["build", "--quiet", "-o", out], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error(`storybook: the static build failed${build.error ? `: ${build.error.message}` : ""}`);
    process.exit(1);
  }
}

const index = JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as { entries: Record<string, Entry> };
const only = process.env.STORYBOOK_ENTRIES?.split(",");
const entries = Object.values(index.entries).filter((entry) => !only || only.includes(entry.id));
const docsPages = entries.filter((entry) => entry.type === "docs");
const stories = entries.filter((entry) => entry.type === "story");

const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(
    /^(\.\.[/\\])+/,
    "",
  );
  // Browsers ask for /favicon.ico on their own; Storybook ships favicon.svg.
  const file = join(out, path === "/favicon.ico" ? "favicon.svg" : path.endsWith("/") ? `${path}index.html` : path);
  if (!file.startsWith(out) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: (await ensureChromium()).chromium, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const failures: string[] = [];

// Every story, then every docs page, in one tab of the manager (storybook-manager.ts): the manager and the preview's
// code load once. Loading the preview again for each docs page (iframe.html, two tabs) took twice the CPU time.
failures.push(...(await checkInManager(context, origin, [...stories, ...docsPages])));
await browser.close();
server.close();

const failed = new Set(failures.map((failure) => failure.split(" ")[0])).size;
for (const failure of failures) console.error(`  ${failure}`);
console.log(`${entries.length} entries (${docsPages.length} docs pages and ${stories.length} stories in the manager)`);
console.log(`${entries.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
