/**
 * Opens every story of the static Storybook in Storybook's own UI (the manager), as a designer does: the toolbar at its
 * defaults (the 1440 px viewport), the story in the manager's frame, each story's own globals and parameters applied by
 * the manager. One tab goes from story to story through the manager's URL (`?path=/story/<id>`, the way its sidebar
 * links go), with the sidebar hidden after the start page has drawn it once: the manager and the preview's code load
 * once. A story fails when its play function or its render throws,
 * its axe check fails (Storybook's `storyFinished` event says `error`), the preview logs a console warning or error, a
 * page throws, or a file fails to load. The manager's own warnings (Storybook's deprecation notices) are not ours;
 * its errors count.
 */
import type { BrowserContext, ConsoleMessage, Frame, Page, Response } from "playwright";
import { recordRenders, stallLimitMs, untilSettled, whileMoving } from "./storybook-renders.ts";

export type StoryEntry = { id: string; title: string; name: string };

/** What Storybook's preview reports on its channel while a story renders and plays (storybook/internal/core-events). */
const reported = [
  "storyFinished",
  "storyErrored",
  "storyMissing",
  "storyThrewException",
  "playFunctionThrewException",
  "unhandledErrorsWhilePlaying",
] as const;

type Reported = { event: (typeof reported)[number]; payload: unknown };
type Finished = { storyId: string; status: "success" | "error"; reporters: { type: string; status: string }[] };

/** How long a finished story is still watched: what it logs as it ends (an error after its last step) is its own. */
export const afterFinishMs = 300;

function firstLine(text: string): string {
  return text.split("\n", 1)[0] ?? "";
}

function describe(payload: unknown): string {
  if (payload && typeof payload === "object" && "message" in payload) return firstLine(String(payload.message));
  return JSON.stringify(payload).slice(0, 300);
}

/** The manager's preview frame, where the stories render. */
async function previewFrame(page: Page): Promise<Frame | null> {
  return (await page.waitForSelector("#storybook-preview-iframe", { timeout: stallLimitMs })).contentFrame();
}

/**
 * Watches the entry the manager's start page shows in its preview frame (a docs page) until it has rendered and its
 * stories have finished, then `afterFinishMs` more. Returns the problem, if it did not finish.
 */
async function watchStartEntry(page: Page): Promise<string[]> {
  const frame = await previewFrame(page);
  const settled = frame !== null && (await untilSettled(frame));
  await page.waitForTimeout(afterFinishMs);
  return settled ? [] : [`its first entry did not finish: its preview stopped moving for ${stallLimitMs / 1000} s`];
}

/**
 * Checks `stories` in one tab of `context`, the manager served at `origin`. Returns one line per problem, prefixed
 * with the story's id; logs a ✓ or ✗ line per story.
 */
export async function checkInManager(
  context: BrowserContext,
  origin: string,
  stories: readonly StoryEntry[],
): Promise<string[]> {
  await context.addInitScript(recordRenders);
  const page = await context.newPage();
  const events: Reported[] = [];
  let problems: string[] = [];
  await page.exposeFunction("__reportStoryEvent", (event: Reported["event"], payload: unknown) => {
    events.push({ event, payload });
  });
  page.on("console", (message: ConsoleMessage) => {
    const type = message.type();
    if (type !== "error" && type !== "warning") return;
    const fromManager = new URL(message.location().url || origin, origin).pathname.startsWith("/sb-manager/");
    if (fromManager && type === "warning") return;
    problems.push(`${type}${fromManager ? " (manager)" : ""}: ${firstLine(message.text())}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${firstLine(error.message)}`));
  page.on("response", (response: Response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });

  // The manager's start page with its sidebar (the tree of every entry): an error it logs fails the check.
  await page.goto(`${origin}/`);
  await page.locator("#storybook-explorer-tree").waitFor({ timeout: stallLimitMs });
  problems.push(...(await watchStartEntry(page)));
  const failures = [...new Set(problems)].map((problem) => `manager start page: ${problem}`);
  // Then the walk, without the sidebar (`nav=false`): redrawing the tree of every entry for each story took two
  // fifths of the walk's CPU time (40 stories: 48.1 core-seconds with it, 28.8 without). The channel carries the
  // preview's events to the manager.
  await page.goto(`${origin}/?nav=false`);
  await page.waitForFunction(() => Reflect.get(window, "__STORYBOOK_ADDONS_CHANNEL__") !== undefined, undefined, {
    timeout: stallLimitMs,
  });
  await page.evaluate((names) => {
    const { __STORYBOOK_ADDONS_CHANNEL__: channel, __reportStoryEvent: report } = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, listener: (payload: unknown) => void): void };
      __reportStoryEvent(event: string, payload: unknown): void;
    };
    for (const name of names) channel.on(name, (payload) => report(name, payload));
  }, reported);
  // The start page's own render is not a story under test: its events end before the first story's begin.
  const startProblems = await watchStartEntry(page);
  failures.push(...startProblems.map((problem) => `manager start page (nav=false): ${problem}`));

  for (const story of stories) {
    events.length = 0;
    problems = [];
    // What the manager's sidebar link does: a new history entry, which its router reads.
    await page.evaluate((id) => {
      history.pushState(null, "", `?path=/story/${id}`);
      dispatchEvent(new PopStateEvent("popstate"));
    }, story.id);
    // Until the preview reports the story finished, for as long as its frame keeps moving.
    let finished: Finished | undefined;
    const frame = await previewFrame(page);
    const done = async (timeout: number) => {
      for (const until = Date.now() + timeout; !finished && Date.now() < until;) {
        await page.waitForTimeout(100);
        finished = events
          .filter((item) => item.event === "storyFinished")
          .map((item) => item.payload as Finished)
          .find((payload) => payload.storyId === story.id);
      }
      return finished !== undefined;
    };
    if (frame) await whileMoving(frame, done);
    if (!finished) problems.push(`did not finish: its preview stopped moving for ${stallLimitMs / 1000} s`);
    else {
      await page.waitForTimeout(afterFinishMs);
      for (const reporter of finished.reporters)
        if (reporter.status === "failed") problems.push(`${reporter.type} check failed`);
      if (finished.status === "error" && finished.reporters.every((reporter) => reporter.status !== "failed"))
        problems.push("the story ended with an error");
    }
    for (const { event, payload } of events)
      if (event !== "storyFinished") problems.push(`${event}: ${describe(payload)}`);
    for (const problem of new Set(problems)) failures.push(`${story.id} (manager): ${problem}`);
    console.log(`${problems.length === 0 ? "✓" : "✗"} ${story.id} (manager)`);
  }
  await page.close();
  return failures;
}
