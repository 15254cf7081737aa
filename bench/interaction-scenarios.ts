// bench:interactions' interactions: the page each starts on, where the visitor's finger goes, what they do there
// (swipes, taps and keys through the browser's touch and key input) and what must show afterwards.
import type { CDPSession, Locator, Page } from "playwright";
import { searchPage } from "../packages/content/src/pages/search.ts";

/**
 * How long a finger rests on the glass in a tap. Playwright's `touchscreen.tap` lifts it in the same millisecond, so
 * the tap's click then waits behind the whole touch-down (pointerover, pointerdown, touchstart, focus) and its delay
 * counts work that a real tap has done before the finger comes up. A person's tap lasts about 100 ms; 50 ms keeps the
 * bench on the hard side of that.
 */
const TAP_HOLD_MS = 50;

/** Where the finger goes and the page's input, straight through the browser (no look-ups in the page). */
export interface Finger {
  page: Page;
  at: { x: number; y: number };
  cdp: CDPSession;
}

/**
 * An interaction: the page it starts on, where the visitor's finger goes (found before the CPU is slowed: Playwright's
 * own look-ups run on the page's main thread, and its checks around a locator's tap listen inside the page's events),
 * what they do there (taps and keys straight through the browser's input), and what must show afterwards.
 */
export interface Scenario {
  name: string;
  path: string;
  target: (page: Page) => Locator;
  act: (finger: Finger) => Promise<void>;
  outcome: (page: Page) => Locator;
}

/**
 * Scrolls as a reader does, with swipes of the finger (the browser's touch input), until the target is near the
 * middle of the screen (or the page can scroll no further). The swipes' touches also run the page's input handling
 * (React's event system) before the tap, as a reader's do: a bench that jumped there and tapped would time the first
 * run of that code as the tap's.
 */
export async function scrollToward(page: Page, cdp: CDPSession, target: Locator): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("the page has no viewport size");
  const middle = { x: viewport.width / 2, y: viewport.height / 2 };
  const remaining = async () => {
    const box = await target.boundingBox();
    if (!box) throw new Error("the target has no position on the page");
    return box.y + box.height / 2 - middle.y;
  };
  // A swipe lets go with some speed and the page glides on; a touch while it moves would only stop it.
  const settled = async () => {
    for (let last = -1, now = await page.evaluate(() => scrollY); now !== last;) {
      await page.waitForTimeout(100);
      [last, now] = [now, await page.evaluate(() => scrollY)];
    }
    return remaining();
  };
  for (let left = await settled(); Math.abs(left) > viewport.height / 4;) {
    const swipe = Math.max(-600, Math.min(600, left));
    const from = middle.y + swipe / 2;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: middle.x, y: from }] });
    for (let step = 1; step <= 10; step += 1) {
      const y = from - (swipe * step) / 10;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: middle.x, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    const next = await settled();
    if (Math.abs(next - left) < 1) break; // the page's end: the target stays where it is on the screen
    left = next;
  }
}

/** A tap: the finger down, held for `TAP_HOLD_MS`, and up (the browser's touch input, as `touchscreen.tap` sends it). */
async function tap({ page, at, cdp }: Finger): Promise<void> {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
  await page.waitForTimeout(TAP_HOLD_MS);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

export const scenarios: Scenario[] = [
  {
    name: "phone menu: open",
    path: "/",
    target: (page) => page.getByRole("banner").getByRole("button", { name: "Open menu" }),
    act: tap,
    outcome: (page) => page.getByRole("dialog"),
  },
  {
    name: "FAQ accordion: open an answer",
    path: "/services/talent-outsourcing",
    target: (page) => page.locator('main [data-slot="accordion-trigger"]').nth(1),
    act: tap,
    outcome: (page) => page.locator('main [data-slot="accordion-trigger"][aria-expanded="true"]'),
  },
  {
    name: "enquiry form: send empty, six messages",
    path: "/contact",
    target: (page) => page.getByRole("button", { name: "Send Message" }),
    act: tap,
    outcome: (page) => page.getByText("Message must be at least 10 characters"),
  },
  {
    name: "search: type 'legal', a key each",
    path: "/search",
    target: (page) => page.getByRole("searchbox", { name: searchPage.label }),
    act: async (finger) => {
      await tap(finger);
      await finger.page.keyboard.type("legal", { delay: 150 });
    },
    outcome: (page) => page.getByRole("list", { name: "Search results" }).getByRole("link").first(),
  },
  {
    name: "calculator: add a role, three taps",
    path: "/savings-calculator",
    target: (page) => page.getByRole("button", { name: "One more CAD Designer" }),
    act: async (finger) => {
      for (let count = 0; count < 3; count += 1) {
        await tap(finger);
        await finger.page.waitForTimeout(300);
      }
    },
    outcome: (page) => page.getByLabel("CAD Designer", { exact: true }).and(page.locator('[value="3"]')),
  },
];
