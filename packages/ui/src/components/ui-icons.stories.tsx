// Stories of ui-icons.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as icons from "./ui-icons.tsx";

function Gallery() {
  return (
    <ul className="grid grid-cols-4 gap-3 p-6 sm:grid-cols-8">
      {Object.entries(icons).map(([name, LineIcon]) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-lg border border-ink-200 p-3 text-center">
          <LineIcon className="size-6 text-ink-800" />
          <span className="text-xs break-all text-ink-600">{name}</span>
        </li>
      ))}
    </ul>
  );
}

/** The interface's own line icons: arrows, chevrons, menu, search, close, contact and status marks. */
const meta = {
  title: "Components/Interface icons",
  component: Gallery,
  tags: ["autodocs"],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
