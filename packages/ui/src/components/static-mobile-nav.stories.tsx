// Stories of static-mobile-nav.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mainMenu } from "@solvix/content/navigation";
import { siteTexts } from "@solvix/content/site-texts";
import StaticMobileNav from "./static-mobile-nav.tsx";

/**
 * The phone menu as the prerendered header carries it: a native `<details>` disclosure that works before the
 * header's code runs and without JavaScript. Once the code runs, the menu button and side panel replace it.
 */
const meta = {
  title: "Components/Static phone menu",
  component: StaticMobileNav,
  tags: ["autodocs", "responsive"],
  args: { menu: mainMenu, texts: siteTexts.header, searchHref: "/search" },
  decorators: [
    (Story) => (
      <div className="min-h-[44rem]">
        <header className="relative flex h-16 items-center justify-end border-b border-ink-200 bg-white px-4">
          <Story />
        </header>
      </div>
    ),
  ],
} satisfies Meta<typeof StaticMobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened, with the Industries group expanded: every page one or two clicks away (below 1024 px). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    // Phones and tablets only: from 1024 px the header shows the desktop navigation instead.
    if (window.innerWidth >= 1024) return;
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main", hidden: true });
    await expect(nav).not.toBeVisible();
    await userEvent.click(canvas.getByLabelText("Open menu"));
    await expect(within(nav).getByRole("link", { name: "Contact" })).toBeVisible();
    await userEvent.click(within(nav).getByText("Industries", { exact: true }));
    await expect(within(nav).getByRole("link", { name: "Legal" })).toHaveAttribute("href", "/industries/legal");
  },
};
