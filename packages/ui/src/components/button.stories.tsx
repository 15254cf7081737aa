// Stories of button.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Button, buttonVariants } from "./button.tsx";
import { variantArgTypes } from "../lib/story-controls.ts";

const meta = {
  title: "Components/Button",
  component: Button,
  tags: ["autodocs"],
  argTypes: variantArgTypes(buttonVariants),
  parameters: { layout: "padded" },
  args: { children: "Get Started" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

const variants = ["primary", "secondary", "danger", "outline", "ghost", "link"] as const;
const sizes = ["sm", "md", "lg"] as const;

/** Every variant at every size, plus disabled. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};

/** Inverse variants sit on the dark brand bands (hero, call to action). */
export const OnDark: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3 rounded-2xl bg-brand-950 p-8">
      <Button variant="inverse">Get Started Today</Button>
      <Button variant="outline-inverse">Learn More</Button>
    </div>
  ),
};

/** A router link styled as a button through `asChild`: still an `<a href>`, so it works without JavaScript. */
export const AsLink: Story = {
  render: () => (
    <Button asChild size="lg">
      <Link to="/contact">
        Start Your Project
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  ),
};

export const IconOnly: Story = {
  args: { size: "icon", variant: "outline", "aria-label": "Next", children: <ArrowRight /> },
};
