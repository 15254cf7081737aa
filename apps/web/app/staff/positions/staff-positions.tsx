// The positions editors' list (client only, after sign-in): loads the positions and saves changes (add, edit, close,
// open again); positions-view.tsx shows them. The function runs every call as the signed-in user, so row-level
// security decides what is saved (role positions_editor); a save starts the site's rebuild (the deploy hook), as a FAQ
// save does.
// Types only: the rules (zod) stay out of the page, whose policy forbids the eval zod tries; the function checks.
import type { StoredPosition } from "@solvix/content/position-rules";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { useStaffSave } from "../auth/use-staff-save.ts";
import { draftOf, fetchPositions, fieldsOf, type Choices, type Copy, type Editing } from "./positions.ts";
import { PositionsView } from "./positions-view.tsx";

export function StaffPositions({ backend, copy, choices }: { backend: BackendSettings; copy: Copy; choices: Choices }) {
  const call = useStaffCall(backend, "positions");
  const { signedIn, list, reload } = useStaffList(call, fetchPositions);
  const { editing, setEditing, errors, message, saving, send, change, edit } = useStaffSave<Editing>(
    call,
    copy,
    reload,
  );

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;

  /** Closes a position (from its confirmation): nothing once done, else the reason, which the dialog shows. */
  const close = (position: StoredPosition) =>
    change(
      `/${position.slug}`,
      { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ open: false }) },
      copy.published,
    );

  const save = (form: HTMLFormElement) => {
    const { slug, fields } = fieldsOf(form);
    if (editing?.slug) void send(`/${editing.slug}`, "PATCH", fields);
    else void send("", "POST", { slug, ...fields });
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
      onEdit={(position) => edit(draftOf(position, choices))}
      onSave={save}
      onCancel={() => setEditing(null)}
      onClose={close}
      onReopen={(position) => void send(`/${position.slug}`, "PATCH", { open: true })}
    />
  );
}
