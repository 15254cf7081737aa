// Stories of application-detail.tsx: one application opened by a recruiter, and deleting it on request through the
// design system's Dialog. Its calls are answered by a fixture (no backend, no network).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { staffApplicationsPage } from "@solvix/content/pages/staff-applications";
import { busy, docsInFrame, inDocsPage } from "@solvix/ui/lib/story-controls";
import { ApplicationDetail } from "./application-detail.tsx";
import { storyCall } from "./story-fixtures.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffApplicationsPage;

const meta = {
  title: "Staff/Application",
  component: ApplicationDetail,
  tags: ["autodocs", "responsive"],
  args: { id: 3, call: storyCall(), copy, onChanged: fn() },
  parameters: { route: `${path}?id=3` },
  decorators: [inStaffPage],
} satisfies Meta<typeof ApplicationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its details (where the candidate came from: a job board's campaign link), note and CV, the status to set, and the
 * deletion on request. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Maria Santos: DevOps Engineer" }, busy)).toBeVisible();
    await expect(canvas.getByText(copy.labels.campaign).nextElementSibling).toHaveTextContent(
      "source=jobstreet, medium=job-board, campaign=devops-dec",
    );
    await expect(canvas.getByRole("combobox", { name: copy.labels.status })).toHaveValue("new");
  },
};

/** The application could not be read. */
export const Failed: Story = {
  args: { id: 99, call: storyCall(500) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.failure, undefined, busy)).toHaveAttribute(
      "role",
      "alert",
    );
  },
};

/** Deleting asks first, in the design system's Dialog, with focus on Cancel. */
export const DeleteConfirmation: Story = {
  // A modal: on the docs page it opens in its own frame. The shot keeps the focus ring on Cancel.
  parameters: { ...docsInFrame("844px"), screenshot: { keepFocus: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: copy.remove }, busy));
    const dialog = await screen.findByRole("alertdialog", {
      name: copy.removeDialog.title.replace("{name}", "Maria Santos"),
    });
    if (!inDocsPage())
      await expect(within(dialog).getByRole("button", { name: copy.removeDialog.cancel })).toHaveFocus();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** Refused (not a recruiter): the reason in the dialog, which stays open. */
export const DeleteRefused: Story = {
  args: { call: storyCall(403) },
  parameters: { ...docsInFrame("844px") },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: copy.remove }, busy));
    const dialog = within(await screen.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: copy.removeDialog.confirm }));
    await expect(await dialog.findByRole("alert", undefined, busy)).toHaveTextContent(copy.notRecruiter);
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};
