// Stories of articles-view.tsx: the writing desk in each state, from fixtures (no backend, no network).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { staffArticlesPage } from "@solvix/content/pages/staff-articles";
import { docsInFrame } from "@solvix/ui/lib/story-controls";
import { ArticlesView } from "./articles-view.tsx";
import { draftOf } from "./articles.ts";
import { storyArticles, storyHistory } from "./story-fixtures.ts";
import { deskViewArgs, deskViewStateStories } from "../desk/story-args.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffArticlesPage;
const states = deskViewStateStories(copy, { id: 2, rows: storyHistory });

const meta = {
  title: "Staff/Articles",
  component: ArticlesView,
  tags: ["autodocs", "responsive"],
  args: deskViewArgs(storyArticles, copy),
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof ArticlesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every article with its state (draft, scheduled with its time, published, unpublished), newest change first. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: copy.listLabel }));
    const items = list.getAllByRole("listitem");
    await expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Onboarding a remote hire",
      "Hiring in the Philippines",
      "What remote staffing costs",
      "An old announcement",
    ]);
    const states = ["draft", "scheduled", "published", "unpublished"] as const;
    for (const [index, state] of states.entries()) await expect(items[index]).toHaveTextContent(copy.states[state]);
    await expect(items[1]).toHaveTextContent("1 Dec 2026, 9:00 am");
  },
};

/** Write an article opens the editor on a new one; Edit and History name the article they are under. */
export const Actions: Story = {
  // Clicked in its own frame on the docs page, where no other story takes the focus.
  parameters: docsInFrame("900px"),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: copy.add }));
    await expect(args.onEdit).toHaveBeenCalledWith(null);
    const item = within(canvas.getAllByRole("listitem")[2]!);
    await userEvent.click(item.getByRole("button", { name: copy.edit }));
    await expect(args.onEdit).toHaveBeenLastCalledWith(storyArticles[2]);
    await userEvent.click(item.getByRole("button", { name: copy.history }));
    await expect(args.onHistory).toHaveBeenCalledWith(2);
  },
};

/** While the list loads. */
export const Loading: Story = states.loading;

/** No article yet: the button to write the first. */
export const Empty: Story = states.empty;

/** An account without the editor role: the function's refusal, said. */
export const Refused: Story = states.refused;

/** The list could not be read. */
export const Failed: Story = states.failed;

/** An article open in the editor above the list, its preview beside the body. */
export const Editing: Story = {
  args: { editing: draftOf(storyArticles[0]!) },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: `${copy.edit} Onboarding a remote hire` }));
    await expect(form.getByRole("textbox", { name: copy.labels.slug })).toHaveValue("onboarding-a-remote-hire");
    await expect(form.getByRole("heading", { name: "Before day one" })).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: copy.add })).toBeNull();
  },
};

/** Back on the list after a save: the note above it. */
export const Saved: Story = states.saved;

/** A save the function refused (the address is another article's): its message above, the field's under the field. */
export const SaveRefused: Story = {
  args: {
    editing: draftOf(storyArticles[0]!),
    message: "Another one already has this address: choose another slug.",
    errors: { slug: "Another one already has this address." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/choose another slug/)).toHaveAttribute("role", "status");
    await expect(canvas.getByRole("textbox", { name: copy.labels.slug })).toHaveAccessibleDescription(
      expect.stringContaining("Another one already has this address."),
    );
  },
};

/** An article's saved versions under it: when, who, which state, which title, newest first. */
export const History: Story = states.history;

/** The history could not be read: said under its article. */
export const HistoryFailed: Story = {
  args: { history: { id: 2, rows: "failed" } },
  play: async ({ canvasElement }) => {
    const item = within(within(canvasElement).getAllByRole("listitem")[2]!);
    await expect(item.getByText(copy.failure)).toHaveAttribute("role", "alert");
  },
};
