/**
 * Runs after every story test (after its play function and the axe check): compares a screenshot of the
 * rendered story with the committed baseline in `__screenshots__/` beside the story file.
 * Deterministic: fonts loaded, animations and transitions off, fade-in and parallax layers at rest, caret hidden.
 */
import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

const freeze = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
[data-reveal] { opacity: 1 !important; transform: none !important; }
[data-parallax] { transform: none !important; }
`;

/** The story viewport of this Vitest project: 390 px (mobile) or 1440 px (desktop). */
function viewportName(): string {
  return window.innerWidth < 768 ? "mobile" : "desktop";
}

/** Tallest screenshot taken (the test browser window is sized to hold it without scaling). */
const MAX_HEIGHT = 12000;

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Resolves once the document has not changed for `quietMs` (lazily loaded parts have rendered), at most `maxMs`. */
function domSettled(quietMs = 250, maxMs = 5000): Promise<void> {
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

afterEach(async (context) => {
  if (context.task.result?.state === "fail") return;
  // Frozen only for the screenshot: play functions see the real motion behaviour.
  const style = document.createElement("style");
  style.textContent = freeze;
  document.head.append(style);
  context.onTestFinished(() => style.remove());
  await document.fonts.ready;
  // Sections that hydrate from their own chunk (React.lazy) may still be arriving under load.
  await domSettled();
  // Let layout settle after the play function (two frames).
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  window.scrollTo(0, 0);
  // Grow the frame to the story's full height: the screenshot shows everything, not the first screen only.
  const height = Math.min(Math.max(document.documentElement.scrollHeight, window.innerHeight), MAX_HEIGHT);
  if (height > window.innerHeight) {
    await page.viewport(window.innerWidth, height);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  const target = document.querySelector("#storybook-root") ?? document.body;
  await expect.element(page.elementLocator(target)).toMatchScreenshot(`${slug(context.task.name)}-${viewportName()}`);
});
