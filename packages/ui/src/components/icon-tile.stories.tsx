// Stories of icon-tile.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { colorTokens, iconNames } from "@solvix/content/icons";
import { IconTile, iconTileVariants } from "./icon-tile.tsx";
import { variantArgTypes } from "../lib/story-controls.ts";

const meta = {
  title: "Components/Icon tile",
  component: IconTile,
  tags: ["autodocs"],
  argTypes: {
    ...variantArgTypes(iconTileVariants),
    icon: { control: "select", options: iconNames },
    color: { control: "select", options: colorTokens },
  },
  args: { icon: "Headset", color: "blue" },
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each colour token of the content on its gradient, at the three sizes. */
export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4 p-6">
      {(["sm", "md", "lg"] as const).map((size) => (
        <div key={size} className="flex flex-wrap gap-3">
          {colorTokens.map((color) => (
            <IconTile key={color} {...args} color={color} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};
