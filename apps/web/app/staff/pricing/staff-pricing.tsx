// The pricing desk (client only, after sign-in): loads the prices, the terms and the calculator roles, and saves or
// deletes them; pricing-view.tsx shows them. The function runs every call as the signed-in user, so row-level security
// decides (role editor); a save starts the site's rebuild (the deploy hook), as a FAQ save does.
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { useStaffSave } from "../auth/use-staff-save.ts";
import { bodyOf, fetchDesk, type Choices, type Copy, type Editing } from "./pricing-desk.ts";
import { PricingView } from "./pricing-view.tsx";

export function StaffPricing({ backend, copy, choices }: { backend: BackendSettings; copy: Copy; choices: Choices }) {
  const call = useStaffCall(backend, "desk", "pricing");
  const { signedIn, list: desk, reload } = useStaffList(call, fetchDesk);
  const { editing, setEditing, errors, message, saving, send, change, edit } = useStaffSave<Editing>(
    call,
    copy,
    reload,
  );

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;

  const save = (draft: Editing, form: HTMLFormElement) => {
    // The draft stays open (with the fields' messages) until the save is through.
    setEditing(draft);
    const body = bodyOf(draft, form);
    void send(`/${draft.kind}`, "PUT", body, body.published === true ? copy.published : copy.savedDraft);
  };

  const remove = (kind: "prices" | "roles", id: number) => change(`/${kind}/${id}`, { method: "DELETE" }, copy.removed);

  return (
    <PricingView
      desk={desk}
      copy={copy}
      choices={choices}
      message={message}
      editing={editing}
      errors={errors}
      saving={saving}
      onEdit={edit}
      onSave={save}
      onRemove={remove}
    />
  );
}
