// Stories of logo.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Logo } from "./logo.tsx";

const meta = {
  title: "Components/Logo",
  component: Logo,
  tags: ["autodocs"],
  args: { brandName: "Solvix" },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnLight: Story = {
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
};

export const OnDark: Story = {
  args: { inverse: true },
  decorators: [
    (Story) => (
      <div className="bg-ink-950 p-6">
        <Story />
      </div>
    ),
  ],
};
