// Stories of applications-list.tsx: the recruiters' page in each state, from fixtures (no backend).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { staffApplicationsPage } from "@solvix/content/pages/staff-applications";
import { ApplicationsList } from "./applications-list.tsx";
import { storyApplications } from "./story-fixtures.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffApplicationsPage;

const meta = {
  title: "Staff/Applications",
  component: ApplicationsList,
  tags: ["autodocs", "responsive"],
  args: { list: storyApplications, copy, message: "" },
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof ApplicationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Applications by position and talent pool, newest first: each name opens it. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole("region", { name: "DevOps Engineer" }));
    await expect(group.getAllByRole("link").map((link) => link.textContent)).toEqual(["Maria Santos", "Arjun Mehta"]);
    await expect(canvas.getByRole("region", { name: `${copy.pool}: Customer Support` })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { list: "loading" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.loading)).toHaveAttribute("role", "status");
  },
};

/** No application yet. */
export const Empty: Story = {
  args: { list: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.empty)).toBeVisible();
  },
};

/** An account without the recruiter role: the function's refusal, said. */
export const NotRecruiter: Story = {
  args: { list: "denied" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.notRecruiter)).toHaveAttribute("role", "alert");
  },
};

/** The list could not be read. */
export const Failed: Story = {
  args: { list: "failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.failure)).toHaveAttribute("role", "alert");
  },
};

/** After an application was deleted: the note above the list. */
export const Deleted: Story = {
  args: { list: storyApplications.slice(1), message: copy.removed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.removed)).toHaveAttribute("role", "status");
  },
};
