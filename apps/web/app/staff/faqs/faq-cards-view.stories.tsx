// Stories of faq-cards-view.tsx: the FAQ cards a signed-in editor sees on the public FAQ page, and the inline edit in
// each of its states, from fixtures (no backend).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { faqEntrySchema, faqsPage, siteTokens, storedFaqs } from "@solvix/content/pages/faqs";
import { fillTokens } from "@solvix/content/tokens";
import { FormStates, statePanel } from "@solvix/ui/docs/form-states";
import { busy, docsInFrame, enterText, inDocsPage } from "@solvix/ui/lib/story-controls";
import { fillText } from "@solvix/ui/lib/template";
import { FaqCards } from "../../components/faq-cards.tsx";
import { FaqCardsView, type FaqCardsViewProps } from "./faq-cards-view.tsx";
import type { Faq } from "./faq-list.ts";
import { FaqSaveError } from "./faq-save.ts";
import { NotEditorNotice } from "./not-editor-notice.tsx";
import { inStaffPage } from "../story-frame.tsx";

const texts = faqsPage.editor;
const { failures } = texts;
/** As the database holds them: the first says {brand}, which its card reads as the brand and its edit keeps. */
const rows: Faq[] = storedFaqs.slice(0, 3).map(({ id, question, answer }) => ({ id, question, answer }));
const account = { email: "maria.santos@example.com", development: false };
const first = rows[0] ?? { id: 1, question: "", answer: "" };

/** What the function answers an answer over its limit with (its message is the schema's, as the function's). */
const tooLong = faqEntrySchema.shape.answer.safeParse("a".repeat(3001)).error?.issues[0]?.message ?? "";

/** A failed save as the function's 503 is explained (its reason and what happened to the draft). */
const serverError = fillText(failures.serverError.message, { reason: failures.serverError.reason });

/** A save that never answers (the edit stays busy). */
const pending = () => new Promise<void>(() => {});

const meta = {
  title: "Staff/FAQ editing",
  component: FaqCardsView,
  tags: ["autodocs", "responsive"],
  args: {
    rows,
    account,
    liveListFailed: false,
    listLabel: faqsPage.listLabel,
    texts,
    tokens: siteTokens,
    onSave: fn(async () => {}),
  },
  parameters: { route: faqsPage.path },
  decorators: [inStaffPage],
} satisfies Meta<typeof FaqCardsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editing notice above the cards (a status region; the page's notification regions are others). */
const notice = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("link", { name: texts.signInLink }).closest("[role=status]");

const edit = (id: number) => fillText(texts.edit, { id });
const save = (id: number) => fillText(texts.save, { id });

/** The cards as an editor sees them: the notice naming the account, an edit button on every card, and each card's
 * words as visitors read them (the stored {brand} filled). */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(notice(canvasElement)).toHaveTextContent(`Editing as ${account.email}.`);
    for (const row of rows) await expect(canvas.getByRole("button", { name: edit(row.id) })).toBeEnabled();
    await expect(canvas.getByText(fillTokens(first.answer, siteTokens))).toBeVisible();
    await expect(canvas.queryByText(/\{brand\}/)).toBeNull();
  },
};

/** Signed in with a development token whose claims carry no e-mail (a local build). */
export const DevelopmentToken: Story = {
  args: { account: { email: "", development: true } },
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toHaveTextContent(
      `Editing as ${texts.account.unnamed}${texts.account.development}.`,
    );
  },
};

/** The live list could not be read: the cards are the built-in copy, and the notice says a save may fail. */
export const LiveListFailed: Story = {
  args: { liveListFailed: true },
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toHaveTextContent(texts.liveListFailed);
  },
};

/** Signed in without the editor role: the visitors' cards, with a notice naming the account and who can change it. */
export const NotAnEditor: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <NotEditorNotice texts={faqsPage.staffNotice} email={args.account.email} />
      <FaqCards
        items={args.rows.map((row) => ({ ...row, answer: fillTokens(row.answer, siteTokens) }))}
        label={args.listLabel}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/whose account is not an editor/)).toHaveTextContent(account.email);
    await expect(canvas.queryByRole("button", { name: edit(1) })).toBeNull();
  },
};

/** One card open: its question and answer as fields (the answer with its {brand} token, which the hint under it
 * explains), the other cards' edit buttons disabled until it closes. */
export const Editing: Story = {
  args: { initiallyEditing: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole("form", { name: edit(1) });
    await expect(within(form).getByLabelText(texts.labels.question)).toHaveValue(first.question);
    const answer = within(form).getByLabelText(texts.labels.answer);
    await expect(answer).toHaveValue(first.answer);
    await expect(answer).toHaveAccessibleDescription(texts.tokensHint);
    const other = canvas.getByRole("button", { name: edit(2) });
    await expect(other).toBeDisabled();
    await expect(other).toHaveAttribute("title", texts.editBlocked);
  },
};

