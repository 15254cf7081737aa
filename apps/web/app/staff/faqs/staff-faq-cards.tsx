// The FAQ cards as a signed-in editor sees them, each with its edit mode.
import type { FaqEditorTexts } from "@solvix/content/pages/faqs";
import { Button } from "@solvix/ui/components/button";
import { Card } from "@solvix/ui/components/card";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { useDataClient } from "../../lib/data-client.ts";
import { fillText } from "@solvix/ui/lib/template";
import { fillParts } from "@solvix/ui/lib/template-parts";
import { FaqEditorForm } from "./faq-editor-form.tsx";
import { faqsKey, type Faq } from "./faq-list.ts";
import { FaqSaveError, updateFaq } from "./faq-save.ts";
import { PencilIcon } from "./icons.tsx";
import { staffAccessToken, staffClient } from "../auth/staff-auth.ts";
import type { StaffSessionHint } from "../auth/staff-session.ts";

/**
 * The FAQ cards as a signed-in editor sees them (loaded lazily, only for editors): each card has an edit button,
 * and the card being edited shows the inline editor instead. One card at a time, keyed by the item's id. A save
 * PATCHes the row as the editor (the database's row-level security decides), replaces the item in the data
 * client's FAQ list — so the page shows what visitors now see — and clears the selection.
 */
export default function StaffFaqCards({
  rows,
  backend,
  staff,
  liveListFailed,
  listLabel,
  texts,
}: {
  rows: readonly Faq[];
  backend: BackendSettings;
  staff: StaffSessionHint;
  liveListFailed: boolean;
  /** The list's accessible name, the same as the visitors' list. */
  listLabel: string;
  texts: FaqEditorTexts;
}) {
  const client = useDataClient();
  const [editingId, setEditingId] = useState<number | null>(null);
  // The staff client refreshes the access token in the background while an editor is on the page. A session that
  // can no longer be refreshed is not pulled from under an open draft: the next save says so and keeps the draft.
  useEffect(() => {
    staffClient(backend);
  }, [backend]);
  // After an edit closes, focus returns to that card's edit button.
  const [closed, setClosed] = useState<{ id: number } | null>(null);
  useEffect(() => {
    if (closed) document.getElementById(`faq-${closed.id}-edit`)?.focus();
  }, [closed]);

  const close = (id: number) => {
    setEditingId(null);
    setClosed({ id });
  };

  async function save(faq: Faq) {
    const token = await staffAccessToken(backend);
    if (!token) throw new FaqSaveError(texts.failures.sessionEnded);
    const saved = await updateFaq(backend, token, faq, texts.failures);
    client.set<readonly Faq[]>(faqsKey, (current) =>
      (current ?? rows).map((row) => (row.id === saved.id ? saved : row)),
    );
    close(saved.id);
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-800">
        {fillParts(texts.notice, {
          account: <strong>{staff.email || texts.account.unnamed}</strong>,
          development: staff.development ? texts.account.development : "",
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
                    <h2 className="text-lg leading-snug font-semibold">{item.question}</h2>
                    <p className="leading-relaxed">{item.answer}</p>
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
