import type { Meta, StoryObj } from "@storybook/react-vite";
import type { IconName } from "@solvix/content/icons";
import { Icon, icons } from "./icon.tsx";

const meta = {
  title: "Components/Icon",
  component: Icon,
  tags: ["autodocs"],
  args: { name: "Rocket" },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon name the content may use (the explicit map keeps bundles tree-shaken). */
export const Gallery: Story = {
  render: () => (
    <ul className="grid grid-cols-3 gap-3 p-6 sm:grid-cols-6 lg:grid-cols-10">
      {(Object.keys(icons) as IconName[]).map((name) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-lg border border-ink-200 p-3 text-center">
          <Icon name={name} className="size-6 text-brand-700" />
          <span className="text-xs break-all text-ink-600">{name}</span>
        </li>
      ))}
    </ul>
  ),
};
