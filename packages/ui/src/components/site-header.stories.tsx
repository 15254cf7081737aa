// Stories of site-header.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { site } from "@solvix/content/site";
import { siteTexts } from "@solvix/content/site-texts";
import { busy } from "../lib/story-controls.ts";
import { storyMainMenu } from "../sections/story-fixtures.ts";
import { SiteHeader } from "./site-header.tsx";

const meta = {
  title: "Components/Site header",
  component: SiteHeader,
  tags: ["autodocs", "responsive"],
  args: { brandName: site.brandName, menu: storyMainMenu, texts: siteTexts.header },
  parameters: { route: "/about" },
  decorators: [
    (Story) => (
      <div className="min-h-[40rem] bg-ink-50">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the disclosure menu and "Get Started". Small screens: logo, search, "Get Started" and the menu button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const action = within(canvasElement).getByRole("link", { name: "Get Started" });
    await expect(action).toBeVisible();
    await expect(action).toHaveAttribute("href", "/contact");
  },
};

/** With `SITE_BOOKING_URL` set: "Book a call" beside "Get Started", from 640 px up (on a phone it is on /contact). */
export const WithBookingLink: Story = {
  args: { bookingUrl: "https://booking.example.com/solvix" },
  play: async ({ canvasElement }) => {
    // In the HTML at every width, shown from 640 px up; "Get Started" is shown at every width.
    const booking = canvasElement.querySelector('a[href="https://booking.example.com/solvix"]');
    await expect(booking).toHaveTextContent("Book a call");
    await expect(within(canvasElement).getByRole("link", { name: "Get Started" })).toBeVisible();
  },
};

/** The Industries drop-down open (two columns) at 1440 px. Escape closes it and returns focus to its button. */
export const DropdownOpen: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  parameters: {
    // The drop-down closes when focus leaves it: the shot keeps the focus on its button.
    screenshot: { keepFocus: true },
  },
  // Not on the docs page: its column is narrower than the 1024 px where the drop-down menu starts.
  tags: ["!autodocs"],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // Storybook's UI renders and plays the story while it still resizes its frame to the pinned 1440 px: the desktop
    // menu shows once it has.
    const nav = await canvas.findByRole("navigation", { name: "Main" }, busy);
    const industries = within(nav).getByRole("button", { name: "Industries" });
    await step("Escape closes the drop-down and returns focus", async () => {
      await userEvent.click(industries);
      await expect(industries).toHaveAttribute("aria-expanded", "true");
      await userEvent.keyboard("{Escape}");
      await expect(industries).toHaveAttribute("aria-expanded", "false");
      await expect(industries).toHaveFocus();
    });
    await step("open the Industries drop-down", async () => {
      await userEvent.click(industries);
      await expect(within(nav).getByRole("link", { name: "Information Technology" })).toBeVisible();
      await expect(within(nav).queryByRole("menu")).toBeNull();
    });
  },
};

/** At 390 px, the mobile side panel open with every group expanded; groups toggle independently. */
export const MobilePanelOpen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  parameters: { docs: { story: { inline: false, height: "844px" } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // Storybook's UI renders and plays the story while it still resizes its frame to the pinned 390 px: the menu
    // button shows once it has.
    const trigger = await canvas.findByRole("button", { name: "Open menu" }, busy);
    // (Escape is the browser's own for a modal <dialog>, answering trusted key presses only: the e2e navigation spec
    // presses it with real input.)
    await step("the close button closes the panel and returns focus to the menu button", async () => {
      await userEvent.click(trigger);
      // The panel's code loads on the first open (React.lazy): seconds on a busy machine.
      const panel = within(await screen.findByRole("dialog", undefined, { timeout: 15_000 }));
      await expect(await screen.findByRole("dialog")).toBeVisible();
      await userEvent.click(panel.getByRole("button", { name: "Close menu" }));
      await expect(screen.queryByRole("dialog")).toBeNull();
      await expect(trigger).toHaveFocus();
    });
    await step("closed and opened again at once (before the close event's task), it stays open", async () => {
      await userEvent.click(trigger);
      const panel = within(await screen.findByRole("dialog"));
      panel.getByRole("button", { name: "Close menu" }).click();
      trigger.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(await screen.findByRole("dialog")).toBeVisible();
      await userEvent.click(panel.getByRole("button", { name: "Close menu" }));
      await expect(screen.queryByRole("dialog")).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await step("open the panel and expand each group", async () => {
      await userEvent.click(trigger);
      const panel = within(await screen.findByRole("dialog"));
      for (const name of ["Services", "Roles", "Industries", "Resources"]) {
        const group = panel.getByRole("button", { name });
        await userEvent.click(group);
        await expect(group).toHaveAttribute("aria-expanded", "true");
      }
      // Groups are independent: all four stay open.
      await expect(panel.getAllByRole("button", { expanded: true })).toHaveLength(4);
      await expect(panel.getByRole("link", { name: "Legal" })).toBeVisible();
    });
  },
};
