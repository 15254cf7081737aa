// Overview: the overview card of a landing page with its highlighted saving and figures, or its text alone.
import type * as React from "react";
import { BadgePercent } from "../components/ui-icons.tsx";
import type { Stat } from "@solvix/content/sections";
import { StatGrid, StatTile } from "../components/stat-tile.tsx";
import { cn } from "../lib/cn.ts";

export type OverviewProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: string;
  intro?: string;
  body: readonly string[];
  /** The call-out, e.g. "Save up to 80% on labour costs against local hiring" (only beside the page's own figures). */
  highlight?: string | undefined;
  stats?: readonly Stat[];
};

/**
 * The overview card of a landing page: the text, a highlighted saving and optional market figures. Without a call-out
 * or figures it is the text alone: the title beside its first paragraph, set large, on wide screens.
 */
export function Overview({ title, intro, body, highlight, stats, className, ...props }: OverviewProps) {
  if (!highlight && !stats) {
    const [lead, ...rest] = body;
    return (
      <div
        data-slot="overview"
        className={cn(
          "grid gap-6 border-l-4 border-brand-600 pl-6 lg:grid-cols-[minmax(0,18rem)_1fr] lg:gap-16",
          className,
        )}
        {...props}
      >
        <h2 className="text-3xl sm:text-4xl">{title}</h2>
        <div className="flex flex-col gap-4">
          {intro ? <p className="text-lg text-ink-600">{intro}</p> : null}
          <p className="text-xl leading-relaxed text-ink-900">{lead}</p>
          {rest.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div
      data-slot="overview"
      className={cn(
        "grid gap-10 rounded-3xl border border-ink-200 bg-white p-6 shadow-md sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14",
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-4">
        <h2 className="text-3xl sm:text-4xl">{title}</h2>
        {intro ? <p className="text-lg text-ink-600">{intro}</p> : null}
        {body.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-ink-700">
            {paragraph}
          </p>
        ))}
      </div>
      <div className="flex flex-col gap-4">
        {highlight ? (
          <p className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-lg font-semibold text-white shadow-md">
            <BadgePercent aria-hidden="true" className="size-10 shrink-0 text-accent-300" />
            {highlight}
          </p>
        ) : null}
        {stats ? (
          <StatGrid className="lg:grid-cols-1 xl:grid-cols-2">
            {stats.map((stat, index) => (
              <StatTile
                key={stat.label}
                value={stat.value}
                label={stat.label}
                tone="brand"
                // An odd last tile spans the row instead of leaving an empty cell beside it.
                className={cn(
                  stats.length % 2 === 1 && index === stats.length - 1 && "col-span-2 lg:col-span-1 xl:col-span-2",
                )}
              />
            ))}
          </StatGrid>
        ) : null}
      </div>
    </div>
  );
}
