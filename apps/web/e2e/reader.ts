// A reader's tab: one browser tab per worker for the specs that only read pages (load them, look at them, run axe),
// going from page to page as a reader does, instead of a new browser context for every test.
//
// A new context per test starts a new renderer process with an empty cache and compiles every module again. Over the
// route sweep (56 tests at the phone width, `playwright test site.spec.ts --project=mobile` alone on an idle machine)
// that was half the work: 2.0 min and 229 core-seconds of machine-wide CPU with a context per test, 1.1-1.2 min and
// 115-130 core-seconds with one tab per worker.
// Every page is still requested, parsed, hydrated and checked in full: what the tab keeps from one page to the next
// is the HTTP cache of the site's immutable assets and its compiled code, as a reader's browser does.
//
//   import { expect, test } from "../reader.ts";
//   test.use({ scripts: false });   // the worker's tab with JavaScript off
//
// Listeners a test adds to the page (console, page errors, requests, responses) are removed after it. A test that
// fails ends its worker (Playwright starts a new one for the next test), and with it the tab.
import { test as base } from "./worker.ts";

// The tabs themselves are a worker fixture of worker.ts (readerTabs), which every spec's test type shares.
export const test = base.extend<{ scripts: boolean }>({
  scripts: [true, { option: true }],
  page: async ({ readerTabs, scripts }, provide) => {
    const tab = await readerTabs(scripts);
    await provide(tab);
    for (const event of ["console", "pageerror", "request", "response", "requestfailed"] as const) {
      tab.removeAllListeners(event);
    }
  },
});

export { expect } from "./worker.ts";
