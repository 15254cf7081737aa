/**
 * Runs after every story test (after its play function and the axe check): compares a screenshot of the
 * rendered story with the committed baseline in `__screenshots__/` beside the story file, then fails the story on any
 * console warning or error and any file it could not load (HTTP 400 or more) while it rendered, played and was shot.
 *
 * Deterministic on any machine and under load: no focus ring unless the story documents focus
 * (`parameters.screenshot.keepFocus`), no caret, no textarea resize grip, animations and transitions off,
 * fade-in and parallax layers at rest, fonts, images and lazily loaded parts settled before the shot.
 */
import { afterEach, beforeEach, expect } from "vitest";
import { commands, page } from "vitest/browser";

declare module "vitest/browser" {
  interface BrowserCommands {
    /** Sizes the test page to hold a story frame this tall (`vitest.storybook.config.ts`). */
    fitWindow: (height: number) => Promise<void>;
  }
}

const freeze = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
textarea { resize: none !important; }
[data-reveal] { opacity: 1 !important; transform: none !important; }
[data-parallax] { transform: none !important; }
`;

/** What a story may say about its screenshot (`parameters.screenshot`). */
export interface ScreenshotParameters {
  /**
   * Keep the focus where the play function left it. Only for stories whose state lives in the focus (a
   * drop-down that closes when focus leaves it) or that document a focus ring; every other story is shot blurred,
   * because whether a ring shows after scripted input depends on which frame of the test page has focus.
   */
  keepFocus?: boolean;
}

/** The story viewport of this Vitest project: 390 px (mobile) or 1440 px (desktop). */
function viewportName(): string {
  return window.innerWidth < 768 ? "mobile" : "desktop";
}

/** Tallest screenshot taken (the test page grows to hold it without scaling, `fitWindow`). */
const MAX_HEIGHT = 12000;

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Resolves once the document has not changed for `quietMs` (lazily loaded parts have rendered), at most `maxMs`. */
function domSettled(quietMs = 400, maxMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const limit = setTimeout(done, maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(limit);
      resolve();
    }
  });
}

function frames(count = 2): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });
}

/** Resolves once this frame is `height` px tall, at most `maxMs`. */
async function sized(height: number, maxMs = 60_000): Promise<void> {
  const until = performance.now() + maxMs;
  while (window.innerHeight < height && performance.now() < until) await frames(1);
}

/**
 * Every part that loads its code from its own chunk (`deferred()` in packages/ui) has rendered: the page counts those
 * still waiting on `<html data-deferred-pending>`. A chunk's first compile on a busy machine can take longer than any
 * quiet period of the document, and the part then appears after the shot's first measure. At most `maxMs`.
 */
async function deferredSettled(maxMs = 60_000): Promise<void> {
  const until = performance.now() + maxMs;
  while ((document.documentElement.dataset.deferredPending ?? "0") !== "0" && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether the browser will load this image now (a lazy one below the frame waits until the frame grows). */
function due(image: HTMLImageElement): boolean {
  return !image.complete && (image.loading !== "lazy" || image.getBoundingClientRect().top < window.innerHeight);
}

/** Fonts requested so far loaded, every due image decoded (a broken one too: the shot shows it), at most `maxMs`. */
async function assetsSettled(maxMs = 60_000): Promise<void> {
  await document.fonts.ready;
  const images = Array.from(document.images).filter(due);
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, maxMs))]);
  await document.fonts.ready;
}

/** How long a story may keep changing before its screenshot fails (a hang, not a slow machine). */
const settleLimitMs = 2 * 60_000;

/** `work`, or an error with `message` once `ms` have passed (then `work`'s own end is ignored). */
async function withinLimit<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      work.catch(() => undefined);
      reject(new Error(message));
    }, ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Console warnings and errors of the running story (passed on to the console as well). */
const logged: string[] = [];
const passOn = { warn: console.warn.bind(console), error: console.error.bind(console) };
function record(level: "warn" | "error", args: unknown[]): void {
  logged.push(`console.${level}: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ")}`);
}
console.warn = (...args: unknown[]) => {
  record("warn", args);
  passOn.warn(...args);
};
console.error = (...args: unknown[]) => {
  record("error", args);
  passOn.error(...args);
};
// Every load of a file counts, however many stories the frame renders.
performance.setResourceTimingBufferSize(1_000_000);
let resourcesBefore = 0;

beforeEach(() => {
  logged.length = 0;
  resourcesBefore = performance.getEntriesByType("resource").length;
});

/** The story's console warnings and errors, and the files it asked for that did not load. */
function problems(): string[] {
  const failedLoads = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .slice(resourcesBefore)
    .filter((entry) => entry.responseStatus >= 400)
    .map((entry) => `HTTP ${entry.responseStatus}: ${entry.name}`);
  return [...logged, ...failedLoads];
}

afterEach(async (context) => {
  if (context.task.result?.state === "fail") return;
  const story = (context as { story?: { parameters?: { screenshot?: ScreenshotParameters } } }).story;
  // Frozen only for the screenshot: play functions see the real motion behaviour.
  const style = document.createElement("style");
  style.textContent = freeze;
  document.head.append(style);
  context.onTestFinished(() => style.remove());
  if (story?.parameters?.screenshot?.keepFocus) window.focus();
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await deferredSettled();
  await assetsSettled();
  // Sections that hydrate from their own chunk (React.lazy) may still be arriving under load.
  await domSettled();
  await assetsSettled();
  await frames();
  window.scrollTo(0, 0);
  // Grow the frame to the story's full height: the screenshot shows everything, not the first screen only. Again
  // while the story keeps growing: a part arriving late from its own chunk (a slow first compile, a busy machine)
  // lengthens the page after the first measure, and whatever lies below the frame's edge is never painted.
  for (let round = 0; round < 5; round++) {
    const height = Math.min(Math.max(document.documentElement.scrollHeight, window.innerHeight), MAX_HEIGHT);
    if (height <= window.innerHeight) break;
    // The page around the frame first: a frame taller than its page is scaled down. It shrinks again after the shot.
    if (round === 0) context.onTestFinished(() => commands.fitWindow(0));
    await commands.fitWindow(height);
    await page.viewport(window.innerWidth, height);
    // The runner resizes this frame from its parent page: under load the new size arrives frames later.
    await sized(height);
    await deferredSettled();
    await assetsSettled();
    await domSettled();
    await frames();
  }
  const target = document.querySelector("#storybook-root") ?? document.body;
  // Two equal captures in a row count as stable. The matcher gets no limit of its own (`timeout: 0`): Vitest leaves its
  // limit's timer running after the shot, and the last one kept the run from exiting ("close timed out after
  // 10000ms"). `settleLimitMs` only ends a story that never settles (one capture of a tall story takes seconds on a busy
  // machine).
  await withinLimit(
    expect
      .element(page.elementLocator(target))
      .toMatchScreenshot(`${slug(context.task.name)}-${viewportName()}`, { timeout: 0 }),
    settleLimitMs,
    `no two screenshots in a row matched for ${settleLimitMs / 60_000} minutes: the story keeps changing`,
  );
  expect(problems(), "console warnings and errors, files that did not load").toEqual([]);
}, 5 * 60_000);
