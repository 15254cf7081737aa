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

const fieldName: Record<FaqField, string> = { question: "question", answer: "answer" };

export function checkField(field: FaqField, value: string): string | undefined {
  const { min, max } = faqLimits[field];
  const length = value.trim().length;
  if (length === 0) return `Enter the ${fieldName[field]}.`;
  if (length < min) return `The ${fieldName[field]} must be at least ${min} characters.`;
  if (length > max) return `The ${fieldName[field]} must be at most ${max} characters (it has ${length}).`;
  return undefined;
}

/** Errors by field; empty when the draft can be saved. */
export function checkDraft(draft: Record<FaqField, string>): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of ["question", "answer"] as const) {
    const error = checkField(field, draft[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
