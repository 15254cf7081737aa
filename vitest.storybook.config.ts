/**
 * Story tests: every story of every package runs in headless Chromium at the phone width (390 px), and again at the
 * desktop width (1440 px) when its layout changes with the width (its meta is tagged `responsive`: its components use
 * a breakpoint variant, `story-coverage.test.ts` checks the tag), with its play function, an axe check (WCAG 2.2 A/AA,
 * zero violations), no console warning or error (`.storybook/vitest.setup.ts`) and a screenshot compared with the
 * committed baseline.
 *
 *   scripts/pnpm exec vitest run --config vitest.storybook.config.ts            # run
 *   scripts/pnpm exec vitest run --config vitest.storybook.config.ts --update   # accept new screenshots
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from "@storybook/addon-vitest/constants";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import type { BrowserCommand } from "vitest/node";
import { chromiumArgs } from "./scripts/chromium.ts";
import { configDefaults, defineConfig } from "vitest/config";
import { storyFilesNotResponsive } from "./.storybook/responsive-stories.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(root, ".storybook");
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The test page's own size: room for the 1440 px story viewport, and for the first screen of any story. */
const testPage = { width: 1600, height: 900 };

/**
 * Sizes the test page (the window around the story's frame) to hold a frame `height` px tall, never less than
 * `testPage`: Vitest scales a frame down to fit the page, and a shot of a scaled frame loses pixels. The page grows only
 * while a tall story is shot (`.storybook/vitest.setup.ts`): a page 12,200 px tall throughout made Chromium's compositor
 * draw that whole area for every frame (all 419 story tests: 31.5 CPU-s in its GPU process, 24.6 with this).
 */
const fitWindow: BrowserCommand<[height: number]> = async ({ page }, height) => {
  await page.setViewportSize({ width: testPage.width, height: Math.max(testPage.height, Math.ceil(height)) });
};

/** The story viewport each run of the stories gets (Storybook's viewport global, `.storybook/preview.tsx`). */
function atWidth(viewport: "mobile" | "desktop") {
  return { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { viewport: { value: viewport, isRotated: false } } };
}

export default defineConfig({
  // One project, one Vite server: both widths share its module transforms and dependency optimizer (two projects
  // started a server, an optimizer and a transform of the whole preview each). Each width is a browser instance.
  plugins: [storybookTest({ configDir })],
  test: {
    name: "stories",
    setupFiles: [path.join(root, ".storybook/vitest.setup.ts")],
    // Every story file in the same test frame, as the stories of one file already are: a fresh frame per file loaded
    // the preview, its addons and the setup again for each of ~120 files (14 files: 64.6 core-seconds isolated,
    // 38.4 not). The setup runs again for each file, so each story keeps its console, load and screenshot checks.
    isolate: false,
    // Limits that only catch a hang: a story renders, plays and is shot as fast as the machine allows.
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
    browser: {
      enabled: true,
      commands: { fitWindow },
      headless: true,
      // Only catches a hang: a busy machine (a load of 27 on two cores) took over a minute to open a browser session.
      // Vitest reads this limit from the root configuration (a project's own was ignored): this one is the root.
      connectTimeout: 5 * 60_000,
      // A mismatched shot writes its actual image and diff, and `--update` writes new baselines: the Storybook plugin
      // turns the browser API's file writing off for its project unless the configuration allows it.
      api: { allowWrite: true },
      provider: playwright({
        contextOptions: { viewport: testPage },
        launchOptions: {
          executablePath: chromium,
          args: [...chromiumArgs, "--font-render-hinting=none", "--hide-scrollbars"],
        },
      }),
      // Every story at 390 px; at 1440 px the story files tagged `responsive` (`.storybook/responsive-stories.ts`).
      instances: [
        { browser: "chromium", name: "stories-mobile", provide: atWidth("mobile") },
        {
          browser: "chromium",
          name: "stories-desktop",
          provide: atWidth("desktop"),
          // An instance's own list replaces the project's: Vitest's defaults and the MDX pages (no stories) stay out.
          exclude: [...configDefaults.exclude, "**/*.mdx", ...(await storyFilesNotResponsive(configDir))],
        },
      ],
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: "pixelmatch",
          // Anti-aliasing tolerance: a pixel counts as changed when its colour moves by more than 10 % (pixelmatch
          // `threshold`; anti-aliased edge pixels are ignored), and a shot passes with at most 0.01 % of its area
          // changed, never more than 20 px (8 px on a 390×200 shot, 20 px on any shot of 200,000 px or more).
          // Measured: repeated runs differ by 0 px; one added letter in a breadcrumb changes 31 px and fails.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0001, allowedMismatchedPixels: 20 },
        },
      },
    },
  },
});
