// The part of the position form for who may apply and the optional pay and terms (issue 50): the countries as
// checkboxes, the salary range (currency, minimum, maximum, per month or year), benefits, hours and time zone.
import { FieldError, FormField, Input, Textarea } from "@solvix/ui/components/form-field";
import { useId } from "react";
import type { Choices, Copy, Editing } from "./positions.ts";

const selectClass = "h-11 rounded-lg border border-ink-300 bg-white px-3";
const legendClass = "mb-2 text-sm font-semibold text-ink-900";

export function PositionTermsFields({
  editing,
  errors,
  copy,
  choices,
}: {
  editing: Editing;
  errors: Record<string, string>;
  copy: Copy;
  choices: Choices;
}) {
  const labels = copy.labels;
  // Unique per form (a docs page shows several side by side); each group's hint and message describe it.
  const id = useId();
  const described = (name: "countries" | "salary") =>
    [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : ""].filter(Boolean).join(" ");
  const chosen = new Set(editing.fields.countries?.split(",").filter(Boolean));
  return (
    <>
      <fieldset aria-describedby={described("countries")} aria-invalid={errors.countries ? true : undefined}>
        <legend className={legendClass}>{labels.countries}</legend>
        <p id={`${id}-countries-hint`} className="mb-2 text-sm text-ink-600">
          {labels.countriesHint}
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {choices.countries.map(([code, name]) => (
            <label key={code} className="inline-flex items-center gap-2">
              <input type="checkbox" name="countries" value={code} defaultChecked={chosen.has(code)} />
              {name}
            </label>
          ))}
        </div>
        {errors.countries ? (
          <FieldError id={`${id}-countries-error`} className="mt-1">
            {errors.countries}
          </FieldError>
        ) : null}
      </fieldset>
      <fieldset aria-describedby={described("salary")} aria-invalid={errors.salary ? true : undefined}>
        <legend className={legendClass}>{labels.salary}</legend>
        <p id={`${id}-salary-hint`} className="mb-2 text-sm text-ink-600">
          {labels.salaryHint}
        </p>
        <div className="grid gap-4 sm:grid-cols-4">
          <FormField label={labels.currency}>
            {(control) => (
              <select {...control} name="currency" defaultValue={editing.fields.currency} className={selectClass}>
                <option value="">{labels.noCurrency}</option>
                {choices.currencies.map((currency) => (
                  <option key={currency}>{currency}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={labels.salaryMin}>
            {(control) => (
              <Input {...control} type="number" min={1} name="salaryMin" defaultValue={editing.fields.salaryMin} />
            )}
          </FormField>
          <FormField label={labels.salaryMax}>
            {(control) => (
              <Input {...control} type="number" min={1} name="salaryMax" defaultValue={editing.fields.salaryMax} />
            )}
          </FormField>
          <FormField label={labels.salaryUnit}>
            {(control) => (
              <select {...control} name="salaryUnit" defaultValue={editing.fields.salaryUnit} className={selectClass}>
                <option value="MONTH">{labels.perMonth}</option>
                <option value="YEAR">{labels.perYear}</option>
              </select>
            )}
          </FormField>
        </div>
        {errors.salary ? (
          <FieldError id={`${id}-salary-error`} className="mt-1">
            {errors.salary}
          </FieldError>
        ) : null}
      </fieldset>
      <p className="text-sm text-ink-600">{labels.optionalHint}</p>
      <FormField label={labels.benefits} error={errors.benefits}>
        {(control) => <Textarea {...control} name="benefits" defaultValue={editing.fields.benefits} rows={3} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={labels.hours} error={errors.hours}>
          {(control) => <Input {...control} name="hours" defaultValue={editing.fields.hours} />}
        </FormField>
        <FormField label={labels.timeZone} error={errors.timeZone}>
          {(control) => <Input {...control} name="timeZone" defaultValue={editing.fields.timeZone} />}
        </FormField>
      </div>
    </>
  );
}
