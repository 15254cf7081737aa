// Stories of dialog.tsx: its states in the docs, each one also a test (keyboard, axe, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button.tsx";
import {
  ConfirmDialog,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.tsx";
import { busy, docsInFrame, inDocsPage } from "../lib/story-controls.ts";

/** The action's spy: resolves with nothing (done) or with the reason it failed. */
const action = (run: () => Promise<string | undefined>) => fn(run);

const meta = {
  title: "Components/Dialog",
  component: ConfirmDialog,
  tags: ["autodocs"],
  args: {
    trigger: <Button variant="secondary">Close position</Button>,
    texts: {
      title: "Close this position?",
      description: "Data Analyst leaves the careers page with the site's next build. You can open it again later.",
      confirm: "Close position",
      cancel: "Cancel",
      busy: "Closing...",
    },
    failureMessage: "The position could not be closed. Please try again.",
    tone: "danger",
    onConfirm: action(async () => undefined),
  },
  argTypes: { trigger: { control: false } },
  // A modal: on the docs page each story opens it in its own frame, at the phone's height.
  parameters: docsInFrame("844px"),
  decorators: [
    (Story) => (
      <div className="min-h-[844px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, name = "Close position") =>
  within(canvasElement).getByRole("button", { name });
const dialog = () => screen.findByRole("alertdialog");

/**
 * Opens the dialog from the keyboard (focus on the trigger, Enter); on a docs page with a click, since there the
 * stories' frames race for the one focus (`inDocsPage`) and an Enter can land in another frame.
 */
async function open(canvasElement: HTMLElement) {
  if (inDocsPage()) return userEvent.click(trigger(canvasElement));
  trigger(canvasElement).focus();
  await userEvent.keyboard("{Enter}");
}

/**
 * A destructive staff action asks first. From the keyboard: Enter or Space on the trigger opens it with focus on Cancel
 * (the safe choice), Tab and Shift+Tab stay inside, Escape closes it with nothing done and focus back on the trigger.
 */
export const DestructiveConfirmation: Story = {
  play: async ({ canvasElement, args, step }) => {
    const opener = trigger(canvasElement);
    if (inDocsPage()) return void (await userEvent.click(opener));
    await step("Enter opens it, focus on Cancel", async () => {
      opener.focus();
      await userEvent.keyboard("{Enter}");
      const box = within(await dialog());
      await expect(box.getByRole("heading", { name: "Close this position?" })).toBeVisible();
      await waitFor(() => expect(box.getByRole("button", { name: "Cancel" })).toHaveFocus(), busy);
    });
    await step("Tab and Shift+Tab stay inside", async () => {
      const box = within(await dialog());
      await userEvent.tab();
      await expect(box.getByRole("button", { name: "Close position" })).toHaveFocus();
      await userEvent.tab();
      await expect(box.getByRole("button", { name: "Cancel" })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(box.getByRole("button", { name: "Close position" })).toHaveFocus();
    });
    await step("Escape closes it, nothing done, focus back on the trigger", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull(), busy);
      await expect(opener).toHaveFocus();
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
    await step("Space opens it again", async () => {
      await userEvent.keyboard(" ");
      const box = within(await dialog());
      await waitFor(() => expect(box.getByRole("button", { name: "Cancel" })).toHaveFocus(), busy);
    });
  },
};

/** Confirming runs the action; once it is done the dialog closes and focus returns to the trigger. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    if (inDocsPage()) return;
    const opener = trigger(canvasElement);
    opener.focus();
    await userEvent.keyboard("{Enter}");
    const box = within(await dialog());
    await userEvent.click(box.getByRole("button", { name: "Close position" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull(), busy);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** While the action runs the confirm button says so, and neither Escape nor Cancel closes the dialog. */
export const Busy: Story = {
  args: { onConfirm: action(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const box = within(await dialog());
    await userEvent.click(box.getByRole("button", { name: "Close position" }));
    const running = await box.findByRole("button", { name: "Closing..." });
    await expect(running).toHaveAttribute("aria-disabled", "true");
    await expect(await dialog()).toHaveAttribute("aria-busy", "true");
    await userEvent.keyboard("{Escape}");
    await userEvent.click(box.getByRole("button", { name: "Cancel" }), { pointerEventsCheck: 0 });
    await expect(screen.getByRole("alertdialog")).toBeVisible();
  },
};

/** The action failed: the dialog stays open and says why, for another try or a cancel. */
export const Failed: Story = {
  args: { onConfirm: action(async () => "The position could not be closed: this account is not a positions editor.") },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const box = within(await dialog());
    const confirm = box.getByRole("button", { name: "Close position" });
    await userEvent.click(confirm);
    const alert = await box.findByRole("alert");
    await expect(alert).toHaveTextContent("this account is not a positions editor");
    await expect(confirm).toHaveAccessibleDescription(/not a positions editor/);
    await expect(screen.getByRole("alertdialog")).toBeVisible();
  },
};

/** A neutral confirmation (`tone="default"`): the confirm button is the primary one. */
export const Neutral: Story = {
  args: {
    trigger: <Button variant="outline">Open again</Button>,
    texts: {
      title: "Open this position again?",
      description: "Data Analyst returns to the careers page with the site's next build.",
      confirm: "Open again",
      cancel: "Cancel",
      busy: "Opening...",
    },
    tone: "default",
    defaultOpen: true,
  },
  play: async () => {
    const box = within(await dialog());
    if (inDocsPage()) return;
    await waitFor(() => expect(box.getByRole("button", { name: "Cancel" })).toHaveFocus(), busy);
  },
};

/** The parts, composed by hand for any other modal: trigger, content with its overlay, header, footer, close. */
export const Parts: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">How publishing works</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How publishing works</DialogTitle>
          <DialogDescription>
            A save starts the site's next build; the change is live a few minutes later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole("button", { name: "How publishing works" });
    await userEvent.click(opener);
    const box = within(await screen.findByRole("dialog"));
    if (inDocsPage()) return;
    await waitFor(() => expect(box.getByRole("button", { name: "Got it" })).toHaveFocus(), busy);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), busy);
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await screen.findByRole("dialog");
  },
};
