// Stories of reveal.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Reveal } from "./reveal.tsx";

const meta = {
  title: "Components/Reveal",
  component: Reveal,
  tags: ["autodocs"],
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Staggered fade-in: each item waits index × the stagger of its kind. Items already on screen are never hidden,
 * and nothing moves under prefers-reduced-motion.
 */
export const Staggered: Story = {
  render: () => (
    <ul className="grid gap-4 p-6 sm:grid-cols-4">
      {["Share Requirements", "We Source Talent", "Direct Collaboration", "Backend Support"].map((title, index) => (
        <Reveal asChild key={title} index={index} kind="step">
          <li className="rounded-xl border border-ink-200 bg-white p-5 font-semibold text-ink-900">{title}</li>
        </Reveal>
      ))}
    </ul>
  ),
};
