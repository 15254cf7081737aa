// Stories of badge.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, badgeVariants } from "./badge.tsx";
import { variantArgTypes } from "../lib/story-controls.ts";

const meta = {
  title: "Components/Badge",
  component: Badge,
  tags: ["autodocs"],
  argTypes: variantArgTypes(badgeVariants),
  args: { children: "TypeScript" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3 p-6">
      <Badge {...args} variant="neutral">
        Coming soon
      </Badge>
      <Badge {...args} variant="brand">
        Fintech
      </Badge>
      <Badge {...args} variant="accent">
        Kubernetes
      </Badge>
      <span className="rounded-lg bg-brand-950 p-2">
        <Badge {...args} variant="inverse">
          Remote
        </Badge>
      </span>
    </div>
  ),
};
