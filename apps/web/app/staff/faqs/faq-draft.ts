// The FAQ editor's checks of a draft before anything is sent.
import type { FaqEditorTexts } from "@solvix/content/pages/faqs";
import { fillText } from "@solvix/ui/lib/template";

/**
 * The editor's checks of a draft, the same limits as the content package's FAQ schema and the backend's
 * (faq-draft.test.ts holds them together). Text is trimmed before it is checked and saved.
 */
export const faqLimits = {
  question: { min: 5, max: 300 },
  answer: { min: 10, max: 3000 },
} as const;

export type FaqField = keyof typeof faqLimits;
export type DraftErrors = Partial<Record<FaqField, string>>;

/** The messages of the checks (`faqsPage.editor.draft` of the content package). */
export type DraftTexts = FaqEditorTexts["draft"];

export function checkField(field: FaqField, value: string, texts: DraftTexts): string | undefined {
  const { min, max } = faqLimits[field];
  const length = value.trim().length;
  const values = { field: texts.fields[field], min, max, length };
  if (length === 0) return fillText(texts.empty, values);
  if (length < min) return fillText(texts.tooShort, values);
  if (length > max) return fillText(texts.tooLong, values);
  return undefined;
}

/** Errors by field; empty when the draft can be saved. */
export function checkDraft(draft: Record<FaqField, string>, texts: DraftTexts): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of ["question", "answer"] as const) {
    const error = checkField(field, draft[field], texts);
    if (error) errors[field] = error;
  }
  return errors;
}
