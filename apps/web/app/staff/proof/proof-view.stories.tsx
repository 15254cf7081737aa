// Stories of proof-view.tsx: the proof desk in each state, from fixtures (no backend): nothing yet (the empty bands
// with their add buttons), rows of each kind, a testimonial's form with the client's agreement, the function's
// refusal of a testimonial without one, and the deletion's confirmation.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { staffImageWords } from "@solvix/content/pages/staff-images";
import { staffProofPage } from "@solvix/content/pages/staff-proof";
import { docsInFrame } from "@solvix/ui/lib/story-controls";
import { draftOf, type DeskRow } from "./proof.ts";
import { ProofView } from "./proof-view.tsx";
import { ImageWordsContext } from "../images/image-service.tsx";
import { inStaffPage, saidAs } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffProofPage;
const fields: [string, string][] = [
  ["/industries/customer-support", "Customer Support"],
  ["/sectors/logistics", "Logistics"],
];
const consent = { by: "Alex Example, Head of Operations", at: "2026-11-02", how: "Signed release, kept in the CRM" };
const common = { updatedAt: "2026-11-20T01:00:00Z", updatedBy: null, sortOrder: 0 } as const;

// Example rows for the staff page's states: the site itself shows only what editors enter.
const rows: DeskRow[] = [
  {
    id: 1,
    kind: "testimonial",
    quote: "Our support desk was staffed in two weeks, and the team has stayed with us since.",
    name: "Alex Example",
    role: "Head of Operations",
    company: "Example Retail Pte Ltd",
    field: "/industries/customer-support",
    photo: null,
    consent,
    state: "published",
    ...common,
  },
  { id: 2, kind: "logo", company: "Sample Logistics", logo: null, consent, state: "draft", ...common },
  {
    id: 3,
    kind: "team",
    name: "Riley Example",
    role: "Account Manager",
    country: "Philippines",
    photo: null,
    state: "published",
    ...common,
  },
];

const meta = {
  title: "Staff/Proof",
  component: ProofView,
  tags: ["autodocs", "responsive"],
  args: {
    list: rows,
    copy,
    fields,
    message: "",
    editing: null,
    errors: {},
    onEdit: fn(),
    onSave: fn(),
    onCancel: fn(),
    onRemove: fn(async () => undefined),
  },
  parameters: { route: path },
  decorators: [
    inStaffPage,
    // The picture fields' words, as the page (staff-proof.tsx) provides them.
    (Story) => (
      <ImageWordsContext value={staffImageWords}>
        <Story />
      </ImageWordsContext>
    ),
  ],
} satisfies Meta<typeof ProofView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each kind's rows with their state and, for a testimonial or logo, who agreed and when. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const testimonials = canvas.getByRole("region", { name: "Testimonials" });
    // The agreement's day as the other staff pages write a day.
    await expect(testimonials).toHaveTextContent(`${copy.labels.consentBy}: ${consent.by}, 2 Nov 2026`);
    await expect(canvas.getByRole("region", { name: "Certifications" })).toHaveTextContent(copy.none);
    await userEvent.click(canvas.getByRole("button", { name: copy.add.certification }));
    await expect(args.onEdit).toHaveBeenCalledWith("certification", null);
  },
};

/** Nothing entered yet: every band empty, each with its add button (the site shows nothing). */
export const Empty: Story = {
  args: { list: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(copy.none)).toHaveLength(4);
  },
};

export const Loading: Story = { args: { list: "loading" }, play: saidAs("status", copy.loading) };
export const NotEditor: Story = { args: { list: "denied" }, play: saidAs("alert", copy.notEditor) };
export const Failed: Story = { args: { list: "failed" }, play: saidAs("alert", copy.failure) };
export const Saved: Story = { args: { message: copy.published }, play: saidAs("status", copy.published) };

/** A new testimonial: its fields, the client's field, and the agreement (who, when, how) it cannot be saved without. */
export const AddingTestimonial: Story = {
  args: { editing: draftOf("testimonial", null) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form", { name: copy.add.testimonial });
    const agreement = within(form).getByRole("group", { name: copy.labels.consent });
    await expect(within(agreement).getByLabelText(copy.labels.consentBy)).toBeRequired();
    await expect(within(agreement).getByLabelText(copy.labels.consentAt)).toBeRequired();
  },
};

/** A team member has no agreement fields and no client's field. */
export const AddingTeamMember: Story = {
  args: { editing: draftOf("team", null) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form", { name: copy.add.team });
    await expect(within(form).queryByRole("group", { name: copy.labels.consent })).toBeNull();
  },
};

/** The function's refusal of a testimonial without a date of agreement: the sentence above, the field's message. */
export const Refused: Story = {
  args: {
    editing: draftOf("testimonial", rows[0]!),
    message: "Give the date of the agreement (YYYY-MM-DD).",
    errors: { "consent.at": "Give the date of the agreement (YYYY-MM-DD)." },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(copy.labels.consentAt)).toHaveAccessibleDescription(
      "Give the date of the agreement (YYYY-MM-DD).",
    );
  },
};

/** Deleting asks first, in the design system's Dialog: focus on the safe choice. */
export const DeleteConfirmation: Story = {
  parameters: { ...docsInFrame("844px"), screenshot: { keepFocus: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete Alex Example" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Alex Example?" });
    await expect(within(dialog).getByRole("button", { name: copy.removeConfirm.cancel })).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
