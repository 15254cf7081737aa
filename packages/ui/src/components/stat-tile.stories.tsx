// Stories of stat-tile.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatGrid, StatTile, statTileVariants } from "./stat-tile.tsx";
import { variantArgTypes } from "../lib/story-controls.ts";

const meta = {
  title: "Components/Stat tile",
  component: StatTile,
  tags: ["autodocs", "responsive"],
  argTypes: variantArgTypes(statTileVariants),
  args: { value: "500+", label: "IT professionals" },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const stats = [
  { value: "500+", label: "IT professionals" },
  { value: "250+", label: "finance professionals" },
  { value: "180+", label: "finance client companies" },
  { value: "2020", label: "founded" },
];

/** Figures in a description list, in each tone. */
export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-6 p-6">
      {(["default", "brand"] as const).map((tone) => (
        <StatGrid key={tone}>
          {stats.map((stat) => (
            <StatTile key={stat.label} {...stat} tone={tone} />
          ))}
        </StatGrid>
      ))}
      <StatGrid className="rounded-2xl bg-brand-950 p-4">
        {stats.map((stat) => (
          <StatTile key={stat.label} {...stat} tone="inverse" />
        ))}
      </StatGrid>
    </div>
  ),
};
