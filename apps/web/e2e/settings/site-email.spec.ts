/**
 * A site built with its own e-mail address shows it everywhere and never the placeholder: in every prerendered page,
 * after hydration, and on /faqs after the live list (stored rows with an {email} token) has replaced the cards.
 * Builds the site a second time, into its own folder, with SITE_EMAIL set. Desktop only.
 */
import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { listRoutes } from "@solvix/content/routes";
import { startLocalSite, type LocalSite } from "../../server/local-site.ts";
import { waitForHydration } from "../helpers.ts";

test.describe.configure({ mode: "serial" });

const EMAIL = "enquiries@harbour-remote.test";
const PLACEHOLDER = "hello@example.com";
const appDir = new URL("../../", import.meta.url).pathname;
// Inside the app, so that the build's server modules resolve its dependencies (react, …).
const cache = join(appDir, "node_modules/.cache");
mkdirSync(cache, { recursive: true });
const buildDir = mkdtempSync(join(cache, "settings-build-"));
let site: LocalSite | undefined;
let base = "";

test.beforeAll(async () => {
  test.setTimeout(420_000);
  const build = spawnSync(process.execPath, [join(appDir, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: appDir,
    // Served with the embedded backend like the main e2e build (a build without a Supabase URL must say so).
    env: { ...process.env, SITE_EMAIL: EMAIL, WEB_BUILD_DIR: buildDir, SITE_LOCAL_BACKEND: "1" },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  site = await startLocalSite({
    root: join(buildDir, "client"),
    backend: { pglite: "memory", retryIntervalMs: 0, log: () => {} },
  });
  base = site.url;
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

/**
 * Hydrated, the pages whose own code or content writes the address: the footer and structured data of every page
 * (the home page stands for them), the contact page's details, the legal pages' text. Hydration renders the HTML's
 * own tree from the same route data (a difference is a hydration error, which the site sweep catches on every route).
 */
const hydratedSample = ["/", "/contact", "/terms", "/privacy-policy"];

test("no page carries the placeholder address, before or after hydration", async ({ page, request }) => {
  test.setTimeout(120_000);
  let shown = 0;
  for (const route of listRoutes()) {
    const html = await (await request.get(`${base}${route.path}`)).text();
    expect(html.includes(PLACEHOLDER), `${route.path} as prerendered`).toBe(false);
    if (html.includes(EMAIL)) shown += 1;
  }
  // The address is in every page's footer: the setting did reach the build.
  expect(shown).toBe(listRoutes().length);
  for (const path of hydratedSample) {
    await page.goto(`${base}${path}`);
    await waitForHydration(page);
    const hydrated = await page.content();
    expect(hydrated.includes(PLACEHOLDER), `${path} after hydration`).toBe(false);
    expect(hydrated.includes(EMAIL), `${path} after hydration`).toBe(true);
  }
});

test("/faqs: the live list's stored {email} is filled with the setting", async ({ page }) => {
  const live = page.waitForResponse((response) => response.url().endsWith("/functions/v1/faqs") && response.ok());
  await page.goto(`${base}/faqs`);
  const rows = (await (await live).json()) as { faqs: { id: number; answer: string }[] };
  // The stored row keeps the token; the page shows the address.
  expect(rows.faqs.find((row) => row.id === 24)?.answer).toContain("{email}");
  await waitForHydration(page);
  const answer = page.locator("main").getByText(/Send us a message through our contact page/);
  await expect(answer).toContainText(EMAIL);
  expect((await page.content()).includes(PLACEHOLDER), "placeholder in the page").toBe(false);
  // Tokens travel in the route data (the stored text) but never reach the words on the page.
  const text = await page.locator("body").innerText();
  expect(text.match(/\{(email|phone|brand)\}/g) ?? []).toEqual([]);
});
