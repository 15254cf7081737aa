// Stories of the savings calculator's parts: the picker and the estimate, empty, with a team in two currencies (no
// rates), converted into a chosen currency with the fee in it (rates and fee set by staff), with link notes.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { savingsCalculatorPage } from "@solvix/content/pages/savings-calculator";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { PageSection } from "../components/page-section.tsx";
import type { Currency, Fee, Rates } from "../lib/currency.ts";
import type { TeamPick } from "../lib/savings.ts";
import { SavingsCalculator, type CalculatorText } from "./savings-calculator.tsx";

const { roles, calculator } = savingsCalculatorPage;
// The content carries a few more words (title, intro, no-script note) that the page itself renders.
const text: CalculatorText = calculator;

/** The calculator with its team and currency in React state (the site keeps them in the URL instead). */
function Stateful({
  initial,
  notes,
  rates = null,
  fee = null,
}: {
  initial: TeamPick[];
  notes?: string[];
  rates?: Rates | null;
  fee?: Fee | null;
}) {
  const [picks, setPicks] = React.useState(initial);
  const [currency, setCurrency] = React.useState<Currency>("USD");
  return (
    <SavingsCalculator
      currency={currency}
      onCurrencyChange={setCurrency}
      rates={rates}
      fee={fee}
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
    await expect(await canvas.findByText("1 × Structural Engineer (USD)")).toBeVisible();
    await expect(canvas.getByText(text.noRates)).toBeVisible();
    await expect(canvas.queryByRole("combobox", { name: text.currency })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "One fewer Structural Engineer" }));
    await expect(await canvas.findByText(text.empty)).toBeVisible();
  },
};

/** No rates yet: USD roles and the SGD developer are totalled apart, never converted; salaries alone. */
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
    await expect(canvas.getByText("Total (USD)")).toBeVisible();
    await expect(canvas.getByText("1 × Software Developer (SGD)")).toBeVisible();
    await expect(canvas.getByText("(Singapore)")).toBeVisible();
  },
};

/** Rates and the fee set by staff: one total in the currency the visitor chooses, the fee in it, a cost difference. */
export const ChosenCurrencyWithFee: Story = {
  args: {
    initial: [
      { slug: "structural-engineer", count: 1 },
      { slug: "software-developer", count: 1 },
    ],
    rates: { SGD: 1.25, AUD: 1.5, setAt: "2026-11-20T02:00:00.000Z" },
    fee: { amount: 500, currency: "USD" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Converted at 1.25 SGD and 1.5 AUD per US dollar, the rates we set on 20 Nov 2026."),
    ).toBeVisible();
    await expect(canvas.getByText(/include our monthly fee of USD 500/)).toBeVisible();
    await expect(canvas.getByText("Total (USD)")).toBeVisible();
    await expect(canvas.queryByText("Total (SGD)")).toBeNull();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: text.currency }), "AUD");
    await expect(await canvas.findByText("Total (AUD)")).toBeVisible();
    // The developer's SGD 8,000 a month is USD 6,400, AUD 9,600: the local total's lower end, with the engineer's.
    await expect(canvas.getAllByText(text.withFee.savings).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(text.columns.savings)).toBeNull();
  },
};

/** A shared link that named an unknown role: the calculator says what it left out. */
export const WithLinkNotes: Story = {
  args: {
    initial: [{ slug: "paralegal", count: 2 }],
    notes: ["The link names a role the calculator does not list (“bogus”); it was left out."],
  },
};
