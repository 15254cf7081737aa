import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button.tsx";
import { Toast, useToast, toastVariants } from "./toast.tsx";
import { variantArgTypes, docsInFrame } from "../lib/story-controls.ts";

const meta = {
  title: "Components/Toast",
  component: Toast,
  tags: ["autodocs"],
  argTypes: variantArgTypes(toastVariants),
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After an enquiry is sent. */
export const Success: Story = {
  args: {
    title: "Message Sent Successfully!",
    description: "Thank you for your inquiry. We'll get back to you within 24 hours.",
    variant: "success",
  },
};

/** The destructive 'Error' notification. */
export const Destructive: Story = {
  name: "Error",
  args: { title: "Error", description: "Failed to send message: Network request failed", variant: "destructive" },
};

function Triggers() {
  const { toast } = useToast();
  return (
    <div className="flex gap-3">
      <Button
        onClick={() => toast({ title: "Message Sent Successfully!", description: "Thank you for your inquiry." })}
      >
        Show success
      </Button>
      <Button
        variant="outline"
        onClick={() => toast({ variant: "destructive", title: "Error", description: "Please try again." })}
      >
        Show error
      </Button>
    </div>
  );
}

/** Through the provider: successes are announced in a status region, errors in an alert region. */
export const FromProvider: Story = {
  args: { title: "" },
  parameters: docsInFrame("320px"),
  render: () => <Triggers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show success" }));
    // Notifications fade in: wait for the end of the animation.
    await waitFor(() =>
      expect(within(screen.getByRole("status")).getByText("Message Sent Successfully!")).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Show error" }));
    await waitFor(() => expect(within(screen.getByRole("alert")).getByText("Error")).toBeVisible());
    await userEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Dismiss notification" }));
    await expect(within(screen.getByRole("alert")).queryByText("Error")).toBeNull();
  },
};
