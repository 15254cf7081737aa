// Stories of tag-links.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { blogPage } from "@solvix/content/pages/blog";
import { expect, within } from "storybook/test";
import { TagLinks } from "./tag-links.tsx";

const { listing } = blogPage;

const meta = {
  title: "Components/Tag links",
  component: TagLinks,
  tags: ["autodocs"],
  args: {
    "aria-labelledby": "tags-heading",
    links: [
      { label: listing.allTags, href: "/resources/blog" },
      { label: "Philippines", href: "/resources/blog/tag/philippines" },
      { label: "Real Estate", href: "/resources/blog/tag/real-estate" },
      { label: "Singapore", href: "/resources/blog/tag/singapore" },
      { label: "Staff Outsourcing", href: "/resources/blog/tag/staff-outsourcing" },
    ],
    current: "/resources/blog",
  },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-4 p-6">
        <h2 id="tags-heading" className="text-2xl">
          {listing.tagsTitle}
        </h2>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole listing shown: its link is the current page. */
export const AllArticles: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: listing.tagsTitle });
    await expect(within(nav).getByRole("link", { name: listing.allTags })).toHaveAttribute("aria-current", "page");
  },
};

/** A tag's listing shown. */
export const OneTag: Story = { args: { current: "/resources/blog/tag/real-estate" } };
