import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";

const meta = {
  title: "Components/Card",
  component: Card,
  tags: ["autodocs"],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants = ["outline", "elevated", "muted"] as const;

/** The card family: header, title, description, content and footer, in each surface variant. */
export const Variants: Story = {
  render: () => (
    <div className="grid gap-6 p-6 md:grid-cols-3">
      {variants.map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle>Staff Augmentation</CardTitle>
            <CardDescription>{variant} surface</CardDescription>
          </CardHeader>
          <CardContent>
            Add pre-vetted engineers to your team within weeks, managed to your processes and tools.
          </CardContent>
          <CardFooter>
            <Button size="sm" variant="outline">
              Learn more
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  ),
};
