/**
 * What Storybook's preview reports about its renders, read by the Storybook gate's two checks (the docs pages in
 * `storybook-console.ts`, the manager walk's start page in `storybook-manager.ts`) to wait until a page's stories have
 * finished rather than for a fixed time. `recordRenders` is an init script; `previewSettled` runs in a preview frame.
 */

/**
 * Runs in every frame before Storybook's preview does. When the preview sets up its channel, records whether the docs
 * page has rendered and each story render's latest phase (preparing, rendering, playing, … finished), from the
 * channel's events (`docsRendered`, `storyRenderPhaseChanged`: storybook/internal/core-events). It only listens: the
 * accessor hands the preview back the channel it set.
 */
export function recordRenders(): void {
  type Channel = {
    on(event: string, listener: (payload: { storyId: string; renderId: number; newPhase: string }) => void): void;
  };
  const record = { docsRendered: false, phases: {} as Record<string, string> };
  let channel: Channel | undefined;
  Object.defineProperties(globalThis, {
    __storyRenders: { value: record },
    __STORYBOOK_ADDONS_CHANNEL__: {
      configurable: true,
      get: () => channel,
      set(next: Channel) {
        channel = next;
        next.on("docsRendered", () => (record.docsRendered = true));
        next.on("storyRenderPhaseChanged", ({ storyId, renderId, newPhase }) => {
          record.phases[`${storyId} ${renderId}`] = newPhase;
        });
      },
    },
  });
}

/** What `recordRenders` keeps on a frame's window. */
type Recorded = { __storyRenders?: { docsRendered: boolean; phases: Record<string, string> } };

/** The phases after which a story render does nothing more (an error is on record by then). */
export const settledPhases = ["finished", "aborted", "errored"];

/**
 * Whether the preview frame it runs in has settled. A story on its own (`viewMode=story`): its render. A docs page:
 * the page has rendered and each of its inline stories has settled. A story a docs page shows in a frame of its own
 * (`docsInFrame`) is not waited for: the manager walk opens each of those stories and waits for it to finish. (The
 * frames load after the page has rendered, and lazily: those in the view start then, the rest as the page scrolls.)
 */
export function previewSettled(phases: string[]): boolean {
  const record = (window as unknown as Recorded).__storyRenders;
  const seen = Object.values(record?.phases ?? {});
  const settled = (renders: number) => seen.length >= renders && seen.every((phase) => phases.includes(phase));
  if (new URLSearchParams(location.search).get("viewMode") === "story") return settled(1);
  if (!record?.docsRendered) return false;
  const blocks = [...document.querySelectorAll("[data-story-block]")];
  return settled(blocks.filter((block) => !block.querySelector("iframe")).length);
}
