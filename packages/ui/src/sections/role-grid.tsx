// RoleGrid: the roles a team can hire for, with optional skills.
import type * as React from "react";
import type { RoleItem } from "@solvix/content/sections";
import { Badge } from "../components/badge.tsx";
import { Icon } from "../components/icon.tsx";
import { cn } from "../lib/cn.ts";
import { fillText } from "../lib/template.ts";

/** The roles a team can hire for (12 marketing roles, 12 engineering roles, ...), with optional skills. */
export function RoleGrid({
  items,
  skillsLabel,
  className,
  ...props
}: Omit<React.ComponentProps<"ul">, "children"> & {
  items: readonly RoleItem[];
  /** The accessible name of a role's skills: "{role}" is its title (`siteTexts.sections.roleSkills`). */
  skillsLabel: string;
}) {
  return (
    <ul data-slot="role-grid" className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)} {...props}>
      {items.map((role) => (
        <li key={role.title} className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-5 shadow-xs">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
              <Icon name={role.icon} />
            </span>
            <h3 className="text-base font-semibold">{role.title}</h3>
          </div>
          <p className="text-sm text-ink-600">{role.description}</p>
          {role.skills ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={fillText(skillsLabel, { role: role.title })}>
              {role.skills.map((skill) => (
                <li key={skill}>
                  <Badge>{skill}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
