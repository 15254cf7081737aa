// Stories of cta-band.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CtaBand } from "./cta-band.tsx";
import { sectionOf } from "./story-fixtures.ts";

const cta = sectionOf("insurance", "cta");

const meta = {
  title: "Sections/Call to action band",
  component: CtaBand,
  tags: ["autodocs", "responsive"],
  args: { title: cta.title, body: cta.body, button: cta.button, secondary: cta.secondary },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSecondary: Story = {
  args: { secondary: { label: "Learn More", href: "/how-it-works" } },
};
