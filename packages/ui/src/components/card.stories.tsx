// Stories of card.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { VariantProps } from "class-variance-authority";
import { Button } from "./button.tsx";
import { variantArgTypes } from "../lib/story-controls.ts";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants } from "./card.tsx";

const meta = {
  title: "Components/Card",
  component: Card,
  tags: ["autodocs"],
  argTypes: { ...variantArgTypes(cardVariants), children: { control: false } },
  args: { variant: "outline", interactive: false },
  render: (args) => (
    <div className="max-w-sm p-6">
      <Card {...args}>
        <CardHeader>
          <CardTitle className={args.variant === "brand" ? "text-white" : undefined}>Staff Augmentation</CardTitle>
          <CardDescription className={args.variant === "brand" ? "text-brand-100" : undefined}>
            Pre-vetted engineers within weeks
          </CardDescription>
        </CardHeader>
        <CardContent>Add engineers to your team, managed to your processes and tools.</CardContent>
        <CardFooter>
          <Button size="sm" variant={args.variant === "brand" ? "inverse" : "outline"}>
            Learn more
          </Button>
        </CardFooter>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card: every variant and the `interactive` option are controls. */
export const Playground: Story = {};

/** Interactive: lifts and shows a brand border on hover and while a link inside has focus (for whole-card links). */
export const Interactive: Story = { args: { interactive: true, variant: "elevated" } };

/** Every surface variant of the cva definition (a new one appears here by itself). */
const variants = Object.keys(cardVariants.config.variants?.variant ?? {}) as NonNullable<
  VariantProps<typeof cardVariants>["variant"]
>[];

/** The card family: header, title, description, content and footer, in each surface variant. */
export const Variants: Story = {
  render: () => (
    <div className="grid gap-6 p-6 md:grid-cols-2 xl:grid-cols-4">
      {variants.map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle className={variant === "brand" ? "text-white" : undefined}>Staff Augmentation</CardTitle>
            <CardDescription className={variant === "brand" ? "text-brand-100" : undefined}>
              {variant} surface
            </CardDescription>
          </CardHeader>
          <CardContent>
            Add pre-vetted engineers to your team within weeks, managed to your processes and tools.
          </CardContent>
          <CardFooter>
            <Button size="sm" variant={variant === "brand" ? "inverse" : "outline"}>
              Learn more
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  ),
};
