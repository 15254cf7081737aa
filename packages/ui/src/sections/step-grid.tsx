// StepGrid: the numbered process steps, staggered in.
import type * as React from "react";
import type { Step } from "@solvix/content/sections";
import { Checklist } from "../components/checklist.tsx";
import { Icon } from "../components/icon.tsx";
import { Reveal } from "../components/reveal.tsx";
import { cn } from "../lib/cn.ts";
import { fillParts } from "../lib/template-parts.ts";

export type StepGridProps = Omit<React.ComponentProps<"ol">, "children"> & {
  items: readonly Step[];
  /** `cards`: a row of numbered cards (teasers). `timeline`: one step per row with its checklist (how it works). */
  layout?: "cards" | "timeline";
  /** A step's number: "{number}" counts from 1 (`siteTexts.sections.step` of the content package). */
  stepLabel: string;
};

/** The numbered process steps, staggered in at 0.2 s per step. */
export function StepGrid({ items, layout = "cards", stepLabel, className, ...props }: StepGridProps) {
  const timeline = layout === "timeline";
  return (
    <ol
      data-slot="step-grid"
      className={cn(
        timeline ? "mx-auto flex max-w-4xl flex-col gap-6" : "grid gap-5 sm:grid-cols-2 lg:grid-cols-4",
        className,
      )}
      {...props}
    >
      {items.map((step, index) => (
        <Reveal asChild key={step.title} index={index} kind="step">
          <li
            className={cn(
              "relative flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-xs",
              timeline && "sm:flex-row sm:gap-6 sm:p-8",
            )}
          >
            <div className="flex items-center gap-3 sm:flex-col sm:items-start">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white [&_svg]:size-6">
                <Icon name={step.icon} />
              </span>
              <span className="text-sm font-semibold text-brand-700">
                {fillParts(stepLabel, { number: index + 1 })}
              </span>
            </div>
            <div className="flex flex-col gap-3">
              <h3 className="text-xl">{step.title}</h3>
              <p className="text-ink-600">{step.description}</p>
              {timeline && step.checklist ? <Checklist items={step.checklist} className="mt-2" /> : null}
            </div>
          </li>
        </Reveal>
      ))}
    </ol>
  );
}
