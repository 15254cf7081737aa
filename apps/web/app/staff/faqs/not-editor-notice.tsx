// What a signed-in member of staff without the editor role reads above the FAQ cards.
import type { FaqsPage } from "@solvix/content/pages/faqs";
import { fillText } from "@solvix/ui/lib/template";

/** The account (its e-mail, or the unnamed account's words) cannot edit the FAQs, and who can change that. */
export function NotEditorNotice({ texts, email }: { texts: FaqsPage["staffNotice"]; email: string }) {
  return (
    <p role="status" className="rounded-xl border border-ink-200 bg-white px-4 py-3 text-sm text-ink-800">
      {fillText(texts.notEditor, { account: email || texts.unnamedAccount })}
    </p>
  );
}
