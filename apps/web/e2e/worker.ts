// The one test type of the end-to-end specs: every worker-scoped fixture they use, registered once, so that any
// worker can run any spec. Playwright runs a test only in a worker whose worker-scoped fixtures are the same
// registrations as the test's; with a test type per kind of spec (plain, the reader's tab, the FAQ suites' site) it
// stopped a worker and started another, with a new browser and, for the FAQ kind, a new site and backend, each time
// its queue passed from one kind to the next: 13 workers and 11 FAQ sites over a run. A worker fixture starts when a
// test of the worker first asks for it, and ends with the worker.
//
//   import { expect, test } from "../worker.ts";   // a new browser context for each test, as @playwright/test's
//   import { expect, test } from "../reader.ts";   // the worker's reader tab (test-scoped fixtures over this one)
//   import { expect, test } from "./fixtures.ts";  // the FAQ suites' (faq/fixtures.ts)
import { test as base, type Page } from "@playwright/test";
import { readPgliteTemplate } from "../../../supabase/local/pglite-template.ts";
import { startLocalSite as startSite, type LocalSite } from "../server/local-site.ts";
import { startTestAuth, testIssuer, type TestAuth } from "./faq/test-auth.ts";

/** The worker's reader tabs (reader.ts), one with JavaScript and one without, each opened when a test first asks. */
export type ReaderTabs = (scripts: boolean) => Promise<Page>;

/** A local site whose faqs function trusts the test's JWKS. */
export interface FaqSite extends LocalSite {
  auth: TestAuth;
}

let template: Promise<Blob> | undefined;

/** The run's migrated, seeded PGlite template (global-setup.ts), read once per worker: a stack's `pgliteFrom`. */
export function pgliteTemplate(): Promise<Blob> {
  const file = process.env.E2E_PGLITE_TEMPLATE;
  if (!file) throw new Error("E2E_PGLITE_TEMPLATE is not set: the template comes from e2e/global-setup.ts");
  template ??= readPgliteTemplate(file);
  return template;
}

/**
 * The built site with its own backend on a fresh data folder (PGlite persisted there, begun from the run's template,
 * so a restarted backend keeps its rows). `functionEnv` tells the faqs function which keys to trust; without SUPABASE_JWKS_URL it trusts the
 * stack's development-only key (LOCAL_JWKS_FILE).
 */
export async function startLocalSite(functionEnv: Record<string, string> = {}): Promise<LocalSite> {
  return startSite({ backend: { functionEnv, pgliteFrom: await pgliteTemplate(), retryIntervalMs: 0, log: () => {} } });
}

export const test = base.extend<object, { readerTabs: ReaderTabs; faqSite: FaqSite }>({
  readerTabs: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } = workerInfo.project.use;
      const tabs = new Map<boolean, Promise<Page>>();
      await provide((scripts) => {
        let tab = tabs.get(scripts);
        if (!tab) {
          tab = browser
            .newContext({
              viewport,
              deviceScaleFactor,
              isMobile,
              hasTouch,
              userAgent,
              baseURL,
              javaScriptEnabled: scripts,
            })
            .then((context) => context.newPage());
          tabs.set(scripts, tab);
        }
        return tab;
      });
      for (const tab of tabs.values()) await (await tab).context().close();
    },
    { scope: "worker" },
  ],
  /**
   * The FAQ suites' site (faq/fixtures.ts): each worker gets its own site and backend whose faqs function trusts the
   * test's JWKS — so edits in one worker never race the other's checks, and a test may stop the backend. The server
   * the Playwright config starts is not told about the test key.
   */
  faqSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, provide) => {
      const auth = await startTestAuth();
      // Every spec of this worker sends from 127.0.0.1 to this one site: the per-client limit on form attempts (5 in
      // 10 minutes by default) would refuse whichever spec came after the others' sends. The limit has its own tests
      // (backend suites; contact.spec on its own site).
      const site = await startLocalSite({
        SUPABASE_JWKS_URL: auth.jwksUrl,
        JWT_ISSUER: testIssuer,
        RATE_LIMIT_MAX: "1000",
        ANALYTICS_EVENTS_PER_MINUTE: "100000",
      });
      await provide(Object.assign(site, { auth }));
      await site.stop();
      await auth.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect } from "@playwright/test";
