// Stories of checklist.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checklist } from "./checklist.tsx";

const meta = {
  title: "Components/Checklist",
  component: Checklist,
  tags: ["autodocs"],
  args: {
    items: [
      "Role descriptions and required skills",
      "Team size and start date",
      "Working hours and time zone overlap",
      "Budget per role",
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A step's checklist: short points. */
export const Points: Story = {};

/** Reasons with a description each. */
export const WithDescriptions: Story = {
  args: {
    items: [
      {
        title: "No hidden costs",
        description: "One monthly fee per team member covers salary, benefits, equipment and management.",
      },
      { title: "No long-term contracts", description: "Scale up or down with 30 days written notice." },
    ],
  },
};
