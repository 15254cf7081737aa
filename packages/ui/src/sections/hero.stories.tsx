// Stories of hero.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Hero } from "./hero.tsx";

const meta = {
  title: "Sections/Hero",
  component: Hero,
  tags: ["autodocs", "responsive"],
  args: {
    eyebrow: "Talent and Technology in perfect harmony",
    title: "Build Your Remote Team with Pre-Vetted Professionals",
    tagline:
      "Save up to 80% on labour costs with dedicated staff from Southeast Asia and India, integrated seamlessly into your business.",
    cta: { label: "Get Started", href: "/contact" },
    secondaryCta: { label: "Learn More", href: "/how-it-works" },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The h1 and tagline are static (the largest paint); only the decorative layers move on scroll. */
export const Default: Story = {};

export const TitleOnly: Story = { args: { eyebrow: undefined, cta: undefined, secondaryCta: undefined } };
