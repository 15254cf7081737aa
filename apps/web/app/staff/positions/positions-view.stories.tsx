// Stories of positions-view.tsx: the positions editors' page in each state, from fixtures (no backend), and the
// confirmation that closes a position in the design system's Dialog.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { staffPositionsPage } from "@solvix/content/pages/staff-positions";
import {
  defaultPositionCountries,
  newPositionSchema,
  positionCountries,
  positionLocations,
  positionTypes,
  salaryCurrencies,
  type StoredPosition,
} from "@solvix/content/position-rules";
import { FormStates, statePanel } from "@solvix/ui/docs/form-states";
import { docsInFrame } from "@solvix/ui/lib/story-controls";
import { draftOf, type Choices } from "./positions.ts";
import { PositionsView } from "./positions-view.tsx";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffPositionsPage;
const choices: Choices = {
  locations: [...positionLocations],
  types: [...positionTypes],
  countries: Object.entries(positionCountries),
  defaultCountries: [...defaultPositionCountries],
  currencies: [...salaryCurrencies],
};

const position = (slug: string, name: string, closedAt: string | null = null): StoredPosition => ({
  slug,
  title: name,
  location: "Remote",
  type: "Full-time",
  description: `${name}: the role, the team and what a first month looks like.`,
  tags: ["Communication"],
  validThrough: null,
  countries: ["PH", "ID", "VN", "IN"],
  salary: null,
  benefits: null,
  hours: null,
  timeZone: null,
  datePosted: "2026-11-02T01:00:00Z",
  closedAt,
  updatedAt: "2026-11-20T01:00:00Z",
});

const positions = [
  position("devops-engineer", "DevOps Engineer"),
  position("customer-support-specialist", "Customer Support Specialist"),
  position("bookkeeper", "Bookkeeper", "2026-11-18T04:00:00Z"),
];

const meta = {
  title: "Staff/Positions",
  component: PositionsView,
  tags: ["autodocs", "responsive"],
  args: {
    list: positions,
    copy,
    choices,
    message: "",
    editing: null,
    errors: {},
    onEdit: fn(),
    onSave: fn(),
    onCancel: fn(),
    onClose: fn(async () => undefined),
    onReopen: fn(),
  },
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof PositionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and closed positions, each with its actions. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Open positions (2)" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Open again Bookkeeper" })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { list: "loading" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.loading)).toHaveAttribute("role", "status");
  },
};

/** No position yet: both lists say so. */
export const Empty: Story = {
  args: { list: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(copy.none)).toHaveLength(2);
  },
};

/** The list could not be read. */
export const Failed: Story = {
  args: { list: "failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.failure)).toHaveAttribute("role", "alert");
  },
};

/** After a save: the published note above the list. */
export const Saved: Story = {
  args: { message: copy.published },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.published)).toHaveAttribute("role", "status");
  },
};

/** Adding a position: the form instead of its button, a field's message from the function. */
export const Adding: Story = {
  args: { editing: draftOf(null, choices), errors: { slug: "Enter an address of at least 3 characters" } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form", { name: copy.add });
    await expect(within(form).getByText("Enter an address of at least 3 characters")).toBeVisible();
  },
};

/** Editing who may apply and the pay and terms: the countries ticked (Thailand added), a salary range with a
 * message from the function, hours and time zone. */
export const EditingTerms: Story = {
  args: {
    editing: draftOf(
      {
        ...positions[0]!,
        countries: ["PH", "ID", "VN", "IN", "TH"],
        salary: { currency: "PHP", min: 60000, max: 90000, unit: "MONTH" },
        hours: "Monday to Friday, 09:00 to 18:00",
        timeZone: "Philippine time (UTC+8)",
      },
      choices,
    ),
    errors: { salary: "The minimum must not be above the maximum" },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form", { name: `${copy.edit} DevOps Engineer` });
    await expect(within(form).getByRole("checkbox", { name: "Thailand" })).toBeChecked();
    await expect(within(form).getByRole("checkbox", { name: "Malaysia" })).not.toBeChecked();
    await expect(within(form).getByLabelText(copy.labels.salaryMin)).toHaveValue(60000);
    await expect(within(form).getByText("The minimum must not be above the maximum")).toBeVisible();
  },
};

/** Closing a position asks first, in the design system's Dialog: focus on Cancel, Escape keeps it open. */
export const CloseConfirmation: Story = {
  // A modal: on the docs page it opens in its own frame. The shot keeps the focus ring on Cancel.
  parameters: { ...docsInFrame("844px"), screenshot: { keepFocus: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Close position DevOps Engineer" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Close DevOps Engineer?" });
    await expect(within(dialog).getByRole("button", { name: copy.closeDialog.cancel })).toHaveFocus();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A new position with every field wrong, answered as the function answers it (positions.ts `invalid`): the first
 * message of each field from the same rules, and the sentence that lists them. */
const refused = (() => {
  const result = newPositionSchema.safeParse({
    slug: "A",
    title: "",
    location: "Anywhere",
    type: "Sometimes",
    description: "Short",
    tags: [],
    validThrough: "tomorrow",
    countries: [],
    salary: { currency: "PHP", min: 90000, max: 60000, unit: "MONTH" },
    hours: "Monday to Friday\n09:00 to 18:00",
  });
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return { fields, message: `Please correct: ${[...new Set(Object.values(fields))].join("; ")}` };
})();

const filledDraft = draftOf(
  { ...positions[0]!, salary: { currency: "PHP", min: 60000, max: 90000, unit: "MONTH" } },
  choices,
);

/**
 * The position form's states side by side, as the page shows each: adding (empty, the four staff countries ticked),
 * every field's message (the function's, with its sentence above), saving (the buttons wait), saved (the form closed,
 * the note above) and not saved (the reason above, every value kept).
 */
export const FormStatesSideBySide: Story = {
  name: "Form States",
  parameters: { docs: { story: { inline: true } } },
  render: (args) => {
    const view = (props: Partial<typeof args>) => <PositionsView {...args} list={[]} {...props} />;
    return (
      <FormStates
        states={[
          { label: "Adding", form: view({ editing: draftOf(null, choices) }) },
          {
            label: "Every field's message",
            form: view({ editing: draftOf(null, choices), errors: refused.fields, message: refused.message }),
          },
          { label: "Saving", form: view({ editing: filledDraft, saving: true }) },
          { label: "Saved", form: view({ message: copy.published }) },
          { label: "Not saved, every value kept", form: view({ editing: filledDraft, message: copy.failure }) },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const panel = (label: string) => within(statePanel(canvasElement, label));
    await expect(panel("Adding").getByRole("button", { name: copy.save })).toBeEnabled();
    const messages = panel("Every field's message");
    for (const message of new Set(Object.values(refused.fields)))
      await expect(messages.getAllByText(message, { exact: false }).length).toBeGreaterThan(0);
    await expect(panel("Saving").getByRole("button", { name: copy.saving })).toBeDisabled();
    await expect(panel("Saving").getByRole("form")).toHaveAttribute("aria-busy", "true");
    await expect(panel("Saved").getByText(copy.published)).toHaveAttribute("role", "status");
    await expect(panel("Saved").queryByRole("form")).toBeNull();
    const failed = panel("Not saved, every value kept");
    await expect(failed.getByText(copy.failure)).toHaveAttribute("role", "status");
    await expect(failed.getByLabelText(copy.labels.salaryMin)).toHaveValue(60000);
  },
};
