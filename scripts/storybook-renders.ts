/**
 * What Storybook's preview reports about its renders, read by the Storybook gate's two checks (the docs pages in
 * `storybook-console.ts`, the manager walk in `storybook-manager.ts`) to wait until a page's stories have finished
 * rather than for a fixed time. `recordRenders` is an init script; `previewSettled` and `previewMoves` run in a preview
 * frame; `untilSettled` waits in Node.
 */
import type { Frame } from "playwright";

/**
 * How long a preview may go without moving (no render phase changed, no change to its page, no file loaded) before a
 * wait gives up on it: only catches a page or story that never finishes. It does not bound the whole wait: with one
 * core busy a docs page took 3.5-14 s here, and over 60 s in a CI run whose gates took three times as long as here.
 */
export const stallLimitMs = 60_000;

/** How many stall limits a preview that keeps moving may take (a render that starts itself again without end). */
const stallRounds = 10;

/**
 * Runs in every frame before Storybook's preview does. When the preview sets up its channel, records whether the docs
 * page has rendered and each story render's latest phase (preparing, rendering, playing, … finished), from the
 * channel's events (`docsRendered`, `storyRenderPhaseChanged`: storybook/internal/core-events). It only listens: the
 * accessor hands the preview back the channel it set. In the preview frame it also counts the changes to the page (a
 * play typing into a field moves it, though its phase stays `playing`).
 */
export function recordRenders(): void {
  type Channel = {
    on(event: string, listener: (payload: { storyId: string; renderId: number; newPhase: string }) => void): void;
  };
  const record = { docsRendered: false, phases: {} as Record<string, string>, changes: 0 };
  let channel: Channel | undefined;
  if (location.pathname.endsWith("/iframe.html"))
    new MutationObserver(() => (record.changes += 1)).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  Object.defineProperties(globalThis, {
    __storyRenders: { value: record },
    __STORYBOOK_ADDONS_CHANNEL__: {
      configurable: true,
      get: () => channel,
      set(next: Channel) {
        channel = next;
        next.on("docsRendered", () => {
          record.docsRendered = true;
          record.changes += 1;
        });
        next.on("storyRenderPhaseChanged", ({ storyId, renderId, newPhase }) => {
          record.phases[`${storyId} ${renderId}`] = newPhase;
          record.changes += 1;
        });
      },
    },
  });
}

/** What `recordRenders` keeps on a frame's window. */
type Recorded = { __storyRenders?: { docsRendered: boolean; phases: Record<string, string>; changes: number } };

/** The phases after which a story render does nothing more (an error is on record by then). */
export const settledPhases = ["finished", "aborted", "errored"];

/**
 * Whether the preview frame it runs in has settled. A story on its own (`viewMode=story`): its render. A docs page:
 * the page has rendered and each of its inline stories has settled. A story a docs page shows in a frame of its own
 * (`docsInFrame`) is not waited for: the manager walk opens each of those stories and waits for it to finish. (The
 * frames load after the page has rendered, and lazily: those in the view start then, the rest as the page scrolls.)
 * A preview showing Storybook's error display has settled too: its render failed, and the check reports the error.
 */
export function previewSettled(phases: string[]): boolean {
  if (document.body?.classList.contains("sb-show-errordisplay")) return true;
  const record = (window as unknown as Recorded).__storyRenders;
  const seen = Object.values(record?.phases ?? {});
  const settled = (renders: number) => seen.length >= renders && seen.every((phase) => phases.includes(phase));
  if (new URLSearchParams(location.search).get("viewMode") === "story") return settled(1);
  if (!record?.docsRendered) return false;
  const blocks = [...document.querySelectorAll("[data-story-block]")];
  return settled(blocks.filter((block) => !block.querySelector("iframe")).length);
}

/** How far the preview frame it runs in has moved: its render events and page changes, and the files it has loaded. */
export function previewMoves(): number {
  const record = (window as unknown as Recorded).__storyRenders;
  return (record?.changes ?? 0) + performance.getEntriesByType("resource").length;
}

/**
 * Waits until `done` holds, for as long as `frame`'s preview keeps moving: `done(timeout)` waits up to `timeout` ms and
 * says whether it holds. Gives up when the preview has not moved for `stallLimitMs`, or has kept moving for
 * `stallRounds` of them. Returns whether `done` held.
 */
export async function whileMoving(frame: Frame, done: (timeout: number) => Promise<boolean>): Promise<boolean> {
  // A frame that navigated away or was replaced mid-read has moved (NaN equals nothing).
  const read = () => frame.evaluate(previewMoves).catch(() => Number.NaN);
  let moves = await read();
  for (let round = 0; round < stallRounds; round += 1) {
    if (await done(stallLimitMs)) return true;
    const now = await read();
    if (now === moves) return false;
    moves = now;
  }
  return false;
}

/** Waits until `frame`'s preview has settled (`previewSettled`), for as long as it keeps moving. */
export function untilSettled(frame: Frame): Promise<boolean> {
  return whileMoving(frame, (timeout) =>
    frame
      .waitForFunction(previewSettled, settledPhases, { timeout, polling: 100 })
      .then(() => true)
      .catch(() => false),
  );
}
