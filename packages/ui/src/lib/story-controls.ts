// Stories' helpers (stories only: not shipped): controls derived from a component's cva configuration, framing a story
// on its docs page, the docs-page test (`inDocsPage`), the wait for slow conditions (`busy`) and typing that holds on a
// docs page (`enterText`).
import type { ArgTypes } from "@storybook/react-vite";
import { fireEvent, userEvent } from "storybook/test";

type VariantConfig = {
  variants?: Record<string, Record<string, unknown>>;
  defaultVariants?: Record<string, unknown>;
};

/** One control per cva variant: a select of its options, or a switch for a true/false variant; default in the table. */
export function variantArgTypes(variants: { config: VariantConfig }): ArgTypes {
  const { variants: all = {}, defaultVariants = {} } = variants.config;
  return Object.fromEntries(
    Object.entries(all).map(([name, options]) => {
      const keys = Object.keys(options);
      const boolean = keys.every((key) => key === "true" || key === "false");
      const fallback = defaultVariants[name];
      const table = {
        category: "Variants",
        type: { summary: boolean ? "boolean" : keys.map((key) => JSON.stringify(key)).join(" | ") },
        ...(fallback === undefined ? {} : { defaultValue: { summary: JSON.stringify(fallback) } }),
      };
      return [
        name,
        boolean
          ? { control: "boolean", table }
          : { control: "select", options: keys.every((key) => /^\d+$/.test(key)) ? keys.map(Number) : keys, table },
      ];
    }),
  );
}

/**
 * Docs-page parameters for a story whose state comes from its play function (or that opens a modal): on the docs page
 * it renders in its own frame, where the play function runs, instead of inline in its empty default state.
 */
export function docsInFrame(height: string) {
  return { docs: { story: { inline: false, height } } };
}

/**
 * Whether this story renders in its own frame on a docs page (`docsInFrame`), beside other stories' frames. Only one
 * frame of the page can hold the focus, and each frame's play function moves it to its own, so focus checks there race
 * each other: such a play function shows its state and leaves the keyboard walk to the story's own view (the story
 * tests and the check in Storybook's UI run it there).
 */
export function inDocsPage(): boolean {
  try {
    return window.parent !== window && new URLSearchParams(window.parent.location.search).get("viewMode") === "docs";
  } catch {
    return false;
  }
}

/**
 * The time limit of a play function's wait for something that animates in (a toast's fade, an answer's opening): the
 * animation takes a fraction of a second, but a docs page runs several stories at once, and on a machine whose cores
 * are busy a frame can come seconds late. Testing Library's default (1 s) then fails a story that is right, so the
 * preview (`.storybook/preview.tsx`) makes this every wait's default; passing it still says the wait is a slow one.
 */
export const busy = { timeout: 10_000 };

/**
 * Types `text` into `field` (after clearing it) as a visitor does. On a docs page (`inDocsPage`) the page's other
 * frames take the focus mid-word and the keys land elsewhere ("We need two cust"), so there the value is set without
 * the keyboard: the docs page shows the same filled state, and the story's own view keeps the typing.
 */
export async function enterText(field: HTMLElement, text: string): Promise<void> {
  if (inDocsPage()) {
    await fireEvent.change(field, { target: { value: text } });
    return;
  }
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
