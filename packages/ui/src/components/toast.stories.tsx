// Stories of toast.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import { siteTexts } from "@solvix/content/site-texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
import { Button } from "./button.tsx";
import { Toast, ToastProvider, useToast, toastVariants } from "./toast.tsx";
import { busy, variantArgTypes, docsInFrame } from "../lib/story-controls.ts";

const meta = {
  title: "Components/Toast",
  component: Toast,
  tags: ["autodocs", "responsive"],
  args: { dismissLabel: siteTexts.toast.dismiss },
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
    await waitFor(
      () => expect(within(screen.getByRole("status")).getByText("Message Sent Successfully!")).toBeVisible(),
      busy,
    );
    await userEvent.click(canvas.getByRole("button", { name: "Show error" }));
    await waitFor(() => expect(within(screen.getByRole("alert")).getByText("Error")).toBeVisible(), busy);
    await userEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Dismiss notification" }));
    await expect(within(screen.getByRole("alert")).queryByText("Error")).toBeNull();
  },
};

/** How long the timed story's successes stay, and how long a held one is watched: longer than it could have left. */
const timedDuration = 600;
const watched = timedDuration + 300;

/**
 * Shows a success, holds it (`hold`: the pointer on it, or focus inside) and checks that it outlives its duration.
 * The duration counts from the moment it appears, so on a busy machine the hold can land after it ran out: that try
 * proves nothing either way, and another success is shown. A pause that does not work fails every try.
 */
async function outlivesItsDuration(
  canvas: ReturnType<typeof within>,
  hold: (message: HTMLElement) => Promise<HTMLElement>,
): Promise<HTMLElement> {
  const status = () => within(canvas.getByRole("status"));
  for (let attempt = 1; attempt <= 5; attempt++) {
    await userEvent.click(canvas.getByRole("button", { name: "Show success" }));
    const message = await status().findByText("Message Sent Successfully!");
    const held = await hold(message);
    await pause(watched);
    if (message.isConnected) return held;
  }
  throw new Error(`a held success closed within ${watched} ms in 5 tries: hovering or focusing it does not pause it`);
}

/**
 * Timing (WCAG 2.2.1): a success closes by itself after its duration (here 600 ms), but not while the pointer is on
 * it or focus is inside it; an error stays until dismissed (here with the keyboard).
 */
export const StaysWhileRead: Story = {
  args: { title: "" },
  render: () => (
    <div data-testid="timed">
      <ToastProvider dismissLabel={siteTexts.toast.dismiss} duration={timedDuration}>
        <Triggers />
      </ToastProvider>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    // The story's own provider (short duration), not the preview's (which never closes anything).
    const canvas = within(within(canvasElement).getByTestId("timed"));
    const status = () => within(canvas.getByRole("status"));
    const alert = () => within(canvas.getByRole("alert"));
    await step("a hovered success stays, and closes once the pointer leaves", async () => {
      const message = await outlivesItsDuration(canvas, async (shown) => {
        await userEvent.hover(shown);
        return shown;
      });
      await userEvent.unhover(message);
      await waitFor(() => expect(status().queryByText("Message Sent Successfully!")).toBeNull(), busy);
    });
    await step("a success with focus inside stays, and closes once focus leaves", async () => {
      const dismiss = await outlivesItsDuration(canvas, async (shown) => {
        const button = within(shown.closest<HTMLElement>("[data-slot=toast]")!).getByRole("button", {
          name: "Dismiss notification",
        });
        button.focus();
        return button;
      });
      dismiss.blur();
      await waitFor(() => expect(status().queryByText("Message Sent Successfully!")).toBeNull(), busy);
    });
    await step("an error stays until dismissed from the keyboard", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Show error" }));
      await alert().findByText("Error");
      await pause(watched);
      await expect(alert().getByText("Error")).toBeInTheDocument();
      alert().getByRole("button", { name: "Dismiss notification" }).focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(alert().queryByText("Error")).toBeNull(), busy);
    });
  },
};
