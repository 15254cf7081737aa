// FaqEditorForm: the inline edit mode of one FAQ card.
import type { FaqEditorTexts } from "@solvix/content/pages/faqs";
import { Button } from "@solvix/ui/components/button";
import { FieldError, FormField, Input, Textarea } from "@solvix/ui/components/form-field";
import { useEffect, useId, useRef, useState } from "react";
import { fillText } from "@solvix/ui/lib/template";
import type { Faq } from "./faq-list.ts";
import { FaqSaveError } from "./faq-save.ts";
import { checkDraft, type DraftErrors, type FaqField } from "./faq-draft.ts";
import { CheckIcon, XIcon } from "./icons.tsx";

/**
 * The inline edit mode of one FAQ card (spec sections 2 and 4): a question input, an answer textarea, and save and
 * cancel icon buttons. Save checks the draft, then hands the trimmed text to `onSave`; when that fails the message
 * is shown and the draft stays. Cancel (or Escape) leaves the item unchanged.
 */
export function FaqEditorForm({
  faq,
  texts,
  onSave,
  onCancel,
}: {
  faq: Faq;
  texts: FaqEditorTexts;
  onSave: (faq: Faq) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Record<FaqField, string>>({ question: faq.question, answer: faq.answer });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState("");
  const [saving, setSaving] = useState(false);
  const questionRef = useRef<HTMLInputElement>(null);
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const tokensHintId = useId();

  useEffect(() => {
    questionRef.current?.focus();
  }, []);

  const change = (field: FaqField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const cancelOnEscape = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && !saving) onCancel();
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = checkDraft(draft, texts.draft);
    setErrors(found);
    setFailure("");
    if (found.question || found.answer) {
      (found.question ? questionRef : answerRef).current?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave({ id: faq.id, question: draft.question.trim(), answer: draft.answer.trim() });
    } catch (error) {
      const fields = error instanceof FaqSaveError ? error.fields : {};
      setErrors({ question: fields.question, answer: fields.answer });
      // A refused field's message is shown under it; the alert then says what to do, not the same words again.
      const message = error instanceof Error && error.message ? error.message : texts.failures.unknown;
      setFailure(fields.question || fields.answer ? texts.failures.rejected : message);
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      aria-label={fillText(texts.edit, { id: faq.id })}
      aria-busy={saving}
      className="flex flex-col gap-4"
    >
      <FormField label={texts.labels.question} error={errors.question}>
        {(control) => (
          <Input
            {...control}
            ref={questionRef}
            name="question"
            value={draft.question}
            onChange={change("question")}
            onKeyDown={cancelOnEscape}
          />
        )}
      </FormField>
      <FormField label={texts.labels.answer} error={errors.answer}>
        {(control) => (
          <Textarea
            {...control}
            ref={answerRef}
            name="answer"
            rows={6}
            value={draft.answer}
            onChange={change("answer")}
            onKeyDown={cancelOnEscape}
            aria-describedby={[control["aria-describedby"], tokensHintId].filter(Boolean).join(" ")}
          />
        )}
      </FormField>
      <p id={tokensHintId} className="-mt-2 text-sm text-ink-600">
        {texts.tokensHint}
      </p>
      {failure ? <FieldError role="alert">{failure}</FieldError> : null}
      <div className="flex items-center justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={onCancel}
          disabled={saving}
          aria-label={fillText(texts.cancel, { id: faq.id })}
        >
          <XIcon />
        </Button>
        <Button type="submit" size="icon" disabled={saving} aria-label={fillText(texts.save, { id: faq.id })}>
          <CheckIcon />
        </Button>
      </div>
    </form>
  );
}
