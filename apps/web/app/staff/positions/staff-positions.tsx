// The positions editors' list (client only, after sign-in): loads the positions and saves changes (add, edit, close,
// open again); positions-view.tsx shows them. The function runs every call as the signed-in user, so row-level
// security decides what is saved (role positions_editor); a save starts the site's rebuild (the deploy hook), as a FAQ
// save does.
// Types only: the rules (zod) stay out of the page, whose policy forbids the eval zod tries; the function checks.
import type { StoredPosition } from "@solvix/content/position-rules";
import { useState } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { answerOf, draftOf, fetchPositions, fieldsOf, type Choices, type Copy, type Editing } from "./positions.ts";
import { PositionsView } from "./positions-view.tsx";

export function StaffPositions({ backend, copy, choices }: { backend: BackendSettings; copy: Copy; choices: Choices }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [saving, setSaving] = useState(false);
  const call = useStaffCall(backend, "positions");
  const { signedIn, list, reload } = useStaffList(call, fetchPositions);

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;
  /** A save's answer: the list again and the published note, or the fields' messages, or the reason. */
  const settle = async (response: Response) => {
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
  };

  const send = async (path: string, method: "POST" | "PATCH", body: object) => {
    // One save at a time: a second press while the first is under way would add the position twice.
    setSaving(true);
    try {
      await settle(
        await call(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      );
    } catch {
      setMessage(copy.failure);
    } finally {
      setSaving(false);
    }
  };

  /** Closes a position (from its confirmation): nothing once done, else the reason, which the dialog shows. */
  const close = async (position: StoredPosition): Promise<string | undefined> => {
    const response = await call(`/${position.slug}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ open: false }),
    });
    if (response.status === 403) return copy.notEditor;
    if (!response.ok) return (await answerOf(response)).error ?? copy.failure;
    setMessage(copy.published);
    reload();
    return undefined;
  };

  const save = (form: HTMLFormElement) => {
    const { slug, fields } = fieldsOf(form);
    if (editing?.slug) void send(`/${editing.slug}`, "PATCH", fields);
    else void send("", "POST", { slug, ...fields });
  };

  const edit = (position: StoredPosition | null) => {
    setErrors({});
    setMessage("");
    setEditing(draftOf(position, choices));
  };

  return (
    <PositionsView
      list={list}
      copy={copy}
      choices={choices}
      message={message}
      editing={editing}
      errors={errors}
      saving={saving}
      onEdit={edit}
      onSave={save}
      onCancel={() => setEditing(null)}
      onClose={close}
      onReopen={(position) => void send(`/${position.slug}`, "PATCH", { open: true })}
    />
  );
}
