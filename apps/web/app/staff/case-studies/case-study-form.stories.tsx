// Stories of case-study-form.tsx: the case study editor with its live preview, each field's message, and the
// confirmation before unpublishing, from fixtures (no backend, no network).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, screen, userEvent, waitFor, within } from "storybook/test";
import { staffCaseStudiesPage } from "@solvix/content/pages/staff-case-studies";
import { siteTexts } from "@solvix/content/site-texts";
import { docsInFrame, enterText, inDocsPage } from "@solvix/ui/lib/story-controls";
import { CaseStudyForm } from "./case-study-form.tsx";
import { draftOf } from "./case-studies.ts";
import { storyCaseStudies } from "./story-fixtures.ts";
import { deskFormArgs } from "../desk/story-args.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...words } = staffCaseStudiesPage;
const copy = { ...words, caseTexts: siteTexts.caseStudy };

const meta = {
  title: "Staff/Case Study Editor",
  component: CaseStudyForm,
  tags: ["autodocs", "responsive"],
  args: deskFormArgs(draftOf(null), copy),
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof CaseStudyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new case study: empty fields, six empty result rows, a draft. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: copy.add }));
    await expect(form.getByRole("textbox", { name: copy.labels.client })).toHaveValue("");
    await expect(form.getAllByRole("group", { name: /^Result \d$/ })).toHaveLength(6);
    await expect(form.getByRole("combobox", { name: copy.labels.state })).toHaveValue("draft");
  },
};

/** The preview follows the fields as they are typed, drawn by the case studies page's own card. */
export const LivePreview: Story = {
  args: { editing: draftOf(storyCaseStudies[0]!) },
  parameters: docsInFrame("1800px"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole("region", { name: copy.preview }));
    await expect(preview.getByText("Marketing agency, Australia")).toBeVisible();
    // On the docs page the framed stories race for the one focus (inDocsPage): typing stays with the story tests.
    if (inDocsPage()) return;
    const client = canvas.getByRole("textbox", { name: copy.labels.client });
    await enterText(client, "Design studio");
    await expect(preview.getByText("Design studio, Australia")).toBeVisible();
    const fourth = within(canvas.getByRole("group", { name: "Result 5" }));
    await userEvent.type(fourth.getByRole("textbox", { name: copy.labels.resultValue }), "2x");
    await userEvent.type(fourth.getByRole("textbox", { name: copy.labels.resultLabel }), "Campaigns a month");
    await expect(preview.getByText("Campaigns a month")).toBeVisible();
  },
};

/** The function's message for each field of a refused save, each its field's description. */
const fieldMessages: Record<string, string> = {
  slug: "Use lower-case letters, digits and single hyphens (e.g. remote-team-onboarding).",
  client: "Too small: expected string to have >=2 characters",
  "team.size": "Too small: expected number to be >=1",
  "team.countries": "Too small: expected array to have >=1 items",
  "results.1.label": "Too small: expected string to have >=2 characters",
};

export const FieldMessages: Story = {
  args: { editing: draftOf(storyCaseStudies[1]!), errors: fieldMessages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const named: [string, string][] = [
      [copy.labels.slug, fieldMessages.slug!],
      [copy.labels.client, fieldMessages.client!],
      [copy.labels.teamSize, fieldMessages["team.size"]!],
      [copy.labels.teamCountries, fieldMessages["team.countries"]!],
    ];
    for (const [label, message] of named)
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    const second = within(canvas.getByRole("group", { name: "Result 2" }));
    await expect(second.getByLabelText(copy.labels.resultLabel)).toHaveAccessibleDescription(
      fieldMessages["results.1.label"],
    );
  },
};

/** Save hands what it sends to the page (the team's size a number, the filled results only); Cancel closes it. */
export const SaveAndCancel: Story = {
  args: { editing: draftOf(storyCaseStudies[0]!) },
  parameters: docsInFrame("1800px"),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: copy.save }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        client: "Marketing agency",
        team: { size: 4, countries: ["Philippines"] },
        results: storyCaseStudies[0]!.results,
        state: "draft",
      }),
    );
    await userEvent.click(canvas.getByRole("button", { name: copy.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Unpublishing a published case study asks first (focus on Cancel); Escape saves nothing, the confirm button saves. */
export const UnpublishConfirmation: Story = {
  args: { editing: draftOf(storyCaseStudies[2]!) },
  parameters: docsInFrame("1800px"),
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
    const save = canvas.getByRole("button", { name: copy.save });
    await userEvent.click(save);
    const name = copy.unpublishDialog.title.replace("{title}", "E-commerce company");
    let dialog = await screen.findByRole("alertdialog", { name }, { timeout: 10_000 });
    await expect(within(dialog).getByRole("button", { name: copy.unpublishDialog.cancel })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(save);
    dialog = await screen.findByRole("alertdialog", { name }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: copy.unpublishDialog.confirm }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ state: "unpublished" })));
  },
};
