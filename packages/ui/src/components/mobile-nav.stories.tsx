// Stories of mobile-nav.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { site } from "@solvix/content/site";
import { siteTexts } from "@solvix/content/site-texts";
import { storyMainMenu } from "../sections/story-fixtures.ts";
import { MobileNavPanel } from "./mobile-nav.tsx";
import { docsInFrame } from "../lib/story-controls.ts";

const meta = {
  title: "Components/Mobile navigation panel",
  component: MobileNavPanel,
  tags: ["autodocs", "responsive"],
  args: {
    brandName: site.brandName,
    menu: storyMainMenu,
    texts: siteTexts.header,
    open: true,
    onOpenChange: () => {},
  },
  // The panel is a modal dialog: on the docs page each story opens it in its own frame.
  parameters: { route: "/roles", ...docsInFrame("844px") },
} satisfies Meta<typeof MobileNavPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel as the header opens it on small screens: search first, then the links and collapsible groups. */
export const Open: Story = {
  play: async () => {
    const panel = within(await screen.findByRole("dialog"));
    await expect(panel.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search");
    await expect(panel.getAllByRole("button", { expanded: false }).length).toBeGreaterThanOrEqual(4);
  },
};

/** Every group expanded at once: they toggle independently. */
export const GroupsExpanded: Story = {
  play: async () => {
    const panel = within(await screen.findByRole("dialog"));
    for (const name of ["Services", "Roles", "Industries", "Resources"]) {
      await userEvent.click(panel.getByRole("button", { name }));
    }
    await expect(panel.getAllByRole("button", { expanded: true })).toHaveLength(4);
    await expect(panel.getByRole("link", { name: "Legal" })).toBeVisible();
  },
};
