// Stories of staff-nav.tsx: the staff room's navigation before sign-in and for each role (StaffNavView: the roles as
// props, no session read).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { staffRoom } from "@solvix/content/pages/staff-room";
import { staffRoles } from "@solvix/content/staff-roles";
import { StaffNavView } from "./staff-nav.tsx";

const meta = {
  title: "Staff/Navigation",
  component: StaffNavView,
  tags: ["autodocs", "responsive"],
  args: { texts: staffRoom, roles: undefined, busy: false, onSignOut: fn() },
  parameters: { route: "/staff/positions" },
} satisfies Meta<typeof StaffNavView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The staff navigation's queries. */
const staffNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("navigation", { name: "Staff pages" }));

/** The names of the navigation's links, in order. */
const linkNames = (canvasElement: HTMLElement) =>
  staffNav(canvasElement)
    .getAllByRole("link")
    .map((link) => link.textContent);

/** Before sign-in (and as prerendered): the way to the sign-in page only. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual(["Sign In"]);
    await expect(staffNav(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** An editor: the FAQs (edited on the public FAQ page), the writing desk's two pages, the proof and the sign-out. */
export const Editor: Story = {
  args: { roles: ["editor"] },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual(["FAQs", "Articles", "Case studies", "Proof", "Prices"]);
    await expect(staffNav(canvasElement).getByRole("button", { name: "Sign Out" })).toBeEnabled();
  },
};

/** A recruiter on the applications page: that page, marked as the one shown. */
export const Recruiter: Story = {
  args: { roles: ["recruiter"] },
  parameters: { route: "/staff/applications" },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual(["Applications"]);
    await expect(staffNav(canvasElement).getByRole("link")).toHaveAttribute("aria-current", "page");
  },
};

/** Every role, on the positions page: every staff page, the one shown marked as current. */
export const AllRoles: Story = {
  args: { roles: [...staffRoles] },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual(staffRoom.pages.map((page) => page.label));
    const current = staffNav(canvasElement).getByRole("link", { current: "page" });
    await expect(current).toHaveAttribute("href", "/staff/positions");
  },
};
