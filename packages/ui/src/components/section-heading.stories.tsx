// Stories of section-heading.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SectionHeading, sectionHeadingVariants } from "./section-heading.tsx";
import { variantArgTypes } from "../lib/story-controls.ts";

const meta = {
  title: "Components/Section heading",
  component: SectionHeading,
  tags: ["autodocs", "responsive"],
  argTypes: variantArgTypes(sectionHeadingVariants),
  args: {
    eyebrow: "Our process",
    title: "Outsource Remote Staff for any task",
    intro:
      "From administration to engineering, our pre-vetted professionals take on the work that slows your team down.",
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {};
export const Start: Story = { args: { align: "start" } };
