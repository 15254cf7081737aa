// The editing state every staff desk shares (positions, articles and case studies, proof, pricing): the row being
// edited, the fields' messages, the page's message and whether a save is under way; a JSON save with the function's
// answer (the list read again and what the save did, or each field's message, or the reason); and a change asked for
// from a confirmation (a close, a deletion), whose reason the dialog shows.
import { useState } from "react";
import type { StaffCall } from "./use-staff-call.ts";

/** What a refused call answers: the reason, and a message per field. */
export interface CallAnswer {
  error?: string;
  fields?: Record<string, string>;
}

/** A refused call's answer; an answer that is not JSON gives nothing, so the page's own failure line shows. */
export async function answerOf(response: Response): Promise<CallAnswer> {
  return (await response.json().catch(() => ({}))) as CallAnswer;
}

/** The words the shared state needs from the page's copy. */
interface SaveWords {
  published: string;
  notEditor: string;
  failure: string;
}

export function useStaffSave<Editing>(call: StaffCall, copy: SaveWords, reload: () => void) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [saving, setSaving] = useState(false);

  /**
   * Saves `body` as JSON and then says `saved` (what the save did: published by default; a desk whose rows can be
   * drafts says when the site will not show it). One save at a time: a second press while the first is under way
   * would add the row twice.
   */
  const send = async (path: string, method: "POST" | "PATCH" | "PUT", body: unknown, saved = copy.published) => {
    setSaving(true);
    try {
      const response = await call(path, {
        method,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        setEditing(null);
        setErrors({});
        setMessage(saved);
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

  /** A change confirmed in a dialog: nothing once done (the list read again, `done` shown), else the reason. */
  const change = async (path: string, init: RequestInit, done: string): Promise<string | undefined> => {
    const response = await call(path, init);
    if (response.status === 403) return copy.notEditor;
    if (!response.ok) return (await answerOf(response)).error ?? copy.failure;
    setMessage(done);
    reload();
    return undefined;
  };

  /** Opens a row (or a new one) in the form, with no message left from before. */
  const edit = (next: Editing | null) => {
    setErrors({});
    setMessage("");
    setEditing(next);
  };

  return { editing, setEditing, errors, message, saving, send, change, edit };
}