/** A card whose rows follow each save, as the page's data client does after the function answers. */
function SavingCards(props: FaqCardsViewProps) {
  const [shown, setShown] = useState(props.rows);
  return (
    <FaqCardsView
      {...props}
      rows={shown}
      onSave={async (faq) => {
        await props.onSave(faq);
        setShown((current) => current.map((row) => (row.id === faq.id ? faq : row)));
      }}
    />
  );
}

const newAnswer = "Remote staffing means hiring dedicated professionals who work for you from another country.";

/** Saved: the card shows the new text and the focus is back on its edit button. */
export const Saved: Story = {
  // Its state comes from its play function: on the docs page it plays in its own frame. The shot keeps the focus
  // ring on the edit button the focus returned to.
  parameters: { ...docsInFrame("700px"), screenshot: { keepFocus: true } },
  render: (args) => <SavingCards {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: edit(1) }));
    const answer = canvas.getByLabelText(texts.labels.answer);
    await enterText(answer, newAnswer);
    await userEvent.click(canvas.getByRole("button", { name: save(1) }));
    await expect(await canvas.findByText(newAnswer, undefined, busy)).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledWith({ ...rows[0], answer: newAnswer });
    // Only one frame of a docs page holds the focus: the focus check runs in the story's own view.
    if (!inDocsPage()) await waitFor(() => expect(canvas.getByRole("button", { name: edit(1) })).toHaveFocus());
  },
};

/** One card of its own for each state (the ids of a page's cards are unique). */
const card = (id: number, question: string, answer: string): Faq[] => [{ id, question, answer }];

/**
 * The edit's states side by side, each the real editor sent as an editor sends it: open, every field's message (the
 * checks before anything is sent), saving, and the failures (the function's reason, a field it refused, a session
 * that ended), each with the draft kept.
 */
export const States: Story = {
  parameters: { docs: { story: { inline: true } } },
  render: (args) => {
    const view = (id: number, faq: Faq[], onSave: FaqCardsViewProps["onSave"]) => (
      <FaqCardsView {...args} rows={faq} initiallyEditing={id} onSave={onSave} />
    );
    const refuse = (error: FaqSaveError) => async () => {
      throw error;
    };
    return (
      <FormStates
        states={[
          { label: "Open", form: view(11, card(11, first.question, first.answer), args.onSave) },
          { label: "Every field's message", send: true, form: view(12, card(12, "", "Soon."), args.onSave) },
          { label: "Saving", send: true, form: view(13, card(13, first.question, first.answer), pending) },
          {
            label: "Not saved, draft kept",
            send: true,
            form: view(14, card(14, first.question, first.answer), refuse(new FaqSaveError(serverError))),
          },
          {
            label: "A field refused by the function",
            send: true,
            form: view(
              15,
              card(15, first.question, first.answer),
              refuse(new FaqSaveError(tooLong, { answer: tooLong })),
            ),
          },
          {
            label: "Session ended",
            send: true,
            form: view(16, card(16, first.question, first.answer), refuse(new FaqSaveError(failures.sessionEnded))),
          },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const panel = (label: string) => within(statePanel(canvasElement, label));
    await expect(panel("Open").getByRole("button", { name: save(11) })).toBeEnabled();
    const messages = panel("Every field's message");
    await expect(await messages.findByText("Enter the question.", undefined, busy)).toBeVisible();
    await expect(messages.getByText("The answer must be at least 10 characters.")).toBeVisible();
    await waitFor(() => expect(panel("Saving").getByRole("form")).toHaveAttribute("aria-busy", "true"), busy);
    await expect(panel("Saving").getByRole("button", { name: save(13) })).toBeDisabled();
    const failed = panel("Not saved, draft kept");
    await expect(await failed.findByText(serverError, undefined, busy)).toHaveAttribute("role", "alert");
    await expect(failed.getByLabelText(texts.labels.answer)).toHaveValue(first.answer);
    const refused = panel("A field refused by the function");
    // The function's message under the field it names; the alert says what to do.
    await expect(await refused.findByText(failures.rejected, undefined, busy)).toHaveAttribute("role", "alert");
    // The field's message first, then the hint on tokens.
    await expect(refused.getByLabelText(texts.labels.answer)).toHaveAccessibleDescription(
      `${tooLong} ${texts.tokensHint}`,
    );
    await expect(await panel("Session ended").findByText(failures.sessionEnded, undefined, busy)).toBeVisible();
  },
};
