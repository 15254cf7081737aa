// The positions editors' list (client only, after sign-in): open and closed positions, a form to add one or edit one,
// and close / open again. The function runs every call as the signed-in user, so row-level security decides what is
// saved (role positions_editor); a save starts the site's rebuild (the deploy hook), as a FAQ save does.
// Types only: the rules (zod) stay out of the page, whose policy forbids the eval zod tries; the function checks.
import type { StoredPosition } from "@solvix/content/position-rules";
import { Button } from "@solvix/ui/components/button";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { useStaffSession } from "../auth/staff-session.ts";
import { PositionForm } from "./position-form.tsx";
import { PositionRow } from "./position-row.tsx";
import { answerOf, draftOf, fieldsOf, type Choices, type Copy, type Editing } from "./positions.ts";

export function StaffPositions({ backend, copy, choices }: { backend: BackendSettings; copy: Copy; choices: Choices }) {
  const session = useStaffSession();
  const [list, setList] = useState<StoredPosition[] | "loading" | "failed">("loading");
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const call = useStaffCall(backend, "positions");

  useEffect(() => {
    if (!session) return;
    let current = true;
    void call("")
      .then(async (response) =>
        response.ok ? ((await response.json()) as { positions: StoredPosition[] }).positions : ("failed" as const),
      )
      .catch(() => "failed" as const)
      .then((result) => current && setList(result));
    return () => {
      current = false;
    };
  }, [session, call, version]);

  if (!session) {
    return (
      <p>
        {copy.signIn.body} <Link to="/staff/sign-in">{copy.signIn.link}</Link>
      </p>
    );
  }
  if (list === "loading") return <p role="status">{copy.loading}</p>;
  if (list === "failed") return <p role="alert">{copy.failure}</p>;

  /** A save's answer: the list again and the published note, or the fields' messages, or the reason. */
  const settle = async (response: Response) => {
    if (response.ok) {
      setEditing(null);
      setErrors({});
      setMessage(copy.published);
      setVersion((v) => v + 1);
      return;
    }
    const answer = await answerOf(response);
    setErrors(answer.fields ?? {});
    setMessage(response.status === 403 ? copy.notEditor : (answer.error ?? copy.failure));
  };

  const send = async (path: string, method: "POST" | "PATCH", body: object) => {
    try {
      await settle(
        await call(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      );
    } catch {
      setMessage(copy.failure);
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
    setVersion((v) => v + 1);
    return undefined;
  };

  const save = (form: HTMLFormElement) => {
    const { slug, fields } = fieldsOf(form);
    if (editing?.slug) void send(`/${editing.slug}`, "PATCH", fields);
    else void send("", "POST", { slug, ...fields });
  };

  const open = list.filter((position) => !position.closedAt);
  const closed = list.filter((position) => position.closedAt);
  const edit = (position: StoredPosition | null) => {
    setErrors({});
    setMessage("");
    setEditing(draftOf(position, choices));
  };

  return (
    <div className="flex flex-col gap-8">
      {message ? (
        <p role="status" className="font-medium">
          {message}
        </p>
      ) : null}
      {editing ? (
        <PositionForm
          editing={editing}
          errors={errors}
          copy={copy}
          choices={choices}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button type="button" className="self-start" onClick={() => edit(null)}>
          {copy.add}
        </Button>
      )}
      {(
        [
          [copy.openTitle, open],
          [copy.closedTitle, closed],
        ] as const
      ).map(([title, positions]) => (
        <section key={title} aria-label={title} className="flex flex-col gap-3">
          <h2 className="text-xl">
            {title} ({positions.length})
          </h2>
          {positions.length ? (
            <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
              {positions.map((position) => (
                <PositionRow
                  key={position.slug}
                  position={position}
                  copy={copy}
                  onEdit={() => edit(position)}
                  onClose={() => close(position)}
                  onReopen={() => void send(`/${position.slug}`, "PATCH", { open: true })}
                />
              ))}
            </ul>
          ) : (
            <p>{copy.none}</p>
          )}
        </section>
      ))}
    </div>
  );
}
