// The application form's fields, each with its label, hint and error: called in place by application-form.tsx (plain
// functions, not components, so the rendered tree and its ids are the form's own).
import type { ApplicationFormTexts } from "@solvix/content/pages/apply";
import { FieldError, FormField, Input, Label, Textarea } from "../../components/form-field.tsx";
import type { ApplicationFormErrors } from "../application-form.tsx";

/** What every field reads: the form's words and the current message per field. */
export interface FieldsContext {
  texts: ApplicationFormTexts;
  errors: ApplicationFormErrors;
}

export function textField(
  { texts, errors }: FieldsContext,
  name: "name" | "email" | "country" | "phone" | "profileUrl",
  type: string,
  autoComplete: string,
  required = true,
) {
  const label = required ? texts.labels[name] : `${texts.labels[name]} (${texts.hints.optional})`;
  return (
    <FormField label={label} error={errors[name]}>
      {(control) => (
        <Input {...control} name={name} type={type} autoComplete={autoComplete} required={required || undefined} />
      )}
    </FormField>
  );
}

export function selectField(
  { errors }: FieldsContext,
  name: "category" | "country",
  label: string,
  choose: string,
  options: readonly [string, string][],
) {
  return (
    <FormField label={label} error={errors[name]}>
      {(control) => (
        <select
          {...control}
          name={name}
          required
          defaultValue=""
          className="h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-invalid:border-danger-600"
        >
          <option value="" disabled>
            {choose}
          </option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The CV: a file input with its hint; `accept` is what the picker offers. */
export function cvField({ texts, errors }: FieldsContext, accept: string) {
  return (
    <FormField label={texts.labels.cv} error={errors.cv}>
      {(control) => (
        <>
          <p id={`${control.id}-hint`} className="text-sm text-ink-600">
            {texts.hints.cv}
          </p>
          <Input
            {...control}
            aria-describedby={[`${control.id}-hint`, control["aria-describedby"]].filter(Boolean).join(" ")}
            name="cv"
            type="file"
            accept={accept}
            required
            className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-800"
          />
        </>
      )}
    </FormField>
  );
}

export function noteField({ texts, errors }: FieldsContext) {
  return (
    <FormField label={texts.labels.note} error={errors.note}>
      {(control) => (
        <>
          <p id={`${control.id}-hint`} className="text-sm text-ink-600">
            {texts.hints.note}
          </p>
          <Textarea
            {...control}
            aria-describedby={[`${control.id}-hint`, control["aria-describedby"]].filter(Boolean).join(" ")}
            name="note"
            rows={5}
            required
          />
        </>
      )}
    </FormField>
  );
}

/** The consent checkbox, its label linking the privacy policy; `id` comes from the form. */
export function consentField({ texts, errors }: FieldsContext, id: string, privacyHref: string) {
  return (
    <div data-slot="form-field" className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          value="yes"
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <Label htmlFor={id} className="font-normal text-ink-700">
          {texts.consent.before}
          <a href={privacyHref} className="font-medium text-brand-700 underline underline-offset-2">
            {texts.consent.link}
          </a>
          {texts.consent.after}
        </Label>
      </div>
      {errors.consent ? <FieldError id={`${id}-error`}>{errors.consent}</FieldError> : null}
    </div>
  );
}

/**
 * The honeypot: not rendered (`hidden`, so no autofill fills it, and neither a person), named after nothing an
 * autofill profile holds; robots that fill every field of the HTML fill it.
 */
export function honeypot({ texts }: FieldsContext) {
  return (
    <div hidden>
      <label>
        {texts.honeypot.label}
        <input name={texts.honeypot.name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
