// Stories of responsive-picture.tsx: an uploaded image in the article column, lazy, and as the page's cover
// (priority), from small AVIF and WebP files as the build writes them.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { ResponsivePicture } from "./responsive-picture.tsx";
import { storyLandscape } from "./story-images/landscape.ts";

/**
 * Waits for the picture to be drawn (before the screenshot). The limit only catches a picture that never loads: on a
 * loaded machine the lazy one took longer than waitFor's default second (a story test failed with "expected false").
 */
const loaded = (img: HTMLImageElement) =>
  waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 30_000 });

const landscape = storyLandscape;

const meta = {
  title: "Components/Responsive picture",
  component: ResponsivePicture,
  tags: ["autodocs"],
  args: { image: landscape, sizes: "(min-width: 48rem) 42rem, calc(100vw - 2rem)" },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResponsivePicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a body: lazy, its box the image's shape before it loads. */
export const InTheColumn: Story = {
  args: { className: "rounded-xl" },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector("img")!;
    await loaded(img);
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "1600");
    await expect(canvasElement.querySelectorAll("source")).toHaveLength(2);
    await expect(img.getBoundingClientRect().height).toBeCloseTo((img.getBoundingClientRect().width * 900) / 1600, 0);
  },
};

/** An article's cover, the page's largest picture: loaded at once with high priority. */
export const Cover: Story = {
  args: { priority: true, className: "rounded-2xl" },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector("img")!;
    await loaded(img);
    await expect(img).not.toHaveAttribute("loading");
    await expect(img).toHaveAttribute("fetchpriority", "high");
  },
};
