// What a recruiter sees of the applications, from what the page holds: the list's loading, refusal or failure, the
// last change's note, and the applications grouped by position and talent pool, each one's name a link that opens
// it. No calls: staff-applications.tsx loads them; the stories give it fixtures.
import { useMemo } from "react";
import { Link } from "react-router";
import { staffTime } from "@solvix/content/staff-time";
import type { Application, Copy } from "./applications.ts";

export type ApplicationsListProps = {
  list: Application[] | "loading" | "denied" | "failed";
  copy: Copy;
  /** What the last change said (status set, deleted), or nothing. */
  message: string;
};

export function ApplicationsList({ list, copy, message }: ApplicationsListProps) {
  const groups = useMemo(() => {
    if (!Array.isArray(list)) return [];
    const byTarget = new Map<string, Application[]>();
    for (const application of list) {
      const title = application.positionTitle ?? `${copy.pool}: ${application.categoryTitle ?? ""}`;
      byTarget.set(title, [...(byTarget.get(title) ?? []), application]);
    }
    return [...byTarget];
  }, [list, copy.pool]);

  if (list === "loading") return <p role="status">{copy.loading}</p>;
  if (list === "denied") return <p role="alert">{copy.notRecruiter}</p>;
  if (list === "failed") return <p role="alert">{copy.failure}</p>;
  return (
    <div className="flex flex-col gap-8">
      {message ? <p role="status">{message}</p> : null}
      {groups.length === 0 ? <p>{copy.empty}</p> : null}
      {groups.map(([title, applications]) => (
        <section key={title} aria-label={title} className="flex flex-col gap-3">
          <h2 className="text-xl">
            {title} ({applications.length})
          </h2>
          <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
            {applications.map((application) => (
              <li key={application.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <Link to={`?id=${application.id}`} className="font-semibold text-brand-700">
                  {application.name}
                </Link>
                <span className="text-sm text-ink-600">{application.country}</span>
                <span className="text-sm text-ink-600">{staffTime(application.createdAt)}</span>
                {application.source ? (
                  <span className="text-sm text-ink-600">
                    {copy.labels.source}: {application.source}
                  </span>
                ) : null}
                <span className="text-sm font-medium">{copy.statuses[application.reviewStatus]}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
