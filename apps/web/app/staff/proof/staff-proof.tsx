// The proof desk (client only, after sign-in): its calls here, proof-view.tsx shows them. The proof function runs
// every call as the signed-in user, so row-level security decides (role editor); a save or deletion starts the site's
// rebuild (the deploy hook), as a FAQ save does.
import { staffImageWords } from "@solvix/content/pages/staff-images";
import { useMemo } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { useStaffSave } from "../auth/use-staff-save.ts";
import { createImageService, ImageServiceContext, ImageWordsContext } from "../images/image-service.tsx";
import { ProofView } from "./proof-view.tsx";
import { draftOf, fetchProof, saveOf, type Copy, type DeskRow, type Editing, type FieldChoices } from "./proof.ts";

export function StaffProof({ backend, copy, fields }: { backend: BackendSettings; copy: Copy; fields: FieldChoices }) {
  const call = useStaffCall(backend, "desk", "proof");
  const { signedIn, list, reload } = useStaffList(call, fetchProof);
  const { editing, setEditing, errors, message, saving, send, change, edit } = useStaffSave<Editing>(
    call,
    copy,
    reload,
  );
  // The pictures' uploads and previews go through the image pipeline's routes (the articles function).
  const images = useMemo(() => createImageService(backend, staffImageWords.failed), [backend]);

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;

  const save = (form: HTMLFormElement) => {
    if (!editing) return;
    const body = saveOf(editing.kind, form);
    const saved = body.state === "draft" ? copy.savedDraft : copy.published;
    void (editing.id ? send(`/${editing.id}`, "PATCH", body, saved) : send("", "POST", body, saved));
  };

  const remove = (row: DeskRow) => change(`/${row.id}`, { method: "DELETE" }, copy.removed);

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
          onEdit={(kind, row) => edit(draftOf(kind, row))}
          onSave={save}
          onCancel={() => setEditing(null)}
          onRemove={remove}
        />
      </ImageWordsContext>
    </ImageServiceContext>
  );
}
