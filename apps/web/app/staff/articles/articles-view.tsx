// What an editor sees of the writing desk, from what the page holds: the last save's note, the editor (article-form.tsx)
// or the button that opens it, the list's loading, refusal or failure, and every article with its state, each with its
// history when asked. No calls: staff-articles.tsx makes them.
import { Badge } from "@solvix/ui/components/badge";
import { Button } from "@solvix/ui/components/button";
import { ArticleForm } from "./article-form.tsx";
import { when, type ArticleSave, type Copy, type DeskArticle, type Editing, type Revision } from "./articles.ts";

/** One article's saved versions as read (or "failed"), shown under it. */
export type OpenHistory = { id: number; rows: Revision[] | "failed" };

export type ArticlesViewProps = {
  list: DeskArticle[] | "loading" | "denied" | "failed";
  copy: Copy;
  /** What the last save said (saved, refused with the function's message, failed), or nothing. */
  message: string;
  /** The article being written or changed, or null (the list's button opens a new one). */
  editing: Editing | null;
  /** The function's message for each field of a refused save. */
  errors: Record<string, string>;
  /** Whether a save is on its way. */
  saving: boolean;
  history: OpenHistory | null;
  /** Opens the editor on an article, or on a new one (null). */
  onEdit: (article: DeskArticle | null) => void;
  onSave: (save: ArticleSave) => void;
  onCancel: () => void;
  onHistory: (id: number) => void;
};

function History({ history, copy }: { history: OpenHistory; copy: Copy }) {
  if (history.rows === "failed") return <p role="alert">{copy.failure}</p>;
  return (
    <ol aria-label={copy.historyLabel} className="text-sm text-ink-700">
      {history.rows.map((row) => (
        <li key={row.savedAt}>
          {when(row.savedAt)} · {row.savedBy ?? "—"} · {copy.states[row.state as DeskArticle["state"]]} · {row.title}
        </li>
      ))}
    </ol>
  );
}

export function ArticlesView(props: ArticlesViewProps) {
  const { list, copy, message, editing, history, onEdit, onHistory } = props;
  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="min-h-6 text-brand-800">
        {message}
      </p>
      {editing ? (
        <ArticleForm
          key={editing.id ?? "new"}
          editing={editing}
          errors={props.errors}
          saving={props.saving}
          copy={copy}
          onSave={props.onSave}
          onCancel={props.onCancel}
        />
      ) : (
        <Button className="self-start" onClick={() => onEdit(null)}>
          {copy.add}
        </Button>
      )}
      {list === "loading" ? <p role="status">{copy.loading}</p> : null}
      {list === "denied" ? <p role="alert">{copy.notEditor}</p> : null}
      {list === "failed" ? <p role="alert">{copy.failure}</p> : null}
      {Array.isArray(list) && list.length === 0 ? <p>{copy.none}</p> : null}
      {Array.isArray(list) && list.length > 0 ? (
        <ul aria-label={copy.listLabel} className="flex flex-col gap-3">
          {list.map((article) => (
            <li key={article.id} className="flex flex-col gap-2 rounded-xl border border-ink-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-3">
                <Badge variant={article.state === "published" ? "brand" : "neutral"}>
                  {copy.states[article.state]}
                </Badge>
                <h3 className="text-lg">{article.title}</h3>
              </div>
              <p className="text-sm text-ink-600">
                /resources/blog/{article.slug} · {copy.updated} {when(article.updatedAt)}
                {article.state === "scheduled" && article.publishAt ? ` · ${when(article.publishAt)}` : ""}
              </p>
              <div className="flex gap-3">
                <Button variant="secondary" onClick={() => onEdit(article)}>
                  {copy.edit}
                </Button>
                <Button variant="secondary" onClick={() => onHistory(article.id)}>
                  {copy.history}
                </Button>
              </div>
              {history?.id === article.id ? <History history={history} copy={copy} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
