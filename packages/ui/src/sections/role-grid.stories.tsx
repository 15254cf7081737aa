// Stories of role-grid.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import { siteTexts } from "@solvix/content/site-texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageSection } from "../components/page-section.tsx";
import { sectionOf } from "./story-fixtures.ts";
import { RoleGrid } from "./role-grid.tsx";

const meta = {
  title: "Sections/Role grid",
  component: RoleGrid,
  tags: ["autodocs", "responsive"],
  args: { items: sectionOf("marketing", "roles").items, skillsLabel: siteTexts.sections.roleSkills },
  decorators: [
    (Story) => (
      <PageSection>
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof RoleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 12 marketing roles. */
export const Marketing: Story = {};
