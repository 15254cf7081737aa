// Stories of application-form.tsx: a position's form and the talent pool's, and the states each one goes through;
// each story is also a test (play function, axe, screenshot at 390 and 1440 px).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  applicantFieldsSchema,
  checkCvFile,
  cvRules,
  staffCountries,
  talentPoolCategories,
} from "@solvix/content/application";
import { applicationFormTexts } from "@solvix/content/pages/apply";
import {
  ApplicationForm,
  ApplicationSendError,
  type ApplicationFormErrors,
  type ApplicationFormValues,
} from "./application-form.tsx";
import { FormStates, formColumn, formStatesParameters, statePanel } from "../docs/form-states.tsx";
import { busy, docsInFrame, enterText, inDocsPage } from "../lib/story-controls.ts";

/** The real rules of the site (the app lazy-loads the same module). */
async function validate({ fields, cv }: ApplicationFormValues): Promise<ApplicationFormErrors> {
  const errors: ApplicationFormErrors = {};
  const { name = "", email = "", country = "", phone = "", profileUrl = "", note = "", consent = "" } = fields;
  const result = applicantFieldsSchema.safeParse({ name, email, country, phone, profileUrl, note, consent });
  for (const issue of result.error?.issues ?? [])
    errors[issue.path[0] as keyof ApplicationFormErrors] ??= issue.message;
  const problem = checkCvFile(cv);
  if (problem) errors.cv = problem;
  return errors;
}

const meta = {
  title: "Sections/Application form",
  component: ApplicationForm,
  tags: ["autodocs", "responsive"],
  args: {
    texts: applicationFormTexts,
    target: { kind: "position", slug: "devops-engineer" },
    action: "/functions/v1/submit-application",
    privacyHref: "/privacy-policy",
    accept: cvRules.accept,
    validate,
    onSubmit: fn(async () => {}),
    onSent: fn(),
  },
  parameters: docsInFrame("1200px"),
  decorators: [formColumn("mx-auto max-w-3xl p-4 sm:p-8")],
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const cv = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], "Maria Santos CV.pdf", { type: "application/pdf" });

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const { labels } = applicationFormTexts;
  await enterText(canvas.getByLabelText(labels.name), "Maria Santos");
  await enterText(canvas.getByLabelText(labels.email), "maria.santos@example.com");
  await enterText(canvas.getByLabelText(labels.country), "Philippines");
  // The browser's own file list (as a picker or a drop fills it), which the form's FormData reads.
  const input = canvas.getByLabelText<HTMLInputElement>(labels.cv);
  const files = new DataTransfer();
  files.items.add(cv());
  input.files = files.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await enterText(canvas.getByLabelText(labels.note), "Five years of Kubernetes in production.");
  await userEvent.click(canvas.getByRole("checkbox"));
}

/** A position's form, as the page prerenders it (it posts natively until its code runs). */
export const Position: Story = {};

/** A valid application in the form's own fields (it reads its values from the page, as the browser sends them). */
function fillForm(form: HTMLFormElement) {
  const set = (name: string, value: string) => {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
  };
  set("name", "Maria Santos");
  set("email", "maria.santos@example.com");
  set("country", "Philippines");
  set("note", "Five years of Kubernetes in production.");
  const files = new DataTransfer();
  files.items.add(cv());
  const input = form.elements.namedItem("cv");
  if (input instanceof HTMLInputElement) input.files = files.files;
  const consent = form.querySelector<HTMLInputElement>("input[type=checkbox]");
  if (consent) consent.checked = true;
}

/**
 * Every state side by side, to review the form and its words at a glance: idle, every field's message, uploading (the
 * CV's progress) and refused (the reason beside the button, the field's message, every value kept). Each is the real
 * form, sent as a visitor sends it. Once sent, the site shows its "Application Sent" page.
 */
