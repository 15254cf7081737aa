// Stories of task-grid.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageSection } from "../components/page-section.tsx";
import { sectionOf } from "./story-fixtures.ts";
import { TaskGrid } from "./task-grid.tsx";

const tasks = sectionOf("insurance", "tasks");

const meta = {
  title: "Sections/Task grid",
  component: TaskGrid,
  tags: ["autodocs", "responsive"],
  args: { items: tasks.items, cta: tasks.cta, note: tasks.note },
  decorators: [
    (Story) => (
      <PageSection>
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof TaskGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Outsource Remote Staff for any task': the 12 tasks, a note and a link to /contact. */
export const Default: Story = {};

/** The sector pages' drawing: the 12 tasks as a two-column list, each name above the page's own words. */
export const List: Story = { args: { layout: "list" } };

/** The industry pages' drawing: one row per task, its name beside what it means in the field. */
export const Ledger: Story = { args: { layout: "ledger" } };
