// Stories of accordion.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FaqAccordion } from "./accordion.tsx";
import { busy, docsInFrame, inDocsPage } from "../lib/story-controls.ts";

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

/** Every answer closed, yet in the page: hidden until opened or found (`hidden="until-found"`). */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const panels = canvasElement.querySelectorAll('[data-slot="accordion-content"]');
    await expect(panels).toHaveLength(items.length);
    for (const [index, panel] of panels.entries()) {
      await expect(panel).toHaveTextContent(items[index]?.answer ?? "");
      await expect(panel).toHaveAttribute("hidden", "until-found");
      await expect(panel).not.toBeVisible();
    }
  },
};

/**
 * Find-in-page: the browser's find (Ctrl+F), a search engine's text fragment link (`#:~:text=`) or a screen
 * reader's search reaches the text of a closed answer. Chrome, Edge and Firefox reveal the panel and fire
 * `beforematch` on it, which opens that item (and closes the one that was open); browsers without the feature
 * keep closed answers plainly hidden. The play function fires the event as the browser does.
 */
export const FindInPage: Story = {
  args: { defaultValue: items[0]?.question },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: items[0]?.question });
    const third = canvas.getByRole("button", { name: items[2]?.question });
    const panel = canvasElement.querySelector(`#${CSS.escape(third.getAttribute("aria-controls") ?? "")}`);
    await expect(panel).toHaveAttribute("hidden", "until-found");
    // What the browser does on a match: fire `beforematch`, then remove `hidden`.
    panel?.dispatchEvent(new Event("beforematch"));
    panel?.removeAttribute("hidden");
    // The event comes from outside React's event system: the update renders a moment later.
    await waitFor(() => expect(third).toHaveAttribute("aria-expanded", "true"), busy);
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(canvas.getByText(items[2]?.answer ?? "")).toBeVisible(), busy);
    await expect(canvas.getByRole("region", { name: items[2]?.question })).toBe(panel);
  },
};

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
    if (inDocsPage()) {
      // On the docs page the framed stories race for the one focus (inDocsPage): the keyboard walk stays with the
      // story's own view, and the docs page shows the same end state.
      await userEvent.click(first);
    } else {
      // Keyboard: the arrow moves focus to the trigger above, and Enter opens it.
      second.focus();
      await userEvent.keyboard("{ArrowUp}");
      await expect(first).toHaveFocus();
      await userEvent.keyboard("{Enter}");
    }
    await expect(first).toHaveAttribute("aria-expanded", "true");
    // Visible once the opening animation (opacity) has run.
    await waitFor(() => expect(canvas.getByText(items[0]?.answer ?? "")).toBeVisible(), busy);
  },
};
