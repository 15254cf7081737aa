// Stories of salary-table.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import { siteTexts } from "@solvix/content/site-texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageSection } from "../components/page-section.tsx";
import { SalaryTable } from "./salary-table.tsx";

const meta = {
  title: "Sections/Salary table",
  component: SalaryTable,
  tags: ["autodocs", "responsive"],
  args: {
    caption: "Local vs Remote Salaries",
    currency: "USD",
    period: "year",
    rows: [
      { role: "Finance Analyst", local: { min: 75000, max: 95000 }, remote: { min: 12000, max: 18000 } },
      { role: "Investment Associate", local: { min: 85000, max: 110000 }, remote: { min: 14000, max: 20000 } },
      { role: "Risk Specialist", local: { min: 80000, max: 105000 }, remote: { min: 13000, max: 19000 } },
      { role: "Compliance Officer", local: { min: 70000, max: 90000 }, remote: { min: 11000, max: 17000 } },
    ],
    texts: siteTexts.sections.salaryTable,
  },
  decorators: [
    (Story) => (
      <PageSection>
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof SalaryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real table with a caption, column headers and row headers. */
export const Finance: Story = {};

/** Monthly, in SGD (IT developer). */
export const Monthly: Story = {
  args: {
    caption: "Local vs Remote: What a Developer Costs",
    currency: "SGD",
    period: "month",
    rows: [{ role: "Software Developer", local: { min: 8000, max: 12000 }, remote: { min: 1500, max: 3000 } }],
  },
};
