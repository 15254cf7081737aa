// Stories of enquiry-detail-view.tsx: one enquiry opened by sales staff, and deleting it on request through the
// design system's Dialog. From fixtures (no backend, no network).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { staffEnquiriesPage } from "@solvix/content/pages/staff-enquiries";
import { busy, docsInFrame, inDocsPage } from "@solvix/ui/lib/story-controls";
import { EnquiryDetailView } from "./enquiry-detail-view.tsx";
import { storyOpened } from "./story-fixtures.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffEnquiriesPage;

const meta = {
  title: "Staff/Enquiry",
  component: EnquiryDetailView,
  tags: ["autodocs", "responsive"],
  args: {
    opened: storyOpened,
    copy,
    message: "",
    onStatus: fn(),
    onNote: fn(async () => true),
    onRemove: fn(async (): Promise<string | undefined> => undefined),
  },
  parameters: { route: `${path}?id=42` },
  decorators: [inStaffPage],
} satisfies Meta<typeof EnquiryDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, where it came from, the mails' and CRM hand-off's state, the history, the same company's others. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Jane Tan, Acme Property Pte Ltd" })).toBeVisible();
    await expect(canvas.getByText("/sectors/real-estate")).toBeVisible();
    await expect(canvas.getByText("source=linkedin, medium=social, campaign=q4-property")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: copy.labels.status })).toHaveValue("new");
    await expect(canvas.getByText(/Called; sending a quote on Friday\./)).toBeVisible();
  },
};

/** While it loads. */
export const Loading: Story = {
  args: { opened: "loading" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.loading)).toHaveAttribute("role", "status");
  },
};

/** It could not be read. */
export const Failed: Story = {
  args: { opened: "failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.failure)).toHaveAttribute("role", "alert");
  },
};

/** Deleting asks first, in the design system's Dialog, with focus on Cancel. */
export const DeleteConfirmation: Story = {
  parameters: { ...docsInFrame("844px"), screenshot: { keepFocus: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: copy.remove }, busy));
    const dialog = await screen.findByRole("alertdialog", {
      name: copy.removeDialog.title.replace("{name}", "Jane Tan"),
    });
    if (!inDocsPage())
      await expect(within(dialog).getByRole("button", { name: copy.removeDialog.cancel })).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** After a save: the page's note under the actions (the status saved; a note added and a failure say theirs there). */
export const StatusSaved: Story = {
  args: { message: copy.saved },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.saved)).toHaveAttribute("role", "status");
  },
};

/** A save that failed: the reason in the same place, the enquiry as it was. */
export const SaveFailed: Story = {
  args: { message: copy.failure },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.failure)).toHaveAttribute("role", "status");
  },
};

/** A refused delete (an account without the sales role): the reason inside the dialog, which stays open. */
export const DeleteRefused: Story = {
  args: { onRemove: fn(async () => copy.notSales) },
  parameters: docsInFrame("844px"),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: copy.remove }, busy));
    const dialog = within(await screen.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: copy.removeDialog.confirm }));
    await expect(await dialog.findByRole("alert", undefined, busy)).toHaveTextContent(copy.notSales);
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
