// What the positions editors see, from what the page holds: the list's loading or failure, the saved note, the form
// (adding or editing) or the button that opens it, and the open and closed positions with their actions. No calls:
// staff-positions.tsx loads and saves; the stories give it fixtures.
import type { StoredPosition } from "@solvix/content/position-rules";
import { Button } from "@solvix/ui/components/button";
import { PositionForm } from "./position-form.tsx";
import { PositionRow } from "./position-row.tsx";
import type { Choices, Copy, Editing } from "./positions.ts";

export type PositionsViewProps = {
  list: StoredPosition[] | "loading" | "failed";
  copy: Copy;
  choices: Choices;
  /** What the last save said (published, refused, failed), or nothing. */
  message: string;
  /** The position being added or changed, if the form is open. */
  editing: Editing | null;
  /** The form's messages, by field. */
  errors: Record<string, string>;
  /** A save (add, change, open again) is under way. */
  saving?: boolean;
  onEdit: (position: StoredPosition | null) => void;
  onSave: (form: HTMLFormElement) => void;
  onCancel: () => void;
  /** Closes a position (from its confirmation): nothing once done, else the reason, which the dialog shows. */
  onClose: (position: StoredPosition) => Promise<string | undefined>;
  onReopen: (position: StoredPosition) => void;
};

export function PositionsView({
  list,
  copy,
  choices,
  message,
  editing,
  errors,
  saving = false,
  onEdit,
  onSave,
  onCancel,
  onClose,
  onReopen,
}: PositionsViewProps) {
  if (list === "loading") return <p role="status">{copy.loading}</p>;
  if (list === "failed") return <p role="alert">{copy.failure}</p>;
  const open = list.filter((position) => !position.closedAt);
  const closed = list.filter((position) => position.closedAt);
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
          saving={saving}
          onSave={onSave}
          onCancel={onCancel}
        />
      ) : (
        <Button type="button" className="self-start" onClick={() => onEdit(null)}>
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
                  onEdit={() => onEdit(position)}
                  onClose={() => onClose(position)}
                  onReopen={() => onReopen(position)}
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
