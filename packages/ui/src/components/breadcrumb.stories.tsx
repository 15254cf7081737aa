// Stories of breadcrumb.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { siteTexts } from "@solvix/content/site-texts";
import { Breadcrumb } from "./breadcrumb.tsx";

const meta = {
  title: "Components/Breadcrumb",
  component: Breadcrumb,
  tags: ["autodocs"],
  args: {
    label: siteTexts.breadcrumb.label,
    items: [
      { label: "Home", href: "/" },
      { label: "Resources", href: "/resources" },
      { label: "Blog", href: "/resources/blog" },
      {
        label: "Staff Outsourcing Benefits in Singapore",
        href: "/resources/blog/staff-outsourcing-benefits-singapore",
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A nav landmark with an ordered list; the current page carries aria-current. */
export const Default: Story = {};

/** On the dark hero band. */
export const Inverse: Story = {
  args: { tone: "inverse" },
  decorators: [
    (Story) => (
      <div className="bg-brand-950 p-6">
        <Story />
      </div>
    ),
  ],
};
