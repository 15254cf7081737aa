// Stories of case-study-card.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { siteTexts } from "@solvix/content/site-texts";
import { CaseStudyCard } from "./case-study-card.tsx";

const meta = {
  title: "Components/Case study card",
  component: CaseStudyCard,
  tags: ["autodocs", "responsive"],
  args: {
    client: "Marketing agency in Australia",
    focus: "4 staff from the Philippines",
    challenge:
      "Rising local salaries and a growing client list left the agency unable to keep up with content demand without doubling its payroll.",
    solution:
      "We sourced a content writer, a graphic designer, a social media manager and a marketing coordinator, and integrated them into the agency's daily workflow.",
    results: [
      { value: "70%", label: "cost reduction" },
      { value: "3 weeks", label: "to hire the team" },
      { value: "150%", label: "more content output" },
      { value: "$240K", label: "annual savings" },
    ],
    tags: ["Marketing", "Content", "Philippines"],
    texts: siteTexts.caseStudy,
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
