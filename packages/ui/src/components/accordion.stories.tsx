import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { FaqAccordion } from "./accordion.tsx";
import { docsInFrame } from "../lib/story-controls.ts";

const items = [
  {
    question: "How quickly can I hire through an Employer of Record?",
    answer:
      "Hiring can start 3-5 business days after the agreement is signed: we issue the contract, register the employee and run the first payroll for you.",
  },
  {
    question: "Which countries do you employ in?",
    answer:
      "We employ staff on your behalf in the Philippines, Indonesia, India and Vietnam, under each country's labour law.",
  },
  {
    question: "Is there a long-term contract?",
    answer: "No. There are no lock-in contracts: you can scale the team up or down with 30 days written notice.",
  },
];

const meta = {
  title: "Components/Accordion",
  component: FaqAccordion,
  tags: ["autodocs"],
  args: { items },
  parameters: docsInFrame("480px"),
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer closed. */
export const Closed: Story = {};

/** One answer open. Opening another closes it; clicking the open one closes it again (single, collapsible). */
export const OneOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: items[0]?.question });
    const second = canvas.getByRole("button", { name: items[1]?.question });
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "false");
    // Keyboard: Enter on a focused trigger opens it.
    second.focus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(items[0]?.answer ?? "")).toBeVisible();
  },
};
