// TaskGrid: the 'Outsource Remote Staff for any task' items, a note and a button.
import type * as React from "react";
import { ArrowRight } from "../components/ui-icons.tsx";
import { Link } from "react-router-dom";
import type { IconCard, Link as ContentLink } from "@solvix/content/sections";
import { Button } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { Reveal } from "../components/reveal.tsx";
import { cn } from "../lib/cn.ts";
import { scrollToTopAfterNavigation } from "../lib/use-scroll-to-top-navigate.ts";

export type TaskGridProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The 12 tasks remote staff can take on. */
  items: readonly IconCard[];
  cta?: ContentLink;
  note?: string;
  /**
   * "cards": icon cards in three columns (default); "list": a two-column list, each task's name above its words;
   * "ledger": one row per task, its name beside what it means in the page's field (industry pages).
   */
  layout?: "cards" | "list" | "ledger";
};

/** 'Outsource Remote Staff for any task': the 12 items (cards, a list or a ledger) staggered at 0.15 s, a note and a button. */
export function TaskGrid({ items, cta, note, layout = "cards", className, ...props }: TaskGridProps) {
  return (
    <div data-slot="task-grid" className={cn("flex flex-col gap-10", className)} {...props}>
      {layout === "ledger" ? (
        <ul className="border-b border-ink-200">
          {items.map((item, index) => (
            <Reveal asChild key={item.title} index={index} kind="task">
              <li className="grid gap-2 border-t border-ink-200 py-4 sm:grid-cols-[minmax(0,20rem)_1fr] sm:gap-8">
                <p className="flex items-start gap-3 font-semibold text-ink-900">
                  <Icon name={item.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item.title}
                </p>
                <p className="text-ink-600">{item.description}</p>
              </li>
            </Reveal>
          ))}
        </ul>
      ) : layout === "list" ? (
        <ul className="grid gap-x-12 sm:grid-cols-2">
          {items.map((item, index) => (
            <Reveal asChild key={item.title} index={index} kind="task">
              <li className="flex gap-4 border-t border-ink-200 py-5">
                <Icon name={item.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="flex flex-col gap-1">
                  <p className="font-semibold text-ink-900">{item.title}</p>
                  <p className="text-sm text-ink-600">{item.description}</p>
                </div>
              </li>
            </Reveal>
          ))}
        </ul>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <Reveal asChild key={item.title} index={index} kind="task">
              <li className="flex gap-4 rounded-xl border border-ink-200 bg-white p-5 shadow-xs">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={item.icon} />
                </span>
                <div className="flex flex-col gap-1">
                  <h3 className="text-base font-semibold">{item.title}</h3>
                  <p className="text-sm text-ink-600">{item.description}</p>
                </div>
              </li>
            </Reveal>
          ))}
        </ul>
      )}
      {note || cta ? (
        <div className={cn("flex flex-col gap-4", layout === "ledger" ? "items-start" : "items-center text-center")}>
          {note ? <p className="max-w-2xl text-ink-600">{note}</p> : null}
          {cta ? (
            <Button asChild>
              <Link to={cta.href} onClick={scrollToTopAfterNavigation}>
                {cta.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
