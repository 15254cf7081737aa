// The proof desk (client only, after sign-in): its calls here, proof-view.tsx shows them. The proof function runs
// every call as the signed-in user, so row-level security decides (role editor); a save or deletion starts the site's
// rebuild (the deploy hook), as a FAQ save does.
import { staffImageWords } from "@solvix/content/pages/staff-images";
import { useMemo, useState } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { createImageService, ImageServiceContext, ImageWordsContext } from "../images/image-service.tsx";
import { ProofView } from "./proof-view.tsx";
import {
  answerOf,
  draftOf,
  fetchProof,
  saveOf,
  type Copy,
  type DeskRow,
  type Editing,
  type FieldChoices,
} from "./proof.ts";

export function StaffProof({ backend, copy, fields }: { backend: BackendSettings; copy: Copy; fields: FieldChoices }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [saving, setSaving] = useState(false);
  const call = useStaffCall(backend, "desk", "proof");
  const { signedIn, list, reload } = useStaffList(call, fetchProof);
  // The pictures' uploads and previews go through the image pipeline's routes (the articles function).
  const images = useMemo(() => createImageService(backend, staffImageWords.failed), [backend]);

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;

  const save = async (form: HTMLFormElement) => {
    if (!editing) return;
    // One save at a time: a second press while the first is under way would add the row twice.
    setSaving(true);
    try {
      const response = await call(editing.id ? `/${editing.id}` : "", {
        method: editing.id ? "PATCH" : "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(saveOf(editing.kind, form)),
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

  const remove = async (row: DeskRow): Promise<string | undefined> => {
    const response = await call(`/${row.id}`, { method: "DELETE" });
    if (response.status === 403) return copy.notEditor;
    if (!response.ok) return (await answerOf(response)).error ?? copy.failure;
    setMessage(copy.removed);
    reload();
    return undefined;
  };

  return (
    <ImageServiceContext value={images}>
      <ImageWordsContext value={staffImageWords}>
        <ProofView
          list={list}
          copy={copy}
          fields={fields}
          message={message}
          editing={editing}
          errors={errors}
          saving={saving}
          onEdit={(kind, row) => {
            setErrors({});
            setMessage("");
            setEditing(draftOf(kind, row));
          }}
          onSave={(form) => void save(form)}
          onCancel={() => setEditing(null)}
          onRemove={remove}
        />
      </ImageWordsContext>
    </ImageServiceContext>
  );
}
