/**
 * Runs after every story test (after its play function and the axe check): compares a screenshot of the
 * rendered story with the committed baseline in `__screenshots__/` beside the story file.
 * Deterministic: fonts loaded, animations and transitions off, fade-in and parallax layers at rest, caret hidden.
 */
import { afterEach, beforeAll, expect } from "vitest";
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

beforeAll(() => {
  const style = document.createElement("style");
  style.dataset.visualTest = "";
  style.textContent = freeze;
  document.head.append(style);
});

/** The story viewport of this Vitest project: 390 px (mobile) or 1440 px (desktop). */
function viewportName(): string {
  return window.innerWidth < 768 ? "mobile" : "desktop";
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

afterEach(async (context) => {
  if (context.task.result?.state === "fail") return;
  await document.fonts.ready;
  // Let layout settle after the play function (two frames).
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  window.scrollTo(0, 0);
  (document.activeElement as HTMLElement | null)?.blur?.();
  const target = document.querySelector("#storybook-root") ?? document.body;
  await expect.element(page.elementLocator(target)).toMatchScreenshot(`${slug(context.task.name)}-${viewportName()}`);
});
