// Stories of pagination.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { blogPage } from "@solvix/content/pages/blog";
import { expect, within } from "storybook/test";
import { Pagination } from "./pagination.tsx";

const { listing } = blogPage;

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  args: {
    texts: { label: listing.navLabel, pageLabel: listing.pageLabel, previous: listing.previous, next: listing.next },
    page: 2,
    pages: 3,
    href: (n: number) => (n === 1 ? "/resources/blog" : `/resources/blog/page/${n}`),
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: previous and next links around the numbers; page 1 is the listing's own address. */
export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: listing.navLabel });
    await expect(within(nav).getByRole("link", { name: "Page 2 of 3" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Page 1 of 3" })).toHaveAttribute("href", "/resources/blog");
    await expect(within(nav).getByRole("link", { name: listing.next })).toHaveAttribute(
      "href",
      "/resources/blog/page/3",
    );
  },
};

/** The first page: no previous link. */
export const First: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link", { name: listing.previous })).toBeNull();
  },
};

/** Many pages: the first, the last and the current page's neighbours, gaps between. */
export const ManyPages: Story = { args: { page: 6, pages: 12 } };
