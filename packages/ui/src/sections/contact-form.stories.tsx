// Stories of contact-form.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { contactFieldsSchema, contactPlaceholders, type ContactFieldName } from "@solvix/content/contact";
import { contactPage } from "@solvix/content/pages/contact";
import { ContactForm, type ContactFormErrors, type ContactFormValues } from "./contact-form.tsx";
import { FormStates, formColumn, formStatesParameters, statePanel } from "../docs/form-states.tsx";
import { busy, docsInFrame, enterText, inDocsPage } from "../lib/story-controls.ts";

/** The real rules of the site (the app lazy-loads this same schema). */
async function validate(values: ContactFormValues): Promise<ContactFormErrors> {
  const result = contactFieldsSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as ContactFieldName;
    errors[name] ??= issue.message;
  }
  return errors;
}

const valid: ContactFormValues = {
  firstName: "Jane",
  lastName: "Tan",
  email: "jane.tan@example.com",
  contactNumber: "+65 6123 4567",
  company: "Harbourfront Logistics",
  message: "We need two customer support agents for our Singapore office.",
};

const meta = {
  title: "Sections/Contact form",
  component: ContactForm,
  tags: ["autodocs", "responsive"],
  args: { texts: contactPage.form, placeholders: contactPlaceholders, validate, onSubmit: fn(async () => {}) },
  // Each state on the docs page as it looks: every story in its own frame, where its play function runs.
  parameters: docsInFrame("1040px"),
  decorators: [formColumn("mx-auto max-w-2xl p-4 sm:p-8")],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, values: Partial<ContactFormValues>) {
  const canvas = within(canvasElement);
  for (const [name, value] of Object.entries(values) as [ContactFieldName, string][]) {
    await enterText(canvas.getByLabelText(contactPage.form.labels[name]), value);
  }
}

export const Empty: Story = {};

/** The messages of an empty form, each one under its field (the content package's rules and words). */
const fieldMessages = [
  "First name must be at least 2 characters",
  "Last name must be at least 2 characters",
  "Please enter a valid email",
  "Please enter a valid contact number",
  "Company name must be at least 2 characters",
  "Message must be at least 10 characters",
];

/**
 * Every state side by side, to review the form and its words at a glance: idle, every field's message, sending, sent
 * (the success notification, the form emptied) and not sent (the 'Error' notification, the reason beside the button,
 * every value kept). Each is the real form, sent as a visitor sends it.
 */
export const States: Story = {
  parameters: formStatesParameters,
  render: (args) => (
    <FormStates
      states={[
        { label: "Idle", form: <ContactForm {...args} /> },
        { label: "Every field's message", send: true, form: <ContactForm {...args} /> },
        {
          label: "Sending",
          send: true,
          form: <ContactForm {...args} defaultValues={valid} onSubmit={() => new Promise<void>(() => {})} />,
        },
        { label: "Sent", send: true, form: <ContactForm {...args} defaultValues={valid} onSubmit={async () => {}} /> },
        {
          label: "Not sent, every value kept",
          send: true,
          form: (
            <ContactForm
              {...args}
              defaultValues={valid}
              onSubmit={async () => {
                throw new Error("The service is unavailable");
              }}
            />
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const panel = (label: string) => within(statePanel(canvasElement, label));
    await expect(panel("Idle").getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const message of fieldMessages)
      await expect(await panel("Every field's message").findByText(message, undefined, busy)).toBeVisible();
    await expect(await panel("Sending").findByRole("button", { name: "Sending..." }, busy)).toBeDisabled();
    // A toast fades in: visible once its animation has drawn a frame, which a busy machine can hold back.
    const sent = await panel("Sent").findByText("Message Sent Successfully!", undefined, busy);
    await waitFor(() => expect(sent).toBeVisible(), busy);
    await expect(panel("Sent").getByLabelText("First Name")).toHaveValue("");
    const failed = panel("Not sent, every value kept");
    const error = await failed.findByText("Error", undefined, busy);
    await waitFor(() => expect(error).toBeVisible(), busy);
    await expect(failed.getByLabelText("Message")).toHaveValue(valid.message);
  },
};

/** Submitting an empty form: every message under its field, focus on the first invalid field, nothing sent. */
export const AllMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    for (const message of fieldMessages) await expect(await canvas.findByText(message)).toBeVisible();
    const firstName = canvas.getByLabelText("First Name");
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("First name must be at least 2 characters");
    // On the docs page the framed stories race for the one focus (inDocsPage): the check stays with its own view.
    if (!inDocsPage()) await expect(firstName).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One field wrong at a time: only its message shows. */
export const OneMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { ...valid, email: "jane.tan@" });
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await expect(await canvas.findByText("Please enter a valid email")).toBeVisible();
    await expect(canvas.queryByText("First name must be at least 2 characters")).toBeNull();
    // On the docs page the framed stories race for the one focus (inDocsPage): the check stays with its own view.
    if (!inDocsPage()) await expect(canvas.getByLabelText("Email")).toHaveFocus();
  },
};

/** While sending: 'Sending...' and disabled. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, valid);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    const button = await canvas.findByRole("button", { name: "Sending..." });
    await expect(button).toBeDisabled();
  },
};

/** Sent: the success notification and an empty form. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, valid);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByText("Message Sent Successfully!")).toBeVisible(), busy);
    await expect(args.onSubmit).toHaveBeenCalledWith(valid, { website: "" });
    await expect(canvas.getByLabelText("First Name")).toHaveValue("");
  },
};

/** Not sent: the 'Error' notification with the reason, and every value kept. */
export const Failure: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error("The service is unavailable");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, valid);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    const alert = within(screen.getByRole("alert"));
    await waitFor(
      () => expect(alert.getByText("Failed to send message: The service is unavailable")).toBeVisible(),
      busy,
    );
    await expect(alert.getByText("Error")).toBeVisible();
    await expect(canvas.getByLabelText("First Name")).toHaveValue(valid.firstName);
    const button = canvas.getByRole("button", { name: "Send Message" });
    await expect(button).toBeEnabled();
    // The reason also stays beside the button, describing it, outside any live region (the toast announced it).
    await expect(button).toHaveAccessibleDescription("Failed to send message: The service is unavailable");
    const inline = canvasElement.querySelector("[data-slot=contact-form-failure]");
    await expect(inline?.closest("[aria-live],[role=alert],[role=status]") ?? null).toBeNull();
  },
};

/** Not sent and no reason given: the prefix with 'Please try again.', as the specification words it. */
export const FailureWithoutReason: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error("");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, valid);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    const alert = within(screen.getByRole("alert"));
    await waitFor(() => expect(alert.getByText("Failed to send message: Please try again.")).toBeVisible(), busy);
    await expect(canvas.getByLabelText("Message")).toHaveValue(valid.message);
  },
};

/** The rules could not be loaded (offline): the 'Error' notification, nothing sent, every value kept. */
export const RulesUnavailable: Story = {
  args: {
    validate: fn(async () => {
      throw new Error("Failed to fetch dynamically imported module");
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, valid);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    const alert = within(screen.getByRole("alert"));
    await waitFor(
      () =>
        expect(alert.getByText("Failed to send message: Failed to fetch dynamically imported module")).toBeVisible(),
      busy,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText("Message")).toHaveValue(valid.message);
  },
};
