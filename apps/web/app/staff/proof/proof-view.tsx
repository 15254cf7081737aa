// What the proof desk's editors see, from what the page holds: the list's loading or failure, the last save's note,
// the form (adding or changing a row), and each kind's rows with their actions. No calls: staff-proof.tsx loads and
// saves; the stories give it fixtures.
// Types only: the rules (zod) stay out of the page, whose policy forbids the eval zod tries.
import type { ProofKind } from "@solvix/content/proof-rules";
import { staffDay } from "@solvix/content/staff-time";
import { Button } from "@solvix/ui/components/button";
import { ConfirmDialog } from "@solvix/ui/components/dialog";
import { fillText } from "@solvix/ui/lib/template";
import { ProofForm } from "./proof-form.tsx";
import { nameOf, type Copy, type DeskRow, type Editing, type FieldChoices } from "./proof.ts";

export type ProofViewProps = {
  list: DeskRow[] | "loading" | "failed" | "denied";
  copy: Copy;
  fields: FieldChoices;
  /** What the last save or deletion said, or nothing. */
  message: string;
  /** The row being added or changed, if the form is open. */
  editing: Editing | null;
  /** The form's messages, by field. */
  errors: Record<string, string>;
  saving?: boolean;
  onEdit: (kind: Editing["kind"], row: DeskRow | null) => void;
  onSave: (form: HTMLFormElement) => void;
  onCancel: () => void;
  /** Deletes a row (from its confirmation): nothing once done, else the reason, which the dialog shows. */
  onRemove: (row: DeskRow) => Promise<string | undefined>;
};

export function ProofView({
  list,
  copy,
  fields,
  message,
  editing,
  errors,
  saving,
  onEdit,
  onSave,
  onCancel,
  onRemove,
}: ProofViewProps) {
  if (list === "loading") return <p role="status">{copy.loading}</p>;
  if (list === "denied") return <p role="alert">{copy.notEditor}</p>;
  if (list === "failed") return <p role="alert">{copy.failure}</p>;
  return (
    <div className="flex flex-col gap-10">
      {message ? (
        <p role="status" className="font-medium">
          {message}
        </p>
      ) : null}
      {editing ? (
        <ProofForm
          key={`${editing.kind}-${editing.id ?? "new"}`}
          editing={editing}
          errors={errors}
          copy={copy}
          fields={fields}
          saving={saving}
          onSave={onSave}
          onCancel={onCancel}
        />
      ) : null}
      {(Object.keys(copy.kinds) as ProofKind[]).map((kind) => {
        const rows = list.filter((row) => row.kind === kind);
        return (
          <section key={kind} aria-label={copy.kinds[kind]} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-4">
              <h2 className="text-xl">
                {copy.kinds[kind]} ({rows.length})
              </h2>
              {editing ? null : (
                <Button type="button" size="sm" className="ms-auto" onClick={() => onEdit(kind, null)}>
                  {copy.add[kind]}
                </Button>
              )}
            </div>
            {rows.length ? (
              <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
                {rows.map((row) => (
                  <ProofRow
                    key={row.id}
                    row={row}
                    copy={copy}
                    onEdit={() => onEdit(kind, row)}
                    onRemove={() => onRemove(row)}
                  />
                ))}
              </ul>
            ) : (
              <p>{copy.none}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function ProofRow({
  row,
  copy,
  onEdit,
  onRemove,
}: {
  row: DeskRow;
  copy: Copy;
  onEdit: () => void;
  onRemove: () => Promise<string | undefined>;
}) {
  const name = nameOf(row);
  const named = (label: string) => (
    <>
      {label}
      <span className="sr-only"> {name}</span>
    </>
  );
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <span className="font-semibold">{name}</span>
      <span className="text-sm text-ink-600">{copy.states[row.state]}</span>
      {row.consent ? (
        <span className="text-sm text-ink-600">
          {copy.labels.consentBy}: {row.consent.by},{" "}
          <span className="whitespace-nowrap">{staffDay(row.consent.at)}</span>
        </span>
      ) : null}
      <span className="ms-auto flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onEdit}>
          {named(copy.edit)}
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm" variant="secondary">
              {named(copy.remove)}
            </Button>
          }
          tone="danger"
          texts={{ ...copy.removeConfirm, title: fillText(copy.removeConfirm.title, { name }) }}
          failureMessage={copy.failure}
          onConfirm={onRemove}
        />
      </span>
    </li>
  );
}
