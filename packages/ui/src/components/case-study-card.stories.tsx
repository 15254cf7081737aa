// Stories of case-study-card.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { siteTexts } from "@solvix/content/site-texts";
import { expect, waitFor } from "storybook/test";
import { CaseStudyCard } from "./case-study-card.tsx";
import { storyLandscape } from "./story-images/landscape.ts";

/** A cover as the build writes it. */
const cover = storyLandscape;

const meta = {
  title: "Components/Case study card",
  component: CaseStudyCard,
  tags: ["autodocs", "responsive"],
  args: {
    client: "Marketing agency in Australia",
    focus: "4 staff from the Philippines",
    challenge:
      "Rising local salaries and a growing client list left the agency unable to keep up with content demand without doubling its payroll.",
    solution:
      "We sourced a content writer, a graphic designer, a social media manager and a marketing coordinator, and integrated them into the agency's daily workflow.",
    results: [
      { value: "70%", label: "cost reduction" },
      { value: "3 weeks", label: "to hire the team" },
      { value: "150%", label: "more content output" },
      { value: "$240K", label: "annual savings" },
    ],
    tags: ["Marketing", "Content", "Philippines"],
    texts: siteTexts.caseStudy,
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With a cover picture (a case study staff gave one): across the card's top, its box the image's shape before it
 * loads (width and height), lazy, at most 24rem high. */
export const WithCover: Story = {
  args: { cover },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector("img")!;
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    await expect(img).toHaveAttribute("alt", cover.alt);
    await expect(img).toHaveAttribute("width", "1600");
    await expect(img).toHaveAttribute("height", "900");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(canvasElement.querySelectorAll("picture source")).toHaveLength(2);
  },
};
