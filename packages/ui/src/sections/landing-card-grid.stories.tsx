// Stories of landing-card-grid.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import { siteTexts } from "@solvix/content/site-texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageSection } from "../components/page-section.tsx";
import { LandingCardGrid } from "./landing-card-grid.tsx";
import { storyIndustryCards, storySectorCards } from "./story-fixtures.ts";

const meta = {
  title: "Sections/Industry and sector cards",
  component: LandingCardGrid,
  tags: ["autodocs", "responsive"],
  args: { items: storyIndustryCards, actionLabel: siteTexts.landingCards.action },
  decorators: [
    (Story) => (
      <PageSection tone="muted">
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof LandingCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 14 industry cards, each linking to its canonical page. */
export const Industries: Story = {};

/** The 12 sector cards. */
export const Sectors: Story = { args: { items: storySectorCards } };
