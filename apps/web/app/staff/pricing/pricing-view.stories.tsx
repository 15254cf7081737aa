// Stories of pricing-view.tsx: the pricing desk in each state, from fixtures (no backend): nothing entered yet, prices
// and a role with the fee and rates set, a price being added with the function's messages, and a deletion's
// confirmation in the design system's Dialog.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { staffPricingPage } from "@solvix/content/pages/staff-pricing";
import { pricingCurrencies, staffCountries } from "@solvix/content/pricing-rules";
import { docsInFrame } from "@solvix/ui/lib/story-controls";
import { inStaffPage } from "../story-frame.tsx";
import { draftOf, type Choices, type Desk } from "./pricing-desk.ts";
import { PricingView } from "./pricing-view.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffPricingPage;
const choices: Choices = { currencies: [...pricingCurrencies], countries: [...staffCountries] };

const empty: Desk = { prices: [], terms: { fee: null, rates: null, published: false }, roles: [] };
// Example figures of a story, not the company's: the amounts come from the owner.
const entered: Desk = {
  prices: [
    { id: 1, roleFamily: "Customer Support", country: "Philippines", amount: 1450, currency: "USD", published: true },
    { id: 2, roleFamily: "Accounting", country: "Vietnam", amount: 1890.5, currency: "SGD", published: false },
  ],
  terms: {
    fee: { amount: 450, currency: "USD" },
    rates: { SGD: 1.3391, AUD: 1.5324, setAt: "2026-11-20T02:00:00Z" },
    published: true,
  },
  roles: [
    {
      id: 3,
      title: "Customer Support Agent",
      localMarket: "Sydney, Australia",
      currency: "AUD",
      period: "year",
      local: { min: 60000, max: 75000 },
      remote: { min: 12000, max: 18000 },
      source: "A named salary guide, 2026",
      published: true,
    },
  ],
};

const meta = {
  title: "Staff/Pricing",
  component: PricingView,
  tags: ["autodocs", "responsive"],
  args: {
    desk: entered,
    copy,
    choices,
    message: "",
    editing: null,
    errors: {},
    onEdit: fn(),
    onSave: fn(),
    onRemove: fn(async () => undefined),
  },
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof PricingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prices (one published, one not), the fee and the dated rates, and a calculator role with its source. */
export const Entered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Customer Support, Philippines", { selector: ".font-semibold" })).toBeVisible();
    await expect(canvas.getByText("USD 1,450 a month")).toBeVisible();
    await expect(canvas.getByText(copy.draft)).toBeVisible();
    await expect(canvas.getByText("Rates set on 20 Nov 2026")).toBeVisible();
    await expect(canvas.getByLabelText(copy.labels.feeAmount)).toHaveValue(450);
    await expect(canvas.getByText(/A named salary guide, 2026/)).toBeVisible();
  },
};

/** Nothing entered yet: empty lists, the fee and rates not set. */
export const NothingYet: Story = {
  args: { desk: empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(copy.none)).toHaveLength(2);
    await expect(canvas.getByText(copy.terms.notSet)).toBeVisible();
  },
};

/** Adding a price the function refused: each field's message under it, the reason above. */
export const AddingRefused: Story = {
  args: {
    editing: draftOf("prices", null, choices),
    message: "Please correct: Enter the role family; The price must be above 0",
    errors: { roleFamily: "Enter the role family", amount: "The price must be above 0" },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole("form", { name: copy.prices.add });
    await expect(within(form).getByText("The price must be above 0")).toBeVisible();
    await userEvent.type(within(form).getByLabelText(copy.labels.roleFamily), "Customer Support");
    await userEvent.click(within(form).getByRole("button", { name: copy.save }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Loading, not an editor, and a failure. */
export const Loading: Story = { args: { desk: "loading" } };
export const NotEditor: Story = { args: { desk: "denied" } };
export const Failed: Story = { args: { desk: "failed" } };

/** Delete asks first: the Dialog names the price, focus on Cancel; confirming calls onRemove. */
export const DeleteConfirmation: Story = {
  parameters: docsInFrame,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: `${copy.remove} Customer Support, Philippines` }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Customer Support, Philippines?" });
    await expect(within(dialog).getByRole("button", { name: copy.removeDialog.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: copy.removeDialog.confirm }));
    await expect(args.onRemove).toHaveBeenCalledWith("prices", 1);
  },
};
