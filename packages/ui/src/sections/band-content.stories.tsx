// Stories of band-content.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import { siteTexts } from "@solvix/content/site-texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BandContent } from "./band-content.tsx";
import { sectionOf } from "./story-fixtures.ts";

/** The band bodies of a landing page, one story per kind, taken from real content entries. */
const meta = {
  title: "Sections/Band content",
  component: BandContent,
  tags: ["autodocs", "responsive"],
  args: { section: sectionOf("insurance", "benefits"), texts: siteTexts.sections },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-7xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BandContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four benefit cards. */
export const Benefits: Story = {};

/** Twelve task items with their call to action. */
export const Tasks: Story = { args: { section: sectionOf("legal", "tasks") } };

/** A salary comparison, local against remote. */
export const SalaryComparison: Story = { args: { section: sectionOf("finance-service", "salary-comparison") } };
