// A staff record's status and its deletion on request (applications, enquiries): a status choice with its save
// button, and a delete button behind a confirmation.
import type { ConfirmTexts } from "@solvix/ui/components/dialog";
import { Button } from "@solvix/ui/components/button";
import { ConfirmDialog } from "@solvix/ui/components/dialog";
import { fillText } from "@solvix/ui/lib/template";

/** The words both controls need: the save and delete buttons, the confirmation ("{name}" in its title) and failure. */
export type StatusAndRemovalCopy<Status extends string> = {
  statuses: Record<Status, string>;
  saveStatus: string;
  remove: string;
  removeDialog: ConfirmTexts;
  failure: string;
};

/**
 * The form that saves the record's status (`field` is the select's name, `label` its label) and the delete button,
 * whose dialog names the record (`name`). Drawn as siblings: the caller's row holds them beside its own buttons.
 */
export function StatusAndRemoval<Status extends string>({
  field,
  label,
  value,
  statuses,
  name,
  copy,
  onStatus,
  onRemove,
}: {
  field: string;
  label: string;
  value: Status;
  statuses: readonly Status[];
  name: string;
  copy: StatusAndRemovalCopy<Status>;
  onStatus: (status: string) => void;
  /** Deletes it: nothing once done, else the reason the dialog shows. */
  onRemove: () => Promise<string | undefined | void>;
}) {
  return (
    <>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onStatus(String(new FormData(event.currentTarget).get(field)));
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {label}
          <select name={field} defaultValue={value} className="h-10 rounded-lg border border-ink-300 px-2">
            {statuses.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          {copy.saveStatus}
        </Button>
      </form>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline">
            {copy.remove}
          </Button>
        }
        tone="danger"
        texts={{ ...copy.removeDialog, title: fillText(copy.removeDialog.title, { name }) }}
        failureMessage={copy.failure}
        onConfirm={onRemove}
      />
    </>
  );
}
