/**
 * Builds the static Storybook and checks it in Chromium: each docs page (the component pages, which render every story
 * of a component together, and the guides) opened in the preview frame, and each story opened in Storybook's own UI at
 * its default toolbar (`storybook-manager.ts`), as a designer opens it. A page that logs a console warning or error,
 * throws, fails to load a file, or shows Storybook's error display fails, watched until it has rendered, its own
 * stories have finished and its requests have ended; so does a story whose play function or axe check fails in the
 * manager. The story tests (`.storybook/vitest.setup.ts`) check each story in the test runner's own frame. Prints one
 * line per failure and a `N passed, N failed` line; exits non-zero on any failure.
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
import { chromium, type Page, type Request } from "playwright";
import { chromiumArgs, ensureChromium } from "./chromium.ts";
import { afterFinishMs, checkInManager } from "./storybook-manager.ts";
import { recordRenders, stallLimitMs, untilSettled } from "./storybook-renders.ts";

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

type Entry = { id: string; title: string; name: string; type: "story" | "docs" };
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
  // Cacheable, as a host serves a built Storybook: the build does not change while the check runs, and each run starts
  // a fresh browser. Chromium then keeps the preview's scripts and their compiled code (V8's code cache lives beside
  // the HTTP cache) from page to page: without a cache header every docs page fetched and compiled the whole preview
  // again (65 docs pages: 82.9 CPU-s uncached, 60.4 cached).
  response.writeHead(200, {
    "content-type": types[extname(file)] ?? "application/octet-stream",
    "cache-control": "max-age=3600",
  });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const builds = await ensureChromium();
const viewport = { width: 1440, height: 900 };
const browser = await chromium.launch({ executablePath: builds.chromium, args: chromiumArgs });
const context = await browser.newContext({ viewport });
await context.addInitScript(recordRenders);
const failures: string[] = [];

async function check(page: Page, entry: Entry): Promise<void> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  // The docs page's own requests in flight, and when the last one began or ended (its story frames' are not counted:
  // those stories are the manager walk's).
  const pending = new Set<Request>();
  let lastRequest = Date.now();
  page.on("request", (request) => {
    if (request.frame() !== page.mainFrame()) return;
    pending.add(request);
    lastRequest = Date.now();
  });
  const ended = (request: Request) => {
    if (pending.delete(request)) lastRequest = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  // The preview alone (what Storybook's UI shows in its frame), with the preview's own globals: the UI around it is
  // Storybook's, not ours, and loading it for every page took most of the check's time.
  await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=${entry.type}`);
  const preview = page.locator(":root");
  // Until the page has rendered and its own stories have (inline stories do not play on a docs page), or it shows
  // Storybook's error display: a fixed half second after the load moved on before they had on some pages, and missed
  // what they logged. A story shown in a frame of its own (`docsInFrame`) plays there, and is the manager walk's to
  // wait for (`previewSettled`).
  if (!(await untilSettled(page.mainFrame())))
    problems.push(`did not finish: its preview stopped moving for ${stallLimitMs / 1000} s`);
  // Parts the page loads once shown (a block's code chunk): until none of its own requests has been in flight for half
  // a second. Playwright's `networkidle` waits for every frame, and a lazy story frame far from the view never loads:
  // pages with one waited out its 30 s limit.
  const until = Date.now() + stallLimitMs;
  while ((pending.size > 0 || Date.now() - lastRequest < 500) && Date.now() < until) await page.waitForTimeout(100);
  await page.waitForTimeout(afterFinishMs);
  if ((await preview.locator("body.sb-show-errordisplay").count()) > 0) {
    problems.push(`error display: ${await preview.locator("#error-message").textContent()}`.trim());
  }
  for (const event of ["console", "pageerror", "response", "request", "requestfinished", "requestfailed"] as const)
    page.removeAllListeners(event);
  for (const problem of problems) failures.push(`${entry.id} (${entry.type}): ${problem}`);
  console.log(`${problems.length === 0 ? "✓" : "✗"} ${entry.id}`);
}

// Two tabs, each going from entry to entry: the machine has few cores, and each entry is small. A tab keeps what a
// reader's tab keeps between pages (the compiled preview bundle, the cache); a new tab per entry compiled the whole
// preview again each time: the 45 docs pages took 104 core-seconds and 61 s that way, 77 and 48 s in two tabs.
const queue = [...docsPages];
await Promise.all(
  [0, 1].map(async () => {
    const page = await context.newPage();
    for (let entry = queue.shift(); entry; entry = queue.shift()) await check(page, entry);
    await page.close();
  }),
);
await browser.close();
// Then every story in the manager, in one tab of the headless shell: the same engine without the browser's UI layer
// (`chromium.ts`), where the walk's plays keep their focus (the docs pages' framed plays do not). The 229 stories took
// 139.3 CPU-s in the browser, 128.3 in the shell.
const shell = await chromium.launch({ executablePath: builds.headlessShell, args: chromiumArgs });
failures.push(...(await checkInManager(await shell.newContext({ viewport }), origin, stories)));
await shell.close();
server.close();

// The manager's start page is not an entry: its failures fail the check without counting an entry as failed.
const startPage = "manager start page";
const startFailed = failures.some((failure) => failure.startsWith(startPage));
const failed = new Set(
  failures.filter((failure) => !failure.startsWith(startPage)).map((failure) => failure.split(" ")[0]),
).size;
for (const failure of failures) console.error(`  ${failure}`);
console.log(
  `${entries.length} entries (${docsPages.length} docs pages in the preview frame, ${stories.length} stories in the ` +
    "manager)",
);
console.log(`${entries.length - failed} passed, ${failed} failed${startFailed ? `; the ${startPage} failed` : ""}`);
process.exit(failed === 0 && !startFailed ? 0 : 1);
