// Stories of icon-card-grid.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageSection } from "../components/page-section.tsx";
import { sectionOf } from "./story-fixtures.ts";
import { IconCardGrid, iconCardGridVariants } from "./icon-card-grid.tsx";
import { variantArgTypes } from "../lib/story-controls.ts";

const meta = {
  title: "Sections/Icon card grid",
  component: IconCardGrid,
  tags: ["autodocs", "responsive"],
  argTypes: variantArgTypes(iconCardGridVariants),
  args: { items: sectionOf("insurance", "benefits").items, columns: 4 },
  decorators: [
    (Story) => (
      <PageSection tone="muted">
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof IconCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four benefit cards of a sector page (staggered 0.2 s). */
export const Benefits: Story = {};

/** The six 'Experience the power of outsourcing' cards of the telecommunication page (staggered 0.1 s). */
export const Features: Story = {
  args: { items: sectionOf("telecommunication", "features").items, columns: 3, stagger: "telecom" },
};

/** The sector pages' outsourcing cards: two columns of cards with the icon beside the text. */
export const Rows: Story = {
  args: { items: sectionOf("insurance", "features").items, columns: 2, layout: "row" },
};

/** The industry pages' benefits: no card, a rule above each, the icon in the field's colour beside the title. */
export const Ruled: Story = {
  args: {
    items: sectionOf("customer-support", "benefits").items.map((item) => ({ ...item, color: "emerald" as const })),
    columns: 4,
    layout: "ruled",
  },
};
