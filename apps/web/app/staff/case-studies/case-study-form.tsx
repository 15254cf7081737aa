// The editor of a case study: address, client, location, the team in one line, its size and staff countries,
// challenge, solution, three to six results, the tags (industries) and the cover (../images/), with a live preview drawn by the case studies
// page's own card; the state, time, Save and Cancel are the desk's (../desk/desk-form.tsx). Each field shows the
// function's message for it.
import { CaseStudyCard } from "@solvix/ui/components/case-study-card";
import { FieldError, FormField, Input } from "@solvix/ui/components/form-field";
import { fillText } from "@solvix/ui/lib/template";
import { useState } from "react";
import { DeskForm, TextField, type KindFormProps } from "../desk/desk-form.tsx";
import type { Editing } from "../desk/desk.ts";
import { CoverField } from "../images/cover-field.tsx";
import { messageAt, previewOf, resultRows, saveOf, type CaseStudySave, type Copy } from "./case-studies.ts";

function Results({ editing, errors, copy }: { editing: Editing; errors: Record<string, string>; copy: Copy }) {
  const error = messageAt(errors, "results");
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="case-results-hint">
      <legend className="font-medium text-ink-900">{copy.labels.results}</legend>
      <p id="case-results-hint" className="text-sm text-ink-600">
        {copy.labels.resultsHint}
      </p>
      {Array.from({ length: resultRows }, (_, index) => (
        <div
          key={index}
          role="group"
          aria-label={fillText(copy.resultLabel, { number: String(index + 1) })}
          className="grid grid-cols-[1fr_2fr] gap-3"
        >
          {(["Value", "Label"] as const).map((part) => (
            <FormField
              key={part}
              label={copy.labels[`result${part}`]}
              error={errors[`results.${index}.${part.toLowerCase()}`]}
            >
              {(control) => (
                <Input
                  {...control}
                  name={`result${part}${index}`}
                  defaultValue={editing.fields[`result${part}${index}`]}
                />
              )}
            </FormField>
          ))}
        </div>
      ))}
      {error ? <FieldError>{error}</FieldError> : null}
    </fieldset>
  );
}

export function CaseStudyForm(props: KindFormProps<Copy, CaseStudySave>) {
  const { editing, errors, copy } = props;
  const [preview, setPreview] = useState(() => previewOf(editing));
  const { labels } = copy;
  const text = (
    name: keyof typeof labels & keyof typeof editing.fields,
    options: { hint?: string; rows?: number } = {},
  ) => (
    <TextField
      name={name}
      label={labels[name]}
      error={messageAt(errors, name)}
      value={editing.fields[name]}
      {...options}
    />
  );
  return (
    <DeskForm
      {...props}
      subject={editing.fields.client ?? ""}
      read={saveOf}
      onInput={(form) => setPreview(saveOf(form))}
    >
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="flex flex-col gap-4">
          {text("slug", { hint: editing.published ? labels.slugLocked : labels.slugHint })}
          {text("client")}
          {text("location")}
          {text("focus", { hint: labels.focusHint })}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={labels.teamSize} error={messageAt(errors, "team.size")}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  name="teamSize"
                  min={1}
                  max={500}
                  defaultValue={editing.fields.teamSize}
                  required
                />
              )}
            </FormField>
            <TextField
              name="teamCountries"
              label={labels.teamCountries}
              hint={labels.teamCountriesHint}
              error={messageAt(errors, "team.countries")}
              value={editing.fields.teamCountries}
            />
          </div>
          {text("challenge", { rows: 4 })}
          {text("solution", { rows: 4 })}
          <Results editing={editing} errors={errors} copy={copy} />
          {text("tags", { hint: labels.tagsHint })}
          <CoverField
            kind="case-study"
            ownerId={editing.id}
            words={copy.images}
            imageId={editing.fields.coverImageId ? Number(editing.fields.coverImageId) : null}
          />
        </div>
        <section aria-label={copy.preview} className="rounded-lg border border-dashed border-ink-300 p-4">
          <h2 className="mb-3 text-sm font-semibold text-ink-600">{copy.preview}</h2>
          <CaseStudyCard
            client={[preview.client, preview.location].filter(Boolean).join(", ")}
            focus={preview.focus}
            challenge={preview.challenge}
            solution={preview.solution}
            results={preview.results}
            tags={preview.tags}
            texts={copy.caseTexts}
          />
        </section>
      </div>
    </DeskForm>
  );
}
