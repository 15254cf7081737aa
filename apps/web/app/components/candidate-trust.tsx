// What every careers page that takes an application tells a candidate (content: pages/candidate-trust.ts): the
// stages from application to offer with their usual durations, and that the company never asks for money.
import type { feeWarning, hiringStages } from "@solvix/content/pages/candidate-trust";

/** 'What happens next': the numbered stages, each with its usual duration. */
export function HiringStages({ stages, headingLevel = 2 }: { stages: typeof hiringStages; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="hiring-stages" className="flex max-w-3xl flex-col gap-4">
      <Heading id="hiring-stages" className="text-2xl">
        {stages.title}
      </Heading>
      <p className="text-ink-700">{stages.intro}</p>
      {/* The stages' numbers are drawn by a CSS counter: the list's order is their meaning, and a number in the text
          would read as a figure of the page. */}
      <ol className="flex flex-col gap-3 [counter-reset:stage]">
        {stages.stages.map((stage) => (
          <li
            key={stage.title}
            className="flex gap-3 [counter-increment:stage] before:flex before:size-7 before:shrink-0 before:items-center before:justify-center before:rounded-full before:bg-brand-100 before:font-semibold before:text-brand-800 before:content-[counter(stage)]"
          >
            <p className="text-ink-700">
              <strong className="text-ink-900">{stage.title}</strong> ({stage.duration}). {stage.body}
            </p>
          </li>
        ))}
      </ol>
      <p className="text-ink-700">{stages.noReply}</p>
    </section>
  );
}

/** The plain word on fees, with where to report a request for payment. */
export function FeeWarning({ warning }: { warning: typeof feeWarning }) {
  return (
    <aside
      aria-labelledby="fee-warning"
      className="flex max-w-3xl flex-col gap-1 rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink-800"
    >
      <p id="fee-warning" className="font-semibold text-ink-900">
        {warning.title}
      </p>
      <p>
        {warning.body} {warning.report}
      </p>
    </aside>
  );
}
