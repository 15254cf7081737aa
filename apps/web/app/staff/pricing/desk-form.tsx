// The pricing desk's one form, drawn from a list of fields (pricing-desk.ts, `fieldsFor`): a price, the fee and
// rates, or a calculator role; each field shows the function's message for it.
import { Button } from "@solvix/ui/components/button";
import { FormField, Input } from "@solvix/ui/components/form-field";
import type { Copy, Editing, Field } from "./pricing-desk.ts";

const selectClass = "h-11 rounded-lg border border-ink-300 bg-white px-3";

function Control({ field, editing, copy, control }: { field: Field; editing: Editing; copy: Copy; control: object }) {
  const value = editing.fields[field.name] ?? "";
  if (field.type === "select")
    return (
      <select {...control} name={field.name} defaultValue={value} className={selectClass}>
        {field.choices?.map((choice) => (
          <option key={choice} value={choice}>
            {choice === "month" ? copy.perMonth : choice === "year" ? copy.perYear : choice}
          </option>
        ))}
      </select>
    );
  return (
    <Input
      {...control}
      name={field.name}
      type={field.type}
      defaultValue={value}
      inputMode={field.type === "number" ? "decimal" : undefined}
      step={field.step}
      min={field.type === "number" ? "0" : undefined}
    />
  );
}

/** The draft's fields; `onSave` gets the form when it is submitted. */
export function DeskForm({
  title,
  fields,
  editing,
  errors,
  copy,
  saving = false,
  onSave,
  onCancel,
}: {
  /** The form's accessible name. */
  title: string;
  fields: readonly Field[];
  editing: Editing;
  errors: Record<string, string>;
  copy: Copy;
  saving?: boolean;
  onSave: (form: HTMLFormElement) => void;
  onCancel?: () => void;
}) {
  return (
    <form
      aria-label={title}
      aria-busy={saving}
      className="grid max-w-3xl gap-4 rounded-xl border border-ink-200 bg-white p-6 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSave(event.currentTarget);
      }}
    >
      {fields.map((field) => {
        const error = errors[field.error ?? field.name] ?? errors[(field.error ?? field.name).split(".")[0]!];
        if (field.type === "checkbox")
          return (
            <label key={field.name} className="flex items-center gap-2 sm:col-span-2">
              <input type="checkbox" name={field.name} defaultChecked={editing.fields[field.name] === "on"} />
              {copy.labels[field.label]}
            </label>
          );
        return (
          <FormField key={field.name} label={copy.labels[field.label]} error={error}>
            {(control) => (
              <>
                {field.hint ? <p className="text-sm text-ink-600">{copy.labels[field.hint]}</p> : null}
                <Control field={field} editing={editing} copy={copy} control={control} />
              </>
            )}
          </FormField>
        );
      })}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            {copy.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
