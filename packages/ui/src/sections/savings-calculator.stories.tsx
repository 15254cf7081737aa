// Stories of the savings calculator's parts: the picker and the yearly estimate, empty, with a team, with link notes.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { savingsCalculatorPage } from "@solvix/content/pages/savings-calculator";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { PageSection } from "../components/page-section.tsx";
import type { TeamPick } from "../lib/savings.ts";
import { SavingsCalculator, type CalculatorText } from "./savings-calculator.tsx";

const { roles, calculator } = savingsCalculatorPage;
// The content carries a few more words (title, intro, no-script note) that the page itself renders.
const text: CalculatorText = calculator;

/** The calculator with its team in React state (the site keeps it in the URL instead). */
function Stateful({ initial, notes }: { initial: TeamPick[]; notes?: string[] }) {
  const [picks, setPicks] = React.useState(initial);
  return (
    <SavingsCalculator
      roles={roles}
      picks={picks}
      notes={notes}
      text={text}
      onCountChange={(slug, count) =>
        setPicks((current) => [...current.filter((pick) => pick.slug !== slug), { slug, count }].filter((p) => p.count))
      }
      onReset={() => setPicks([])}
      renderDiscuss={discussLink}
    />
  );
}

function discussLink({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <a href="/contact" className={className}>
      {children}
    </a>
  );
}

const meta = {
  title: "Sections/Savings calculator",
  component: Stateful,
  tags: ["autodocs", "responsive"],
  args: { initial: [] },
  decorators: [
    (Story) => (
      <PageSection tone="muted">
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No team yet: every role with its ranges, a hint in the estimate. Adding one person shows the estimate. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.empty)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "One more Structural Engineer" }));
    await expect(canvas.getByLabelText("Structural Engineer")).toHaveValue(1);
    // The estimate follows the count a frame later (deferred).
    await expect(await canvas.findByText("1 × Structural Engineer (USD, a year)")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "One fewer Structural Engineer" }));
    await expect(await canvas.findByText(text.empty)).toBeVisible();
  },
};

/** Two currencies: USD roles and the SGD developer are totalled apart, never converted. */
export const TwoCurrencies: Story = {
  args: {
    initial: [
      { slug: "structural-engineer", count: 3 },
      { slug: "cad-designer", count: 2 },
      { slug: "software-developer", count: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/USD total: a salary difference of USD 305,000 – 384,000 a year \(80–83% lower\)\./),
    ).toBeInTheDocument();
    await expect(canvas.getByText("Total (USD, a year)")).toBeVisible();
    await expect(canvas.getByText("1 × Software Developer (SGD, a year)")).toBeVisible();
  },
};

/** A shared link that named an unknown role: the calculator says what it left out. */
export const WithLinkNotes: Story = {
  args: {
    initial: [{ slug: "paralegal", count: 2 }],
    notes: ["The link names a role the calculator does not list (“bogus”); it was left out."],
  },
};
