// The writing desk (client only, after sign-in): its calls here, articles-view.tsx shows them. Every article with its
// state, the editor with its live preview, and each article's history (who saved what). The articles function runs
// every call as the signed-in user, so row-level security decides (role editor); a save starts the site's rebuild (the
// deploy hook), as a FAQ save does.
import { useState } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { ArticlesView, type OpenHistory } from "./articles-view.tsx";
import {
  answerOf,
  draftOf,
  fetchArticles,
  fetchHistory,
  type ArticleSave,
  type Copy,
  type Editing,
} from "./articles.ts";

export function StaffArticles({ backend, copy }: { backend: BackendSettings; copy: Copy }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState<OpenHistory | null>(null);
  const call = useStaffCall(backend, "desk", "articles");
  const { signedIn, list, reload } = useStaffList(call, fetchArticles);

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;

  const save = async (body: ArticleSave) => {
    setSaving(true);
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
    } finally {
      setSaving(false);
    }
  };

  return (
    <ArticlesView
      list={list}
      copy={copy}
      message={message}
      editing={editing}
      errors={errors}
      saving={saving}
      history={history}
      onEdit={(article) => {
        setErrors({});
        setMessage("");
        setEditing(draftOf(article));
      }}
      onSave={(body) => void save(body)}
      onCancel={() => setEditing(null)}
      onHistory={(id) => void fetchHistory(call, id).then((rows) => setHistory({ id, rows }))}
    />
  );
}
