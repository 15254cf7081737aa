// Stories of role-strip.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import { siteTexts } from "@solvix/content/site-texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PageSection } from "../components/page-section.tsx";
import { RoleStrip } from "./role-strip.tsx";
import { storyRoleCards } from "./story-fixtures.ts";
import { docsInFrame } from "../lib/story-controls.ts";

const meta = {
  title: "Sections/Role strip",
  component: RoleStrip,
  tags: ["autodocs", "responsive"],
  args: { items: storyRoleCards, label: "Role categories", pauseLabel: siteTexts.roleStrip.pause },
  decorators: [
    (Story) => (
      <PageSection tone="muted">
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof RoleStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling: one loop every 25 s; the duplicated cards are inert and hidden from assistive technology. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole("region", { name: "Role categories" });
    // Each role is reachable once (the copy is aria-hidden and inert).
    await expect(within(strip).getAllByRole("link")).toHaveLength(storyRoleCards.length);
    await expect(canvas.getByRole("button", { name: "Pause scrolling" })).toHaveAttribute("aria-pressed", "false");
  },
};

/** Paused with the visible control (aria-pressed). */
export const Paused: Story = {
  parameters: docsInFrame("420px"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Pause scrolling" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const track = canvasElement.querySelector("[data-paused]");
    await expect(track).not.toBeNull();
    await expect(getComputedStyle(track as Element).animationPlayState).toBe("paused");
  },
};
