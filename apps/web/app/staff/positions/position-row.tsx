// One position in the editors' list: title, location and type, its page or the day it closed, and its actions.
import type { StoredPosition } from "@solvix/content/position-rules";
import { Button } from "@solvix/ui/components/button";
import { ConfirmDialog } from "@solvix/ui/components/dialog";
import { fillText } from "@solvix/ui/lib/template";
import { staffDay } from "@solvix/content/staff-time";
import type { Copy } from "./positions.ts";

/** A position's row: edit it, and close it (an open one, after a confirmation) or open it again (a closed one). */
export function PositionRow({
  position,
  copy,
  onEdit,
  onClose,
  onReopen,
}: {
  position: StoredPosition;
  copy: Copy;
  onEdit: () => void;
  /** Closes the position: resolves with nothing once done, or with the reason it was not. */
  onClose: () => Promise<string | undefined>;
  onReopen: () => void;
}) {
  const named = (label: string) => (
    <>
      {label}
      <span className="sr-only"> {position.title}</span>
    </>
  );
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <span className="font-semibold">{position.title}</span>
      <span className="text-sm text-ink-600">
        {position.location}, {position.type}
      </span>
      {position.closedAt ? (
        <span className="text-sm text-ink-600">
          {copy.closedOn} {staffDay(position.closedAt)}
        </span>
      ) : (
        <a href={`/careers/${position.slug}`} className="text-sm text-brand-700">
          /careers/{position.slug}
        </a>
      )}
      <span className="ms-auto flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onEdit}>
          {named(copy.edit)}
        </Button>
        {position.closedAt ? (
          <Button type="button" size="sm" variant="outline" onClick={onReopen}>
            {named(copy.reopen)}
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button type="button" size="sm" variant="secondary">
                {named(copy.close)}
              </Button>
            }
            tone="danger"
            texts={{ ...copy.closeDialog, title: fillText(copy.closeDialog.title, { title: position.title }) }}
            failureMessage={copy.failure}
            onConfirm={onClose}
          />
        )}
      </span>
    </li>
  );
}
