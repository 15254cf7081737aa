// Stories of analytics-view.tsx: the marketing team's page in each state, from fixtures (no backend).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { staffAnalyticsPage } from "@solvix/content/pages/staff-analytics";
import { expect, fn, waitFor, within } from "storybook/test";
import { busy } from "@solvix/ui/lib/story-controls";
import { AnalyticsView } from "./analytics-view.tsx";
import { emptyReport, report } from "./story-fixtures.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffAnalyticsPage;

const meta = {
  title: "Staff/Analytics",
  component: AnalyticsView,
  tags: ["autodocs", "responsive"],
  args: { copy, report, range: { from: report.range.from, to: report.range.to }, onRange: fn() },
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof AnalyticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two weeks of figures beside the two weeks before: every chart drawn, each with its table. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: copy.sections.conversionsBySource })).toBeVisible();
    await expect(canvas.getByRole("table", { name: copy.sections.funnel })).toBeVisible();
    await expect(canvas.getAllByRole("img", { name: copy.sections.daily })).toHaveLength(1);
    // The unnamed source, in the sources table and in the conversions by source.
    await expect(canvas.getAllByRole("rowheader", { name: copy.direct })).toHaveLength(2);
    // Each section's download is named for its section, not one "Download CSV" of ten in a list of buttons.
    for (const title of Object.values(copy.sections)) {
      await expect(canvas.getByRole("button", { name: `${copy.exportCsv}: ${title}` })).toHaveTextContent(
        copy.exportCsv,
      );
    }
    // Chart.js draws on the canvases once its chunk has loaded: wait for the last one.
    await waitFor(() => expect(canvasElement.querySelectorAll("canvas[width]")).toHaveLength(10), busy);
  },
};

/** While the report loads. */
export const Loading: Story = {
  args: { report: "loading" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.loading)).toHaveAttribute("role", "status");
  },
};

/** No visit in the range: every section says so, and nothing is offered for download. */
export const Empty: Story = {
  args: { report: emptyReport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(copy.empty)).toHaveLength(10);
    await expect(canvas.queryAllByRole("button", { name: new RegExp(`^${copy.exportCsv}`) })).toEqual([]);
  },
};

/** A signed-in account without the marketing role: the function's refusal. */
export const NotMarketing: Story = {
  args: { report: "denied" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.notMarketing)).toHaveAttribute("role", "alert");
  },
};

/** The report could not be read. */
export const Failed: Story = {
  args: { report: "failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.failure)).toHaveAttribute("role", "alert");
  },
};
