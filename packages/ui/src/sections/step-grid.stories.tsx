// Stories of step-grid.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import { siteTexts } from "@solvix/content/site-texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { processSteps } from "@solvix/content/pages/how-it-works";
import { PageSection } from "../components/page-section.tsx";
import { StepGrid } from "./step-grid.tsx";

const meta = {
  title: "Sections/Step grid",
  component: StepGrid,
  tags: ["autodocs", "responsive"],
  args: { items: processSteps, stepLabel: siteTexts.sections.step },
  decorators: [
    (Story) => (
      <PageSection tone="muted">
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof StepGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four-step teaser of the home page (staggered 0.2 s). */
export const Cards: Story = {};

/** How it works: each step with its checklist. */
export const Timeline: Story = { args: { layout: "timeline" } };
