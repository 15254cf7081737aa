// The editor of an article: address (free until its first publication, then a change redirects the old address),
// title, summary, Markdown body with a live preview drawn by the site's own components (the article page's), category,
// author, tags, state and the time of a scheduled one; each field shows the function's message for it.
import { Button } from "@solvix/ui/components/button";
import { FormField, Input, Textarea } from "@solvix/ui/components/form-field";
import { Prose } from "@solvix/ui/components/prose";
import { useMemo, useState } from "react";
import { MarkdownView } from "../../components/markdown-view.tsx";
import { parseMarkdown } from "../../lib/markdown.ts";
import { saveOf, type ArticleSave, type Copy, type Editing } from "./articles.ts";

const selectClass = "h-11 rounded-lg border border-ink-300 bg-white px-3";
const lines: Record<string, number> = { summary: 3, body: 18 };

export function ArticleForm({
  editing,
  errors,
  saving = false,
  copy,
  onSave,
  onCancel,
}: {
  editing: Editing;
  errors: Record<string, string>;
  /** Whether a save is on its way: the form is busy and Save waits. */
  saving?: boolean;
  copy: Copy;
  /** What a save sends, read from the form. */
  onSave: (save: ArticleSave) => void;
  onCancel: () => void;
}) {
  const [body, setBody] = useState(editing.fields.body ?? "");
  const [state, setState] = useState(editing.fields.state ?? "draft");
  const preview = useMemo(() => parseMarkdown(body), [body]);
  const field = (name: "slug" | "title" | "summary" | "category" | "author" | "tags", hint?: string) => (
    <FormField label={copy.labels[name]} error={errors[name]}>
      {(control) => (
        <>
          {hint ? <p className="text-sm text-ink-600">{hint}</p> : null}
          {name === "summary" ? (
            <Textarea {...control} name={name} rows={lines[name]} defaultValue={editing.fields[name]} required />
          ) : (
            <Input {...control} name={name} defaultValue={editing.fields[name]} required={name !== "tags"} />
          )}
        </>
      )}
    </FormField>
  );
  return (
    <form
      aria-label={editing.id ? `${copy.edit} ${editing.fields.title}` : copy.add}
      aria-busy={saving}
      className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(saveOf(event.currentTarget));
      }}
    >
      {field("slug", editing.published ? copy.labels.slugLocked : copy.labels.slugHint)}
      {field("title")}
      {field("summary")}
      <div className="grid gap-6 lg:grid-cols-2">
        <FormField label={copy.labels.body} error={errors.body}>
          {(control) => (
            <>
              <p className="text-sm text-ink-600">{copy.labels.bodyHint}</p>
              <Textarea
                {...control}
                name="body"
                rows={lines.body}
                value={body}
                onChange={(event) => setBody(event.currentTarget.value)}
                className="font-mono text-sm"
                required
              />
            </>
          )}
        </FormField>
        <section aria-label={copy.preview} className="rounded-lg border border-dashed border-ink-300 p-4">
          <h2 className="mb-3 text-sm font-semibold text-ink-600">{copy.preview}</h2>
          <Prose>
            <MarkdownView blocks={preview} />
          </Prose>
        </section>
      </div>
      {field("category")}
      {field("author")}
      {field("tags", copy.labels.tagsHint)}
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
        <Button type="submit" disabled={saving}>
          {copy.save}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onCancel()}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
