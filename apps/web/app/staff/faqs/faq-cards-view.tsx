// What a signed-in editor sees on the FAQ page: the editing notice and the cards, each with its edit mode. No calls:
// staff-faq-cards.tsx saves; the stories give it fixtures.
import type { FaqEditorTexts } from "@solvix/content/pages/faqs";
import { fillTokens, type TokenValues } from "@solvix/content/tokens";
import { Button } from "@solvix/ui/components/button";
import { Card } from "@solvix/ui/components/card";
import { fillText } from "@solvix/ui/lib/template";
import { fillParts } from "@solvix/ui/lib/template-parts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { FaqEditorForm } from "./faq-editor-form.tsx";
import type { Faq } from "./faq-list.ts";
import { PencilIcon } from "./icons.tsx";

export type FaqCardsViewProps = {
  rows: readonly Faq[];
  /** The signed-in account, as the notice names it. */
  account: { email: string; development: boolean };
  /** The live list could not be read: the cards are the built-in copy. */
  liveListFailed: boolean;
  /** The list's accessible name, the same as the visitors' list. */
  listLabel: string;
  texts: FaqEditorTexts;
  /** The build's settings: a card reads as visitors see it ({brand} filled), its edit keeps the tokens. */
  tokens: TokenValues;
  /** Saves one FAQ; the edit closes once it resolves, and a rejection is shown in the edit with the draft kept. */
  onSave: (faq: Faq) => Promise<void>;
  /** The FAQ whose edit is open at first (none unless given). */
  initiallyEditing?: number;
};

/**
 * The FAQ cards of a signed-in editor: each card has an edit button, and the card being edited shows the inline
 * editor instead. One card at a time, keyed by the item's id; after an edit closes, focus returns to its edit button.
 */
export function FaqCardsView({
  rows,
  account,
  liveListFailed,
  listLabel,
  texts,
  tokens,
  onSave,
  initiallyEditing,
}: FaqCardsViewProps) {
  const [editingId, setEditingId] = useState<number | null>(initiallyEditing ?? null);
  const [closed, setClosed] = useState<{ id: number } | null>(null);
  useEffect(() => {
    if (closed) document.getElementById(`faq-${closed.id}-edit`)?.focus();
  }, [closed]);
  const close = (id: number) => {
    setEditingId(null);
    setClosed({ id });
  };
  async function save(faq: Faq) {
    await onSave(faq);
    close(faq.id);
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-800">
        {fillParts(texts.notice, {
          account: <strong>{account.email || texts.account.unnamed}</strong>,
          development: account.development ? texts.account.development : "",
        })}{" "}
        <Link to="/staff/sign-in" className="font-semibold text-brand-700 underline underline-offset-4">
          {texts.signInLink}
        </Link>
        {liveListFailed ? <span className="mt-2 block font-medium text-danger-700">{texts.liveListFailed}</span> : null}
      </p>
      <ol className="flex flex-col gap-4" aria-label={listLabel}>
        {rows.map((item) => (
          <li key={item.id} id={`faq-${item.id}`} data-faq-id={item.id} className="scroll-mt-24">
            <Card className="p-6">
              {editingId === item.id ? (
                <FaqEditorForm faq={item} texts={texts} onSave={save} onCancel={() => close(item.id)} />
              ) : (
                <article className="flex items-start gap-4">
                  <div className="flex min-w-0 flex-1 flex-col gap-3">
                    <h2 className="text-lg leading-snug font-semibold">{fillTokens(item.question, tokens)}</h2>
                    <p className="leading-relaxed">{fillTokens(item.answer, tokens)}</p>
                  </div>
                  <Button
                    id={`faq-${item.id}-edit`}
                    variant="ghost"
                    size="icon"
                    aria-label={fillText(texts.edit, { id: item.id })}
                    disabled={editingId !== null}
                    title={editingId !== null ? texts.editBlocked : undefined}
                    onClick={() => setEditingId(item.id)}
                  >
                    <PencilIcon />
                  </Button>
                </article>
              )}
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
