// Stories of case-studies-view.tsx: the case studies' writing desk in each state, from fixtures (no backend, no
// network).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { staffCaseStudiesPage } from "@solvix/content/pages/staff-case-studies";
import { siteTexts } from "@solvix/content/site-texts";
import { CaseStudiesView } from "./case-studies-view.tsx";
import { draftOf } from "./case-studies.ts";
import { storyCaseStudies, storyCaseStudyHistory } from "./story-fixtures.ts";
import { deskViewArgs, deskViewStateStories } from "../desk/story-args.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...words } = staffCaseStudiesPage;
const copy = { ...words, caseTexts: siteTexts.caseStudy };
const states = deskViewStateStories(copy, { id: 2, rows: storyCaseStudyHistory });

const meta = {
  title: "Staff/Case Studies",
  component: CaseStudiesView,
  tags: ["autodocs", "responsive"],
  args: deskViewArgs(storyCaseStudies, copy),
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof CaseStudiesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every case study with its state (draft, scheduled with its time, published) and its anchor on /case-studies. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: copy.listLabel }));
    const items = list.getAllByRole("listitem");
    await expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Marketing agency, Australia",
      "Fintech startup, Singapore",
      "E-commerce company, United States",
    ]);
    for (const [index, state] of (["draft", "scheduled", "published"] as const).entries())
      await expect(items[index]).toHaveTextContent(copy.states[state]);
    await expect(items[1]).toHaveTextContent("1 Dec 2026, 9:00 am");
    await expect(items[0]).toHaveTextContent(`/case-studies#${storyCaseStudies[0]!.slug}`);
  },
};

/** While the list loads. */
export const Loading: Story = states.loading;

/** No case study yet: the button to write the first. */
export const Empty: Story = states.empty;

/** An account without the editor role: the function's refusal, said. */
export const Refused: Story = states.refused;

/** The list could not be read. */
export const Failed: Story = states.failed;

/** A case study open in the editor above the list, its preview drawn by the case studies page's card. */
export const Editing: Story = {
  args: { editing: draftOf(storyCaseStudies[1]!) },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: `${copy.edit} Fintech startup` }));
    await expect(form.getByRole("textbox", { name: copy.labels.client })).toHaveValue("Fintech startup");
    const preview = within(form.getByRole("region", { name: copy.preview }));
    await expect(preview.getByText("Fintech startup, Singapore")).toBeVisible();
  },
};

/** A save went through: said in the status region above the list. */
export const Saved: Story = states.saved;

/** A case study's saved versions under it: when, who, which state, newest first. */
export const History: Story = states.history;
