// Stories of article-form.tsx: the article editor with its live preview, each field's message, and a save on its way,
// from fixtures (no backend, no network).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, screen, userEvent, waitFor, within } from "storybook/test";
import { staffArticlesPage } from "@solvix/content/pages/staff-articles";
import { docsInFrame, enterText, inDocsPage } from "@solvix/ui/lib/story-controls";
import { ArticleForm } from "./article-form.tsx";
import { draftOf } from "./articles.ts";
import { storyArticles } from "./story-fixtures.ts";
import { deskFormArgs } from "../desk/story-args.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffArticlesPage;

const meta = {
  title: "Staff/Article Editor",
  component: ArticleForm,
  tags: ["autodocs", "responsive"],
  args: deskFormArgs(draftOf(null), copy),
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof ArticleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new article: empty fields, a draft, the address's rule under its label. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: copy.add }));
    await expect(form.getByRole("textbox", { name: copy.labels.slug })).toHaveValue("");
    await expect(form.getByText(copy.labels.slugHint)).toBeVisible();
    await expect(form.getByRole("combobox", { name: copy.labels.state })).toHaveValue("draft");
    await expect(form.queryByLabelText(copy.labels.publishAt)).toBeNull();
  },
};

/** The preview follows the body as it is typed, drawn by the article page's components; HTML is not shown. */
export const LivePreview: Story = {
  args: { editing: draftOf(storyArticles[0]!) },
  // In a frame of its own on the docs page, where it shows the form as it opens.
  parameters: docsInFrame("1500px"),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const preview = within(form.getByRole("region", { name: copy.preview }));
    await expect(preview.getByRole("heading", { name: "Before day one" })).toBeVisible();
    // On the docs page the framed stories race for the one focus (inDocsPage): typing stays with the story tests.
    if (inDocsPage()) return;
    const body = form.getByRole("textbox", { name: copy.labels.body });
    await enterText(body, "## Week one\n\nMeet the team <b>now</b>.");
    await expect(preview.getByRole("heading", { name: "Week one" })).toBeVisible();
    await expect(preview.queryByRole("heading", { name: "Before day one" })).toBeNull();
    await expect(preview.getByText(/Meet the team/)).not.toContainHTML("<b>");
  },
};

/** A published article: changing its address sends the old one to the new (the hint says so). */
export const PublishedAddress: Story = {
  args: { editing: draftOf(storyArticles[2]!) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.labels.slugLocked)).toBeVisible();
  },
};

/** A scheduled article: the time to publish it, in Singapore time. */
export const Scheduled: Story = {
  args: { editing: draftOf(storyArticles[1]!) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: copy.labels.state })).toHaveValue("scheduled");
    await expect(canvas.getByLabelText(copy.labels.publishAt)).toHaveValue("2026-12-01T09:00");
  },
};

/** The function's message for every field of a refused save, each its field's description. */
const fieldMessages: Record<string, string> = {
  slug: "Use lower-case letters, digits and single hyphens (e.g. remote-team-onboarding).",
  title: "Too small: expected string to have >=2 characters",
  summary: "Use one line.",
  body: "Too small: expected string to have >=20 characters",
  category: "Too big: expected string to have <=60 characters",
  author: "Too small: expected string to have >=2 characters",
  tags: "Use at most 12 tags.",
  state: "Invalid option",
  publishAt: "Give the date and time to publish it.",
};

export const FieldMessages: Story = {
  args: { editing: draftOf(storyArticles[1]!), errors: fieldMessages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, message] of Object.entries(fieldMessages)) {
      const label = copy.labels[name as keyof typeof copy.labels];
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
  },
};

/** A save on its way: the form is busy and Save waits. */
export const Saving: Story = {
  args: { editing: draftOf(storyArticles[0]!), saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: copy.save })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: copy.cancel })).toBeEnabled();
  },
};

/** Save hands what it sends to the page (the tags as a list); Cancel closes it. */
export const SaveAndCancel: Story = {
  args: { editing: draftOf(storyArticles[0]!) },
  parameters: docsInFrame("1500px"),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: copy.save }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: "onboarding-a-remote-hire",
        tags: ["Onboarding", "Remote Teams"],
        state: "draft",
      }),
    );
    await userEvent.click(canvas.getByRole("button", { name: copy.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Unpublishing a published article asks first, in the design system's ConfirmDialog, by keyboard: Enter in a field
 * or on Save opens it with focus on Cancel; Escape closes it with nothing saved; Tab to the confirm button and Enter
 * saves the article as unpublished. */
export const UnpublishConfirmation: Story = {
  args: { editing: draftOf(storyArticles[2]!) },
  // A modal: on the docs page it opens in its own frame.
  parameters: docsInFrame("1500px"),
  play: async ({ canvasElement, args }) => {
    // On the docs page the framed stories race for the one focus (inDocsPage): the keyboard walk stays with the story
    // tests and Storybook's UI.
    if (inDocsPage()) return;
    const canvas = within(canvasElement);
    // The state chosen as a change of the select (user-event's selectOptions leaves this controlled select as it was).
    await fireEvent.change(canvas.getByRole("combobox", { name: copy.labels.state }), {
      target: { value: "unpublished" },
    });
    // Save now opens the confirmation (the dialog's trigger).
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: copy.save })).toHaveAttribute("aria-haspopup", "dialog"),
    );
    const title = copy.unpublishDialog.title.replace("{title}", "What remote staffing costs");
    await userEvent.type(canvas.getByRole("textbox", { name: copy.labels.title }), "{Enter}");
    let dialog = await screen.findByRole("alertdialog", { name: title }, { timeout: 10_000 });
    await expect(within(dialog).getByRole("button", { name: copy.unpublishDialog.cancel })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();
    canvas.getByRole("button", { name: copy.save }).focus();
    await userEvent.keyboard("{Enter}");
    dialog = await screen.findByRole("alertdialog", { name: title }, { timeout: 10_000 });
    await expect(within(dialog).getByRole("button", { name: copy.unpublishDialog.cancel })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: copy.unpublishDialog.confirm })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ state: "unpublished" }));
  },
};

/** Other states save at once: a published article saved as a draft asks nothing. */
export const NoConfirmationOtherwise: Story = {
  args: { editing: draftOf(storyArticles[2]!) },
  parameters: docsInFrame("1500px"),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: copy.labels.state }), "draft");
    await userEvent.click(canvas.getByRole("button", { name: copy.save }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ state: "draft" }));
    await expect(screen.queryByRole("alertdialog")).toBeNull();
  },
};
