// Stories of form-field.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField, Input, Textarea } from "./form-field.tsx";

const meta = {
  title: "Components/Form field",
  component: FormField,
  tags: ["autodocs"],
  args: { label: "Company", children: (control) => <Input {...control} placeholder="Your Company" /> },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The message is linked to the control with aria-describedby; the control is aria-invalid. */
export const WithError: Story = {
  args: {
    label: "Company",
    error: "Company name must be at least 2 characters",
    children: (control) => <Input {...control} defaultValue="A" />,
  },
};

export const TextArea: Story = {
  args: {
    label: "Message",
    children: (control) => <Textarea {...control} placeholder="Tell us about your project..." />,
  },
};
