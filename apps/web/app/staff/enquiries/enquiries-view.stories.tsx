// Stories of enquiries-view.tsx: the leads inbox in each state, from fixtures (no backend).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { staffEnquiriesPage } from "@solvix/content/pages/staff-enquiries";
import { EnquiriesView } from "./enquiries-view.tsx";
import { storyEnquiries } from "./story-fixtures.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffEnquiriesPage;

const meta = {
  title: "Staff/Enquiries",
  component: EnquiriesView,
  tags: ["autodocs", "responsive"],
  args: {
    list: storyEnquiries,
    copy,
    filters: {},
    sources: ["direct", "linkedin", "www.google.com"],
    message: "",
    onExport: fn(),
  },
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof EnquiriesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enquiries newest first with their source and status; the filters and the export above them (it reads what the
 * filters show again, with each one's contact number, message and campaign, and saves it as CSV). */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole("table", { name: copy.listLabel }));
    await expect(table.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Jane Tan",
      "Wei Lim",
      "Jane Tan",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: copy.filters.export }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** Filtered (a source and a status): the form shows the filters the list was read with. */
export const Filtered: Story = {
  args: { list: storyEnquiries.slice(0, 1), filters: { source: "linkedin", status: "new" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: copy.filters.source })).toHaveValue("linkedin");
    await expect(canvas.getByRole("combobox", { name: copy.filters.status })).toHaveValue("new");
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { list: "loading" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.loading)).toHaveAttribute("role", "status");
  },
};

/** Nothing matches the filters (or no enquiry yet): no export. */
export const Empty: Story = {
  args: { list: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(copy.empty)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: copy.filters.export })).toBeNull();
  },
};

/** An account without the sales role: the function's refusal, said. */
export const Refused: Story = {
  args: { list: "denied" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.notSales)).toHaveAttribute("role", "alert");
  },
};

/** The list could not be read. */
export const Failed: Story = {
  args: { list: "failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.failure)).toHaveAttribute("role", "alert");
  },
};

/** Back on the list after a delete: the note above it. */
export const Deleted: Story = {
  args: { message: copy.removed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.removed)).toHaveAttribute("role", "status");
  },
};
