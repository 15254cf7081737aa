// The form that adds a position or changes one: slug (new ones only), title, location, type, description, skills,
// closing day, who may apply and the pay and terms; each field shows the function's message for it.
import { Button } from "@solvix/ui/components/button";
import { FormField, Input, Textarea } from "@solvix/ui/components/form-field";
import { PositionTermsFields } from "./position-terms-fields.tsx";
import type { Choices, Copy, Editing } from "./positions.ts";

const selectClass = "h-11 rounded-lg border border-ink-300 bg-white px-3";

/** The draft's fields; `onSave` gets the form when it is submitted. */
export function PositionForm({
  editing,
  errors,
  copy,
  choices,
  saving = false,
  onSave,
  onCancel,
}: {
  editing: Editing;
  errors: Record<string, string>;
  copy: Copy;
  choices: Choices;
  /** A save is under way: the form is busy and its buttons wait. */
  saving?: boolean;
  onSave: (form: HTMLFormElement) => void;
  onCancel: () => void;
}) {
  return (
    <form
      aria-label={editing.slug ? `${copy.edit} ${editing.fields.title}` : copy.add}
      className="flex max-w-3xl flex-col gap-4 rounded-xl border border-ink-200 bg-white p-6"
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSave(event.currentTarget);
      }}
    >
      {editing.slug ? null : (
        <FormField label={copy.labels.slug} error={errors.slug}>
          {(control) => (
            <>
              <p className="text-sm text-ink-600">{copy.labels.slugHint}</p>
              <Input {...control} name="slug" defaultValue={editing.fields.slug} required />
            </>
          )}
        </FormField>
      )}
      <FormField label={copy.labels.title} error={errors.title}>
        {(control) => <Input {...control} name="title" defaultValue={editing.fields.title} required />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={copy.labels.location} error={errors.location}>
          {(control) => (
            <select {...control} name="location" defaultValue={editing.fields.location} className={selectClass}>
              {choices.locations.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={copy.labels.type} error={errors.type}>
          {(control) => (
            <select {...control} name="type" defaultValue={editing.fields.type} className={selectClass}>
              {choices.types.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={copy.labels.description} error={errors.description}>
        {(control) => <Textarea {...control} name="description" defaultValue={editing.fields.description} required />}
      </FormField>
      <FormField label={copy.labels.tags} error={errors.tags}>
        {(control) => (
          <>
            <p className="text-sm text-ink-600">{copy.labels.tagsHint}</p>
            <Input {...control} name="tags" defaultValue={editing.fields.tags} required />
          </>
        )}
      </FormField>
      <FormField label={copy.labels.validThrough} error={errors.validThrough}>
        {(control) => (
          <>
            <p className="text-sm text-ink-600">{copy.labels.validThroughHint}</p>
            <Input {...control} type="date" name="validThrough" defaultValue={editing.fields.validThrough} />
          </>
        )}
      </FormField>
      <PositionTermsFields editing={editing} errors={errors} copy={copy} choices={choices} />
      <div className="flex gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
