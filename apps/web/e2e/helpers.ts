// Helpers the end-to-end specs share: axe checks, hydration waits, error and CSP collection.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** WCAG 2.0/2.1/2.2 A and AA rules. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The pages pages/drawn-whole.spec.ts checks whole with axe, freshly loaded, at both widths: the route sweep
 * (site.spec.ts) leaves its axe pass at the phone width to that spec (one pass per page and width).
 */
export const drawnWholePaths = ["/", "/sectors/real-estate", "/industries/customer-support"];

/**
 * Runs axe on the page (or on the part the `include` selector names) and fails with a readable list of violations.
 * Axe runs in its legacy mode, in the page itself: its default run finishes in a new page of the context, which cost
 * about 0.7 core-seconds a pass (drawn-whole.spec and site.spec's axe passes, 113 tests: 122-126 CPU-seconds, 93-103
 * in the page). The legacy mode's one limit, no cross-origin frames, loses nothing here: the site has no frames (its
 * policy allows none). Only the violations are asserted, so only they are gathered with every node (resultTypes).
 * `scriptsOff`: the page's context has JavaScript disabled. Chromium then runs no timer callback in the page, and axe
 * schedules its work with timers: they are routed through promise callbacks (which still run) before axe is injected —
 * the page runs no script of its own to be affected (a new page of the context would have JavaScript off too).
 */
export async function expectNoAxeViolations(
  page: Page,
  { scriptsOff = false, include }: { scriptsOff?: boolean; include?: string } = {},
): Promise<void> {
  const axe = new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (include) axe.include(include);
  if (scriptsOff) {
    await page.evaluate(() => {
      const soon = (callback: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
        void Promise.resolve().then(() => callback(...args));
        return 0;
      };
      Object.assign(window, {
        setTimeout: soon,
        requestAnimationFrame: (callback: (time: number) => void) => soon(() => callback(performance.now())),
      });
    });
  }
  // Parts fading in (data-reveal) are checked as they end, not half-drawn: axe measures contrast through their
  // opacity. A part just scrolled into view starts its fade only when the observer reports it (motion.ts: a -10 %
  // bottom margin), which may come after this check begins: first wait until no part still waiting lies in that area
  // (a run on busy cores measured two cards of /pricing mid-fade), then for the running animations that end (not the
  // hero art's endless ones).
  if (!scriptsOff) {
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-reveal="pending"]')].every((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return bottom <= 0 || top >= window.innerHeight * 0.9;
      }),
    );
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  const results = await axe.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Collects console errors and uncaught exceptions of a page. With `expectDocument404`, the browser's own report of
 * the document's HTTP 404 (the not-found page) is expected and left out; any other failed resource still counts.
 */
export function collectErrors(page: Page, { expectDocument404 = false } = {}): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const documentStatus = message.text().includes("status of 404") && message.location().url === page.url();
    if (expectDocument404 && documentStatus) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until React has hydrated the document (the root marks <html data-hydrated>) and its deferred parts. A part
 * deferred `until: "near-view"` counts only from when its observer reports it near, which can come after this returns:
 * a test that needs such a part held by React waits for it (`waitForReact`).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Parts that hydrate from their own chunk (below-the-fold sections, the enquiry form) come right after: the page
  // counts those still waiting (deferred.tsx). A quiet network alone is not enough on a busy machine, where React can
  // hydrate a part well after its code has arrived.
  await page.waitForFunction(() => (document.documentElement.dataset.deferredPending ?? "0") === "0", undefined, {
    timeout: 2 * 60_000,
  });
  await page.waitForLoadState("networkidle");
}

/**
 * Waits until React has taken over an element (it keeps its props on the DOM node once that part is hydrated): parts
 * that hydrate from their own chunk come after the page, and a key press that lands before would go to the bare HTML.
 */
export async function waitForReact(locator: Locator): Promise<void> {
  await expect.poll(() => heldByReact(locator), { timeout: 2 * 60_000 }).toBe(true);
}

/** Whether React holds the element now (its props are on the DOM node): `waitForReact` without the wait. */
export function heldByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));
}

/**
 * Records the value of every layout shift of the page's next documents, from their start (buffered, so shifts before
 * the observer runs count too), and returns a function that reads those of the current document.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const seen = window as unknown as { e2eLayoutShifts: number[] };
    seen.e2eLayoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.e2eLayoutShifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { e2eLayoutShifts: number[] }).e2eLayoutShifts);
}

/**
 * Waits until the page's web font has arrived and forgets the layout shifts seen so far: for a test of what happens
 * after the load (a scroll, a band hydrating). The font itself never moves a painted page (font-display: optional,
 * pages/first-paint.spec.ts).
 */
export async function settleFontsAndShifts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    (window as unknown as { e2eLayoutShifts: number[] }).e2eLayoutShifts = [];
  });
}

/**
 * Records every Content-Security-Policy violation the browser reports on the page — the `securitypolicyviolation`
 * events of each document and the console's CSP errors — and returns a function that reads them.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const record = (event: SecurityPolicyViolationEvent) => {
      const seen = JSON.parse(sessionStorage.getItem("e2e-csp") ?? "[]") as string[];
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`);
      sessionStorage.setItem("e2e-csp", JSON.stringify(seen));
    };
    document.addEventListener("securitypolicyviolation", record);
  });
  return async () => {
    const events = await page
      .evaluate(() => JSON.parse(sessionStorage.getItem("e2e-csp") ?? "[]") as string[])
      .catch(() => []);
    return [...events, ...fromConsole];
  };
}