export const States: Story = {
  parameters: formStatesParameters,
  render: (args) => (
    <FormStates
      states={[
        { label: "Idle", form: <ApplicationForm {...args} /> },
        { label: "Every field's message", send: true, form: <ApplicationForm {...args} /> },
        {
          label: "Uploading",
          send: true,
          fill: fillForm,
          form: (
            <ApplicationForm
              {...args}
              onSubmit={(_form, onProgress) => {
                onProgress(0.42);
                return new Promise<void>(() => {});
              }}
            />
          ),
        },
        {
          label: "Not sent, every value kept",
          send: true,
          fill: fillForm,
          form: (
            <ApplicationForm
              {...args}
              onSubmit={async () => {
                throw new ApplicationSendError("The CV must be a PDF or a Word (DOCX) document", {
                  cv: "The CV must be a PDF or a Word (DOCX) document",
                });
              }}
            />
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const panel = (label: string) => within(statePanel(canvasElement, label));
    await expect(panel("Idle").getByRole("button", { name: "Send Application" })).toBeEnabled();
    const messages = panel("Every field's message");
    await expect(await messages.findByText("Please enter your full name", undefined, busy)).toBeVisible();
    await expect(messages.getByText("Please attach your CV (PDF or DOCX)")).toBeVisible();
    await expect(await panel("Uploading").findByText("Uploading your CV: 42%", undefined, busy)).toBeVisible();
    const failed = panel("Not sent, every value kept");
    await expect(await failed.findByText("Your application was not sent", undefined, busy)).toBeVisible();
    await expect(failed.getByLabelText("Full Name")).toHaveValue("Maria Santos");
  },
};

/** The talent pool: a role category and one of the four staff countries instead of a position. */
export const TalentPool: Story = {
  args: {
    target: {
      kind: "pool",
      categories: Object.entries(talentPoolCategories).map(([value, label]) => ({ value, label })),
      countries: staffCountries,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Role category" })).toBeVisible();
    await expect(canvas.getAllByRole("option").map((option) => option.textContent)).toContain("India");
  },
};

/** A position open to the countries staff chose (here the four staff countries and Thailand): the country is chosen
 * among them, as the function accepts no other. */
export const PositionCountries: Story = {
  args: {
    target: { kind: "position", slug: "customer-support-agent", countries: [...staffCountries, "Thailand"] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole("combobox", { name: "Country you live in" });
    await expect(
      within(country)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a country", "Philippines", "Indonesia", "Vietnam", "India", "Thailand"]);
  },
};

/** Sent empty: every message under its field, focus on the first, nothing sent. */
export const AllMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Application" }));
    await expect(await canvas.findByText("Please enter your full name")).toBeVisible();
    await expect(canvas.getByText("Please attach your CV (PDF or DOCX)")).toBeVisible();
    await expect(canvas.getByText(/Please agree to the privacy notice/)).toBeVisible();
    if (!inDocsPage()) await expect(canvas.getByLabelText("Full Name")).toHaveFocus(); // (the focus race: inDocsPage)
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Uploading: the progress of the CV, the button disabled. */
export const Uploading: Story = {
  args: {
    onSubmit: fn((_form: FormData, onProgress: (share: number) => void) => {
      onProgress(0.42);
      return new Promise<void>(() => {});
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Application" }));
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(canvas.getByText("Uploading your CV: 42%")).toHaveAttribute("role", "status");
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("value", "42");
  },
};

/** Refused by the server: the reason beside the button, the field's message under it, every value kept. */
export const Failure: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApplicationSendError("The CV must be a PDF or a Word (DOCX) document", {
        cv: "The CV must be a PDF or a Word (DOCX) document",
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Application" }));
    const failure = await canvas.findByText("Your application was not sent");
    await expect(failure.closest('[role="alert"]')).toHaveTextContent("everything you entered is still here");
    await expect(canvas.getByLabelText("Full Name")).toHaveValue("Maria Santos");
    await expect((canvas.getByLabelText("CV") as HTMLInputElement).files?.[0]?.name).toBe("Maria Santos CV.pdf");
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** Sent: the form hands over to the site (which shows its "Application Sent" page). */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Application" }));
    await expect(await canvas.findByRole("button", { name: "Send Application" })).toBeEnabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(form.get("position")).toBe("devops-engineer");
    await expect(form.get("consent")).toBe("yes");
    await expect(args.onSent).toHaveBeenCalled();
  },
};
