// A page is drawn as it is: every band of a freshly loaded page, wherever it is, is drawn by the browser, so what an
// auditor's tool reads (axe's colours, a full-page screenshot) is what a reader scrolling through sees. No scroll and
// no hook before the checks.
import { expect, test } from "../worker.ts";
import { drawnWholePaths, expectNoAxeViolations } from "../helpers.ts";

// The home page and a landing page of each family (their hero art and bands are drawn differently): long pages with
// dark bands (the closing call to action, the footer) far below the first screen. These are the axe passes of these
// pages at both widths with JavaScript (site.spec.ts's sweep makes none on them).
for (const path of drawnWholePaths) {
  test(
    `${path}: every band drawn and no axe violation on a freshly loaded page`,
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      // What a band holds is not visible to `checkVisibility` with this option while the browser skips drawing it
      // (content-visibility).
      const skipped = await page
        .locator('[data-slot="page-section"], [data-slot="cta-band"], [data-slot="site-footer"]')
        .evaluateAll((bands) =>
          bands
            .filter((band) => !band.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }))
            .map((band) => band.getAttribute("data-slot")),
        );
      expect(skipped).toEqual([]);
      await expectNoAxeViolations(page);
    },
  );
}
