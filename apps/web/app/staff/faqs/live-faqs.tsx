// The FAQ page's list: the prerendered cards, replaced by the stored rows once fetched, or the editor for staff.
import type { FaqEditorTexts, FaqsPage } from "@solvix/content/pages/faqs";
import { fillTokens, type TokenValues } from "@solvix/content/tokens";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { useData } from "../../lib/data-client.ts";
import { fetchFaqs, faqsKey, type Faq } from "./faq-list.ts";
import { useStaffSession } from "../auth/staff-session.ts";
import { NotEditorNotice } from "./not-editor-notice.tsx";
import { useSteadyRows } from "./use-steady-rows.ts";

const StaffFaqCards = lazy(() => import("./staff-faq-cards.tsx"));

/** The element of a card (FaqCards gives each card this id). */
const cardId = (id: number) => `faq-${id}`;

/**
 * The FAQ list of the public page. The prerendered cards are the rows the build read from the database; after
 * hydration the current rows are fetched through the data client and replace them (while a rebuild after a save is
 * under way they can be newer), card by card, without moving what the visitor sees. When the backend cannot be
 * reached the prerendered cards simply stay (visitors see no error). `children` draws the cards (the page's own markup) from the rows.
 * Stored rows keep settings as tokens ({email}, …): they are filled from `tokens` (the build's settings) before
 * they are shown, so the page says the same before and after the live list arrives.
 *
 * For a browser holding a staff session whose token says `app_metadata.role = editor`, the editor cards are loaded
 * (a separate chunk with supabase-js) and shown instead; visitors never download them and never see an edit control.
 */
export function LiveFaqs({
  initial,
  backend,
  tokens,
  staffNotice,
  listLabel,
  editor,
  children: display,
}: {
  initial: readonly Faq[];
  backend: BackendSettings;
  tokens: TokenValues;
  staffNotice: FaqsPage["staffNotice"];
  /** The list's accessible name, for the editor's list (`children` names the visitors' list itself). */
  listLabel: string;
  editor: FaqEditorTexts;
  children: (rows: readonly Faq[]) => React.ReactNode;
}) {
  const load = useCallback(() => fetchFaqs(backend), [backend]);
  const live = useData<readonly Faq[]>(faqsKey, load);
  const stored = live.data ?? initial;
  // Visitors: the live rows, each card taking its new text where that moves nothing they see (use-steady-rows.ts).
  const steady = useSteadyRows(stored, cardId);
  const rows = useMemo(
    () =>
      steady.map((row) => ({
        ...row,
        question: fillTokens(row.question, tokens),
        answer: fillTokens(row.answer, tokens),
      })),
    [steady, tokens],
  );

  // The stored staff session is read in a task after the one that hydrated the list, and the live read starts in
  // another (see useData). With the hydration's own effects, the first read of local storage, its listener, the
  // request and the re-render it starts made one task of 30-37 ms on a phone-sized load at 4x CPU slowdown.
  const [readSession, setReadSession] = useState(false);
  useEffect(() => {
    const read = setTimeout(() => setReadSession(true));
    return () => clearTimeout(read);
  }, []);
  const staff = useStaffSession(readSession);

  if (!staff) return display(rows);
  if (!staff.isEditor) {
    return (
      <div className="flex flex-col gap-4">
        <NotEditorNotice texts={staffNotice} email={staff.email} />
        {display(rows)}
      </div>
    );
  }
  return (
    <Suspense fallback={display(rows)}>
      <StaffFaqCards
        rows={stored}
        backend={backend}
        staff={staff}
        liveListFailed={live.error !== undefined && !live.data}
        listLabel={listLabel}
        texts={editor}
        tokens={tokens}
      />
    </Suspense>
  );
}
