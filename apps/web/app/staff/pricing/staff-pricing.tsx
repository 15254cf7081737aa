// The pricing desk (client only, after sign-in): loads the prices, the terms and the calculator roles, and saves or
// deletes them; pricing-view.tsx shows them. The function runs every call as the signed-in user, so row-level security
// decides (role editor); a save starts the site's rebuild (the deploy hook), as a FAQ save does.
import { useState } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst, useStaffList } from "../auth/staff-list.tsx";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { answerOf, bodyOf, fetchDesk, type Choices, type Copy, type Editing } from "./pricing-desk.ts";
import { PricingView } from "./pricing-view.tsx";

export function StaffPricing({ backend, copy, choices }: { backend: BackendSettings; copy: Copy; choices: Choices }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [saving, setSaving] = useState(false);
  const call = useStaffCall(backend, "desk", "pricing");
  const { signedIn, list: desk, reload } = useStaffList(call, fetchDesk);

  if (!signedIn) return <SignInFirst copy={copy.signIn} />;

  const save = async (draft: Editing, form: HTMLFormElement) => {
    // One save at a time: a second press while the first is under way would add the row twice.
    setSaving(true);
    setEditing(draft);
    try {
      const response = await call(`/${draft.kind}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(bodyOf(draft, form)),
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

  const remove = async (kind: "prices" | "roles", id: number): Promise<string | undefined> => {
    const response = await call(`/${kind}/${id}`, { method: "DELETE" });
    if (response.status === 403) return copy.notEditor;
    if (!response.ok) return (await answerOf(response)).error ?? copy.failure;
    setMessage(copy.published);
    reload();
    return undefined;
  };

  return (
    <PricingView
      desk={desk}
      copy={copy}
      choices={choices}
      message={message}
      editing={editing}
      errors={errors}
      saving={saving}
      onEdit={(next) => {
        setErrors({});
        setMessage("");
        setEditing(next);
      }}
      onSave={(draft, form) => void save(draft, form)}
      onRemove={remove}
    />
  );
}
