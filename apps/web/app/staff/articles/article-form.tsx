// The editor of an article: address (free until its first publication, then a change redirects the old address),
// title, summary, Markdown body with a live preview drawn by the site's own components (the article page's), category,
// author, tags, pictures in the body and the cover (../images/); the state, time, Save and Cancel are the desk's (../desk/desk-form.tsx). Each field shows the
// function's message for it.
import { FormField, Textarea } from "@solvix/ui/components/form-field";
import { Prose } from "@solvix/ui/components/prose";
import { useMemo, useState } from "react";
import { MarkdownView } from "../../components/markdown-view.tsx";
import { parseMarkdown } from "../../lib/markdown.ts";
import { DeskForm, TextField, type KindFormProps } from "../desk/desk-form.tsx";
import { BodyImageField, useBodyImagePreviews } from "../images/body-image-field.tsx";
import { CoverField } from "../images/cover-field.tsx";
import { saveOf, type ArticleSave, type Copy } from "./articles.ts";

export function ArticleForm(props: KindFormProps<Copy, ArticleSave>) {
  const { editing, errors, copy } = props;
  const [body, setBody] = useState(editing.fields.body ?? "");
  const preview = useMemo(() => parseMarkdown(body), [body]);
  const images = useBodyImagePreviews("article", editing.id);
  const field = (name: "slug" | "title" | "summary" | "category" | "author" | "tags", hint?: string) => (
    <TextField
      name={name}
      label={copy.labels[name]}
      error={errors[name]}
      hint={hint}
      value={editing.fields[name]}
      {...(name === "summary" ? { rows: 3 } : {})}
      required={name !== "tags"}
    />
  );
  return (
    <DeskForm {...props} subject={editing.fields.title ?? ""} read={saveOf}>
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
                rows={18}
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
            <MarkdownView blocks={preview} images={images.previews} />
          </Prose>
        </section>
      </div>
      {field("category")}
      {field("author")}
      {field("tags", copy.labels.tagsHint)}
      <BodyImageField
        kind="article"
        ownerId={editing.id}
        words={copy.images}
        onInsert={(markdown, image, src) => {
          images.add(image, src);
          setBody((current) => `${current.trimEnd()}\n\n${markdown}\n`);
        }}
      />
      <CoverField
        kind="article"
        ownerId={editing.id}
        words={copy.images}
        imageId={editing.fields.coverImageId ? Number(editing.fields.coverImageId) : null}
      />
    </DeskForm>
  );
}
