// Stories of icon.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { IconName } from "@solvix/content/icons";
import { Icon, useIconGlyphs } from "./icon.tsx";

const meta = {
  title: "Components/Icon",
  component: Icon,
  tags: ["autodocs"],
  args: { name: "Rocket" },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

function IconGallery() {
  const glyphs = useIconGlyphs();
  return (
    <ul className="grid grid-cols-3 gap-3 p-6 sm:grid-cols-6 lg:grid-cols-10">
      {(Object.keys(glyphs) as IconName[]).map((name) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-lg border border-ink-200 p-3 text-center">
          <Icon name={name} className="size-6 text-brand-700" />
          <span className="text-xs break-all text-ink-600">{name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every icon name the content may use. On the site each page receives only the glyphs it uses, collected by its
 * route loader at build time; Storybook supplies them all.
 */
export const Gallery: Story = {
  render: () => <IconGallery />,
};
