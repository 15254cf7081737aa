// One position in the editors' list: title, location and type, its page or the day it closed, and its actions.
import type { StoredPosition } from "@solvix/content/position-rules";
import { Button } from "@solvix/ui/components/button";
import { when, type Copy } from "./positions.ts";

/** A position's row: edit it, and close it (an open one) or open it again (a closed one). */
export function PositionRow({
  position,
  copy,
  onEdit,
  onToggle,
}: {
  position: StoredPosition;
  copy: Copy;
  onEdit: () => void;
  /** Close an open position, open a closed one again. */
  onToggle: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <span className="font-semibold">{position.title}</span>
      <span className="text-sm text-ink-600">
        {position.location}, {position.type}
      </span>
      {position.closedAt ? (
        <span className="text-sm text-ink-600">
          {copy.closedOn} {when(position.closedAt)}
        </span>
      ) : (
        <a href={`/careers/${position.slug}`} className="text-sm text-brand-700">
          /careers/{position.slug}
        </a>
      )}
      <span className="ms-auto flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onEdit}>
          {copy.edit}
          <span className="sr-only"> {position.title}</span>
        </Button>
        <Button type="button" size="sm" variant={position.closedAt ? "outline" : "secondary"} onClick={onToggle}>
          {position.closedAt ? copy.reopen : copy.close}
          <span className="sr-only"> {position.title}</span>
        </Button>
      </span>
    </li>
  );
}
