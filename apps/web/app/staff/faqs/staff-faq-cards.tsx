// The FAQ cards as a signed-in editor sees them, each with its edit mode; saving through the faqs function.
import type { FaqEditorTexts } from "@solvix/content/pages/faqs";
import type { TokenValues } from "@solvix/content/tokens";
import { useEffect } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { useDataClient } from "../../lib/data-client.ts";
import { FaqCardsView } from "./faq-cards-view.tsx";
import { faqsKey, type Faq } from "./faq-list.ts";
import { FaqSaveError, updateFaq } from "./faq-save.ts";
import { staffAccessToken, staffClient } from "../auth/staff-auth.ts";
import type { StaffSessionHint } from "../auth/staff-session.ts";

/**
 * The FAQ cards as a signed-in editor sees them (loaded lazily, only for editors; faq-cards-view.tsx draws them). A
 * save PATCHes the row as the editor (the database's row-level security decides) and replaces the item in the data
 * client's FAQ list, so the page shows what visitors now see; the view then closes the edit.
 */
export default function StaffFaqCards({
  rows,
  backend,
  staff,
  liveListFailed,
  listLabel,
  texts,
  tokens,
}: {
  rows: readonly Faq[];
  backend: BackendSettings;
  staff: StaffSessionHint;
  liveListFailed: boolean;
  /** The list's accessible name, the same as the visitors' list. */
  listLabel: string;
  texts: FaqEditorTexts;
  /** The build's settings, which fill the stored rows' tokens where a card is read. */
  tokens: TokenValues;
}) {
  const client = useDataClient();
  // The staff client refreshes the access token in the background while an editor is on the page. A session that
  // can no longer be refreshed is not pulled from under an open draft: the next save says so and keeps the draft.
  useEffect(() => {
    staffClient(backend);
  }, [backend]);

  async function save(faq: Faq) {
    const token = await staffAccessToken(backend);
    if (!token) throw new FaqSaveError(texts.failures.sessionEnded);
    const saved = await updateFaq(backend, token, faq, texts.failures);
    client.set<readonly Faq[]>(faqsKey, (current) =>
      (current ?? rows).map((row) => (row.id === saved.id ? saved : row)),
    );
  }

  return (
    <FaqCardsView
      rows={rows}
      account={staff}
      liveListFailed={liveListFailed}
      listLabel={listLabel}
      texts={texts}
      tokens={tokens}
      onSave={save}
    />
  );
}
