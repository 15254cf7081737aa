// Checklist: points with check marks (step checklists, reasons to choose the provider).
import type * as React from "react";
import { CircleCheck } from "./ui-icons.tsx";
import { cn } from "../lib/cn.ts";

export type ChecklistItem = { title: string; description?: string };

/** A list of points, each with a check mark: step checklists, reasons to choose the provider. */
export function Checklist({
  items,
  className,
  ...props
}: Omit<React.ComponentProps<"ul">, "children"> & { items: readonly (string | ChecklistItem)[] }) {
  return (
    <ul data-slot="checklist" className={cn("flex flex-col gap-3", className)} {...props}>
      {items.map((item) => {
        const entry = typeof item === "string" ? { title: item } : item;
        return (
          <li key={entry.title} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
            <span className="flex flex-col gap-0.5">
              <span className={cn("text-ink-800", entry.description && "font-semibold text-ink-900")}>
                {entry.title}
              </span>
              {entry.description ? <span className="text-sm text-ink-600">{entry.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
