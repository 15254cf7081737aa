// Stories of page-section.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageSection, pageSectionVariants } from "./page-section.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { variantArgTypes } from "../lib/story-controls.ts";

const meta = {
  title: "Components/Page section",
  component: PageSection,
  tags: ["autodocs", "responsive"],
  argTypes: variantArgTypes(pageSectionVariants),
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bands alternate white and muted; the content width is shared with the header and footer. */
export const Tones: Story = {
  render: () => (
    <>
      <PageSection>
        <SectionHeading
          title="Why remote staffing?"
          intro="Pre-vetted professionals, seamless integration and 24/7 support."
        />
      </PageSection>
      <PageSection tone="muted">
        <SectionHeading title="How it works" intro="Four steps from your requirements to a productive team." />
      </PageSection>
    </>
  ),
};
