// The writing desk (client only, after sign-in): every article with its state, the editor with its live preview, and
// each article's history (who saved what). The articles function runs every call as the signed-in user, so row-level
// security decides (role editor); a save starts the site's rebuild (the deploy hook), as a FAQ save does.
import { Badge } from "@solvix/ui/components/badge";
import { Button } from "@solvix/ui/components/button";
import { useState } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { ArticleForm } from "./article-form.tsx";
import {
  answerOf,
  draftOf,
  fetchArticles,
  fetchHistory,
  saveOf,
  when,
  type Copy,
  type DeskArticle,
  type Editing,
  type Revision,
} from "./articles.ts";

export function StaffArticles({ backend, copy }: { backend: BackendSettings; copy: Copy }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [history, setHistory] = useState<{ id: number; rows: Revision[] | "failed" } | null>(null);
  const call = useStaffCall(backend, "desk", "articles");
  const { signedIn, list, reload } = useStaffList(call, fetchArticles);

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;

  const save = async (form: HTMLFormElement) => {
    const body = saveOf(form);
    try {
      const response = await call(editing?.id ? `/article/${editing.id}` : "/article", {
        method: editing?.id ? "PATCH" : "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        setEditing(null);
        setErrors({});
        setMessage(copy.published);
        reload();
        return;
      }
      const answer = await answerOf(response);
      setErrors(answer.fields ?? {});
      setMessage(response.status === 403 ? copy.notEditor : (answer.error ?? copy.failure));
    } catch {
      setMessage(copy.failure);
    }
  };

  const edit = (article: DeskArticle | null) => {
    setErrors({});
    setMessage("");
    setEditing(draftOf(article));
  };

  const showHistory = async (id: number) => setHistory({ id, rows: await fetchHistory(call, id) });

  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="min-h-6 text-brand-800">
        {message}
      </p>
      {editing ? (
        <ArticleForm
          key={editing.id ?? "new"}
          editing={editing}
          errors={errors}
          copy={copy}
          onSave={(form) => void save(form)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button className="self-start" onClick={() => edit(null)}>
          {copy.add}
        </Button>
      )}
      {list === "loading" ? (
        <p>{copy.loading}</p>
      ) : list === "denied" ? (
        <p>{copy.notEditor}</p>
      ) : list === "failed" ? (
        <p>{copy.failure}</p>
      ) : list.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
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
                <Button variant="secondary" onClick={() => edit(article)}>
                  {copy.edit}
                </Button>
                <Button variant="secondary" onClick={() => void showHistory(article.id)}>
                  {copy.history}
                </Button>
              </div>
              {history?.id === article.id ? (
                history.rows === "failed" ? (
                  <p>{copy.failure}</p>
                ) : (
                  <ol aria-label={copy.historyLabel} className="text-sm text-ink-700">
                    {history.rows.map((row) => (
                      <li key={row.savedAt}>
                        {when(row.savedAt)} · {row.savedBy ?? "—"} · {copy.states[row.state as DeskArticle["state"]]} ·{" "}
                        {row.title}
                      </li>
                    ))}
                  </ol>
                )
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
