// Stories of parallax-layer.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { parallaxFactor } from "../lib/motion.ts";
import { PageSection } from "./page-section.tsx";
import { ParallaxLayer } from "./parallax-layer.tsx";
import { SectionHeading } from "./section-heading.tsx";

const meta = {
  title: "Components/Parallax layer",
  component: ParallaxLayer,
  tags: ["autodocs", "responsive"],
  args: { factor: parallaxFactor.howItWorks },
} satisfies Meta<typeof ParallaxLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative shapes behind a band move at -0.7 × the scroll (how it works); the text never moves. */
export const BehindASection: Story = {
  render: (args) => (
    <PageSection tone="muted" className="isolate overflow-hidden">
      <ParallaxLayer {...args}>
        <div className="absolute -top-16 right-10 size-64 rounded-full bg-brand-200/50 blur-2xl" />
        <div className="absolute bottom-0 left-10 size-40 rounded-3xl bg-accent-200/50 blur-xl" />
      </ParallaxLayer>
      <SectionHeading title="How It Works" intro="Four steps from your requirements to a productive remote team." />
    </PageSection>
  ),
};
