// Stories of overview.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageSection } from "../components/page-section.tsx";
import { sectionOf } from "./story-fixtures.ts";
import { Overview } from "./overview.tsx";

const insurance = sectionOf("insurance", "overview");
const finance = sectionOf("finance-service", "overview");
const legal = sectionOf("legal", "overview");

const meta = {
  title: "Sections/Overview",
  component: Overview,
  tags: ["autodocs", "responsive"],
  args: { ...insurance },
  decorators: [
    (Story) => (
      <PageSection tone="muted">
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sector page's overview: no cost figures of its own, so no savings line; the text alone, its title beside it. */
export const Default: Story = {};

/** With market figures (finance service outsourcing). */
export const WithStats: Story = { args: { ...finance } };

/** The savings line beside the page's own figures (the legal page, which has a salary table). */
export const WithSavingsLine: Story = { args: { ...legal } };
