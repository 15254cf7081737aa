// What an editor sees of a page of the writing desk (articles or case studies), from what the page holds: the last
// save's note, the editor (the kind's form) or the button that opens it, the list's loading, refusal or failure, and
// every row with its state, each with its history when asked. No calls: the page's hook (use-desk.ts) makes them.
import type { DeskWords } from "@solvix/content/pages/staff-desk";
import { Badge } from "@solvix/ui/components/badge";
import { Button } from "@solvix/ui/components/button";
import type { ComponentType } from "react";
import type { KindFormProps } from "./desk-form.tsx";
import { staffTime } from "@solvix/content/staff-time";
import type { DeskRow, Editing, Revision } from "./desk.ts";

/** One row's saved versions as read (or "failed"), shown under it. */
export type OpenHistory = { id: number; rows: Revision[] | "failed" };

/** What a desk page holds and does: the same for articles and case studies, each with its own row and save. */
export type DeskViewProps<Row extends DeskRow, Save> = {
  list: Row[] | "loading" | "denied" | "failed";
  /** What the last save said (saved, refused with the function's message, failed), or nothing. */
  message: string;
  /** The row being written or changed, or null (the list's button opens a new one). */
  editing: Editing | null;
  /** The function's message for each field of a refused save. */
  errors: Record<string, string>;
  /** Whether a save is on its way. */
  saving: boolean;
  history: OpenHistory | null;
  /** Opens the editor on a row, or on a new one (null). */
  onEdit: (row: Row | null) => void;
  onSave: (save: Save) => void;
  onCancel: () => void;
  onHistory: (id: number) => void;
};

function History({ history, copy }: { history: OpenHistory; copy: DeskWords }) {
  if (history.rows === "failed") return <p role="alert">{copy.failure}</p>;
  return (
    <ol aria-label={copy.historyLabel} className="text-sm text-ink-700">
      {/* Two versions can share a time (saved in one transaction): the place keeps the keys apart. */}
      {history.rows.map((row, index) => (
        <li key={`${index} ${row.savedAt}`}>
          {staffTime(row.savedAt)} · {row.savedBy ?? copy.savedByTheSite} · {copy.states[row.state as DeskRow["state"]]}{" "}
          · {row.title}
        </li>
      ))}
    </ol>
  );
}

export function DeskView<Row extends DeskRow, Save, Copy extends DeskWords>({
  Form,
  titleOf,
  addressOf,
  ...props
}: DeskViewProps<Row, Save> & {
  copy: Copy;
  /** The kind's editor, opened on the row being edited. */
  Form: ComponentType<KindFormProps<Copy, Save>>;
  titleOf: (row: Row) => string;
  /** Where a row is read on the site. */
  addressOf: (row: Row) => string;
}) {
  const { list, copy, message, editing, history, onEdit, onHistory } = props;
  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="min-h-6 text-brand-800">
        {message}
      </p>
      {editing ? (
        <Form
          key={editing.id ?? "new"}
          editing={editing}
          errors={props.errors}
          saving={props.saving}
          copy={copy}
          onSave={props.onSave}
          onCancel={props.onCancel}
        />
      ) : (
        <Button className="self-start" onClick={() => onEdit(null)}>
          {copy.add}
        </Button>
      )}
      {list === "loading" ? <p role="status">{copy.loading}</p> : null}
      {list === "denied" ? <p role="alert">{copy.notEditor}</p> : null}
      {list === "failed" ? <p role="alert">{copy.failure}</p> : null}
      {Array.isArray(list) && list.length === 0 ? <p>{copy.none}</p> : null}
      {Array.isArray(list) && list.length > 0 ? (
        <ul aria-label={copy.listLabel} className="flex flex-col gap-3">
          {list.map((row) => (
            <li key={row.id} className="flex flex-col gap-2 rounded-xl border border-ink-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-3">
                <Badge variant={row.state === "published" ? "brand" : "neutral"}>{copy.states[row.state]}</Badge>
                <h3 className="text-lg">{titleOf(row)}</h3>
              </div>
              <p className="text-sm text-ink-600">
                {addressOf(row)} · {copy.updated} {staffTime(row.updatedAt)}
                {row.state === "scheduled" && row.publishAt ? ` · ${staffTime(row.publishAt)}` : ""}
              </p>
              <div className="flex gap-3">
                <Button variant="secondary" onClick={() => onEdit(row)}>
                  {copy.edit}
                </Button>
                <Button variant="secondary" onClick={() => onHistory(row.id)}>
                  {copy.history}
                </Button>
              </div>
              {history?.id === row.id ? <History history={history} copy={copy} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
