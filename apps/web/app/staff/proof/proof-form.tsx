// The form that adds or changes one row of proof: the fields of its kind, the image reference, state and order, and
// for a testimonial or logo the client's agreement (who, when, how); each field shows the function's message for it.
import { Button } from "@solvix/ui/components/button";
import { useId } from "react";
import { FormField, Input, Textarea } from "@solvix/ui/components/form-field";
import { CoverField } from "../images/cover-field.tsx";
import type { Copy, Editing, FieldChoices } from "./proof.ts";

const selectClass = "h-11 rounded-lg border border-ink-300 bg-white px-3";

type Props = {
  editing: Editing;
  errors: Record<string, string>;
  copy: Copy;
  fields: FieldChoices;
  /** A save is under way: the form is busy and its buttons wait. */
  saving?: boolean;
  onSave: (form: HTMLFormElement) => void;
  onCancel: () => void;
};

/** The fields each kind has, in the form's order (quote and field for testimonials only). */
const fieldsOfKind: Record<
  Editing["kind"],
  readonly ("quote" | "name" | "role" | "company" | "country" | "issuer" | "year")[]
> = {
  testimonial: ["quote", "name", "role", "company"],
  logo: ["company"],
  team: ["name", "role", "country"],
  certification: ["name", "issuer", "year"],
};

export function ProofForm({ editing, errors, copy, fields, saving = false, onSave, onCancel }: Props) {
  const { labels } = copy;
  const value = (name: string) => editing.fields[name] ?? "";
  const line = (name: Exclude<keyof typeof labels, "picture">, type = "text", required = true) => (
    <FormField key={name} label={labels[name]} error={errors[name]}>
      {(control) => <Input {...control} type={type} name={name} defaultValue={value(name)} required={required} />}
    </FormField>
  );
  const agreed = editing.kind === "testimonial" || editing.kind === "logo";
  const headingId = useId();
  const heading = editing.id
    ? `${copy.edit} ${value(editing.kind === "logo" ? "company" : "name")}`
    : copy.add[editing.kind];
  return (
    <form
      aria-labelledby={headingId}
      className="flex max-w-3xl flex-col gap-4 rounded-xl border border-ink-200 bg-white p-6"
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSave(event.currentTarget);
      }}
    >
      <h2 id={headingId} className="text-xl">
        {heading}
      </h2>
      {fieldsOfKind[editing.kind].map((name) =>
        name === "quote" ? (
          <FormField key={name} label={labels.quote} error={errors.quote}>
            {(control) => <Textarea {...control} name="quote" defaultValue={value("quote")} required />}
          </FormField>
        ) : (
          line(name, name === "year" ? "number" : "text", name !== "year")
        ),
      )}
      {editing.kind === "testimonial" ? (
        <FormField label={labels.field} error={errors.field}>
          {(control) => (
            <>
              <p className="text-sm text-ink-600">{labels.fieldHint}</p>
              <select {...control} name="field" defaultValue={value("field")} className={selectClass}>
                <option value="">{copy.noField}</option>
                {fields.map(([path, title]) => (
                  <option key={path} value={path}>
                    {title}
                  </option>
                ))}
              </select>
            </>
          )}
        </FormField>
      ) : null}
      <CoverField
        kind="proof"
        ownerId={editing.id}
        imageId={Number(value("image")) || null}
        name="image"
        texts={labels.picture}
      />
      {agreed ? (
        <fieldset className="flex flex-col gap-4 rounded-lg border border-ink-200 p-4">
          <legend className="px-1 font-semibold">{labels.consent}</legend>
          <p className="text-sm text-ink-600">{labels.consentHint}</p>
          <FormField label={labels.consentBy} error={errors["consent.by"] ?? errors.consent}>
            {(control) => <Input {...control} name="consentBy" defaultValue={value("consentBy")} required />}
          </FormField>
          <FormField label={labels.consentAt} error={errors["consent.at"]}>
            {(control) => (
              <Input {...control} type="date" name="consentAt" defaultValue={value("consentAt")} required />
            )}
          </FormField>
          <FormField label={labels.consentHow} error={errors["consent.how"]}>
            {(control) => (
              <>
                <p className="text-sm text-ink-600">{labels.consentHowHint}</p>
                <Input {...control} name="consentHow" defaultValue={value("consentHow")} required />
              </>
            )}
          </FormField>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={labels.state} error={errors.state}>
          {(control) => (
            <select {...control} name="state" defaultValue={value("state")} className={selectClass}>
              {(["draft", "published"] as const).map((state) => (
                <option key={state} value={state}>
                  {copy.states[state]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={labels.sortOrder} error={errors.sortOrder}>
          {(control) => (
            <>
              <p className="text-sm text-ink-600">{labels.sortOrderHint}</p>
              <Input {...control} type="number" min={0} max={999} name="sortOrder" defaultValue={value("sortOrder")} />
            </>
          )}
        </FormField>
      </div>
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
