/**
 * What staff publish is what every visitor and crawler gets: `npm start` (scripts/start.ts, on a copy of the tested
 * build and a fresh database) takes a FAQ edit through the staff API with the development editor token the README
 * shows, and the page without JavaScript, its FAQPage data, the sitemap and the search index show the edit once the
 * rebuild it triggers is served. Prints the time from the save to each. Desktop only: it checks one server, not a
 * viewport.
 */
import { expect, test } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../../scripts/free-port.ts";

test.skip(({ isMobile }) => isMobile, "one server, checked once at the desktop viewport");
test.describe.configure({ mode: "serial" });

const appDir = new URL("../../", import.meta.url).pathname;
const repoRoot = join(appDir, "../..");
const cache = join(appDir, "node_modules/.cache");
mkdirSync(cache, { recursive: true });
let buildDir = "";
let dataDir = "";
let server: ChildProcess | undefined;
let log = "";
let base = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The build under test, copied: the rebuild replaces the copy, never the build the other suites read.
  buildDir = mkdtempSync(join(cache, "publish-build-"));
  cpSync(join(appDir, process.env.WEB_BUILD_DIR ?? "build"), buildDir, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), "solvix-publish-"));
  const port = await freePort();
  const { PUBLISH_ON_SAVE: _off, ...env } = process.env;
  server = spawn(process.execPath, [join(repoRoot, "scripts/start.ts"), "--no-build"], {
    cwd: repoRoot,
    // E2E=1: the stack on free ports, not npm start's usual ones.
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, WEB_BUILD_DIR: buildDir, E2E: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/functions/v1/faqs`).catch(() => undefined))?.status, { timeout: 100_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once("exit", done));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** The development-only editor token, as the README has staff mint it for the local stack. */
function developmentToken(): string {
  const minted = spawnSync(
    process.execPath,
    [join(repoRoot, "supabase/scripts/mint-dev-token.ts"), "--data-dir", dataDir, "--hours", "1"],
    { encoding: "utf8" },
  );
  if (minted.status !== 0) throw new Error(`token:dev failed: ${minted.stderr}`);
  return minted.stdout.trim();
}

const text = async (path: string) => (await fetch(`${base}${path}`)).text();

test("a FAQ saved through the staff API reaches the HTML, the sitemap and the search index", async ({ browser }) => {
  test.setTimeout(300_000);
  const marker = `marker${Date.now().toString(36)}`;
  const edit = {
    question: "How quickly can you present candidates for a new role?",
    answer: `Usually within one to two weeks of your brief (published by the end-to-end test ${marker}).`,
  };
  const before = await text("/faqs");
  expect(before).not.toContain(marker);

  const saved = Date.now();
  const response = await fetch(`${base}/functions/v1/faqs/5`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${developmentToken()}`, "content-type": "application/json" },
    body: JSON.stringify(edit),
  });
  expect(response.status).toBe(200);
  const { faq } = (await response.json()) as { faq: { updatedAt: string } };

  const seen: Record<string, number> = {};
  const checks: Record<string, () => Promise<boolean>> = {
    "the /faqs HTML": async () => (await text("/faqs")).includes(marker),
    "the sitemap": async () =>
      new RegExp(`/faqs</loc>\\s*<lastmod>${faq.updatedAt.replace(/\./g, "\\.")}</lastmod>`).test(
        await text("/sitemap.xml"),
      ),
    "the search index": async () => (await text("/search-index.json")).includes(marker),
  };
  await expect
    .poll(
      async () => {
        for (const [name, check] of Object.entries(checks))
          if (!(name in seen) && (await check())) seen[name] = Date.now();
        return Object.keys(seen).sort();
      },
      { timeout: 240_000, intervals: [500] },
    )
    .toEqual(Object.keys(checks).sort());
  for (const [name, at] of Object.entries(seen))
    console.log(`publish: ${name} showed the save after ${((at - saved) / 1000).toFixed(1)} s`);

  // The page as a visitor without JavaScript reads it, and its structured data.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/faqs`);
  await expect(page.locator("#faq-5 h2")).toHaveText(edit.question);
  await expect(page.locator("#faq-5")).toContainText(marker);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd
    .map((data) => JSON.parse(data) as { "@type": string; mainEntity?: unknown[] })
    .find((data) => data["@type"] === "FAQPage");
  expect(faqPage?.mainEntity?.[4]).toMatchObject({ name: edit.question, acceptedAnswer: { text: edit.answer } });
  await context.close();

  expect(log).toContain("publish: new HTML served");
});
