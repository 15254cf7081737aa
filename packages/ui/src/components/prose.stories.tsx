// Stories of prose.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Prose } from "./prose.tsx";

const meta = {
  title: "Components/Prose",
  component: Prose,
  tags: ["autodocs"],
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Policy pages and the blog article: headings, paragraphs, lists and links in a readable measure. */
export const Policy: Story = {
  render: () => (
    <div className="p-6">
      <Prose>
        <h2>1. Information We Collect</h2>
        <p>
          When you send an enquiry we collect your first and last name, e-mail address, contact number, company and your
          message. We do not collect more than we need to answer you.
        </p>
        <h2>7. Your Rights Under the PDPA</h2>
        <p>Under Singapore's Personal Data Protection Act you may:</p>
        <ul>
          <li>ask for access to the personal data we hold about you;</li>
          <li>ask us to correct it;</li>
          <li>withdraw your consent to its use.</li>
        </ul>
        <p>
          Read our <a href="/terms">Terms of Service</a> for the conditions of our services.
        </p>
      </Prose>
    </div>
  ),
};
