// The frame of the desk's editor, for an article or a case study: the kind's own fields (children), then the state,
// the time of a scheduled row, Save and Cancel. Saving a published row as unpublished asks first, in the design
// system's ConfirmDialog (focus on Cancel; Escape or Cancel leaves it unsaved).
import type { DeskWords } from "@solvix/content/pages/staff-desk";
import { Button } from "@solvix/ui/components/button";
import { ConfirmDialog } from "@solvix/ui/components/dialog";
import { FormField, Input, Textarea } from "@solvix/ui/components/form-field";
import { fillText } from "@solvix/ui/lib/template";
import { useRef, useState, type ReactNode } from "react";
import type { Editing } from "./desk.ts";

export const selectClass = "h-11 rounded-lg border border-ink-300 bg-white px-3";

/** What the desk's list hands a kind's editor (article-form.tsx, case-study-form.tsx). */
export type KindFormProps<Copy, Save> = {
  editing: Editing;
  errors: Record<string, string>;
  /** Whether a save is on its way: the form is busy and Save waits. */
  saving: boolean;
  copy: Copy;
  /** What a save sends, read from the form. */
  onSave: (save: Save) => void;
  onCancel: () => void;
};

export function DeskForm<Save>({
  editing,
  subject,
  errors,
  saving,
  copy,
  read,
  onSave,
  onCancel,
  onInput,
  children,
}: KindFormProps<DeskWords, Save> & {
  /** What the row is called (an article's title, a case study's client): the form's and the confirmation's name. */
  subject: string;
  /** What a save sends, read from the form. */
  read: (form: HTMLFormElement) => Save;
  /** Called as the fields change (a live preview). */
  onInput?: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState(editing.fields.state ?? "draft");
  const form = useRef<HTMLFormElement>(null);
  // Unpublishing what visitors can read asks first.
  const asks = editing.fields.state === "published" && state === "unpublished";
  const send = () => {
    if (form.current) onSave(read(form.current));
  };
  return (
    <form
      ref={form}
      aria-label={editing.id ? `${copy.edit} ${subject}` : copy.add}
      aria-busy={saving}
      className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-6"
      onInput={onInput ? (event) => onInput(event.currentTarget) : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        // Unpublishing: the click on Save (a field's Enter clicks it too) opened the confirmation, which sends.
        if (!asks) send();
      }}
    >
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={copy.labels.state} error={errors.state}>
          {(control) => (
            <select
              {...control}
              name="state"
              value={state}
              onChange={(event) => setState(event.currentTarget.value)}
              className={selectClass}
            >
              {Object.entries(copy.states).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {state === "scheduled" ? (
          <FormField label={copy.labels.publishAt} error={errors.publishAt}>
            {(control) => (
              <>
                <p className="text-sm text-ink-600">{copy.labels.publishAtHint}</p>
                <Input
                  {...control}
                  type="datetime-local"
                  name="publishAt"
                  defaultValue={editing.fields.publishAt}
                  required
                />
              </>
            )}
          </FormField>
        ) : null}
      </div>
      <div className="flex gap-3">
        {asks ? (
          <ConfirmDialog
            trigger={
              <Button type="submit" disabled={saving}>
                {copy.save}
              </Button>
            }
            tone="danger"
            texts={{ ...copy.unpublishDialog, title: fillText(copy.unpublishDialog.title, { title: subject }) }}
            failureMessage={copy.failure}
            onConfirm={async () => send()}
          />
        ) : (
          <Button type="submit" disabled={saving}>
            {copy.save}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={() => onCancel()}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A one-line or multi-line text field of a desk form, with its hint and the function's message for it. */
export function TextField({
  name,
  label,
  error,
  hint,
  value,
  rows,
  required = true,
}: {
  name: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  value: string | undefined;
  /** A multi-line field's height; a one-line field without. */
  rows?: number;
  required?: boolean;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <>
          {hint ? <p className="text-sm text-ink-600">{hint}</p> : null}
          {rows ? (
            <Textarea {...control} name={name} rows={rows} defaultValue={value} required={required} />
          ) : (
            <Input {...control} name={name} defaultValue={value} required={required} />
          )}
        </>
      )}
    </FormField>
  );
}
