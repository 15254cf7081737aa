// The savings calculator's yearly estimate: lines and totals per currency, the summary read out, and what to do next.
import * as React from "react";
import { ArrowRight } from "../../components/ui-icons.tsx";
import { cn } from "../../lib/cn.ts";
import { fillText } from "../../lib/template.ts";
import { fillParts } from "../../lib/template-parts.ts";
import {
  estimateTeam,
  formatPercent,
  formatRange,
  type CurrencyTotal,
  type Estimate,
  type Currency,
  type SavingsRole,
} from "../../lib/savings.ts";
import type { CalculatorText, SavingsCalculatorProps } from "../savings-calculator.tsx";

/** The yearly estimate of a team: lines and totals per currency, the summary read out, and what to do next. */
export const CalculatorEstimate = React.memo(function CalculatorEstimate({
  roles,
  picks,
  text,
  onReset,
  renderDiscuss,
}: Pick<SavingsCalculatorProps, "roles" | "picks" | "text" | "onReset" | "renderDiscuss">) {
  const { lines, totals } = estimateTeam(roles, picks);
  const summary = totals.length ? totals.map((total) => totalSentence(total, text)).join(" ") : "";
  return (
    <section
      aria-labelledby="calculator-results"
      className="flex flex-col gap-5 rounded-2xl bg-brand-950 p-5 text-brand-100 sm:p-6 lg:sticky lg:top-24"
    >
      <h3 id="calculator-results" className="scroll-mt-24 text-xl text-white">
        {text.results}
      </h3>
      <p aria-live="polite" className="sr-only">
        {summary}
      </p>
      {lines.length === 0 ? (
        <p className="text-brand-100">{text.empty}</p>
      ) : (
        <>
          {totals.map((total) => (
            <CurrencyBlock
              key={total.currency}
              total={total}
              lines={lines.filter((l) => l.role.currency === total.currency)}
              text={text}
            />
          ))}
        </>
      )}
      <p className="text-sm text-brand-200">{text.caveat}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {lines.length > 0
          ? renderDiscuss({
              className:
                "inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-4",
              children: (
                <>
                  {text.discuss}
                  <ArrowRight aria-hidden="true" />
                </>
              ),
              picks,
            })
          : null}
        {lines.length > 0 ? (
          <button
            type="button"
            onClick={onReset}
            className="inline-flex h-12 items-center justify-center rounded-lg border border-white/60 px-6 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {text.reset}
          </button>
        ) : null}
      </div>
    </section>
  );
});

/** "USD total: savings of USD 305,000 – 384,000 a year (80–83%)." */
function totalSentence(total: CurrencyTotal, text: CalculatorText): string {
  return fillText(text.totalSummary, {
    currency: total.currency,
    savings: formatRange(total.savings, total.currency),
    percent: formatPercent(total.percent),
  });
}

function CurrencyBlock({
  total,
  lines,
  text,
}: {
  total: CurrencyTotal;
  lines: readonly (Estimate & { role: SavingsRole; count: number })[];
  text: CalculatorText;
}) {
  // One role in this currency: its total is its line, shown once.
  const only = lines.length === 1 ? lines[0] : undefined;
  const heading = only ? fillText(text.team, { count: only.count, role: only.role.title }) : text.total;
  const year = text.periods.year;
  return (
    <div className="flex flex-col gap-3">
      {only ? null : (
        <ul className="flex flex-col gap-3">
          {lines.map((line) => (
            <li key={line.role.slug} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <p className="font-semibold text-white">
                {fillParts(text.team, { count: line.count, role: line.role.title })}
              </p>
              <EstimateFigures estimate={line} currency={total.currency} text={text} />
            </li>
          ))}
        </ul>
      )}
      <div className="rounded-xl bg-white p-4 text-ink-800 shadow-sm">
        <p className="font-semibold text-ink-900">
          {heading} ({total.currency}, {year})
        </p>
        <EstimateFigures estimate={total} currency={total.currency} text={text} emphasis />
      </div>
    </div>
  );
}

function EstimateFigures({
  estimate,
  currency,
  text,
  emphasis = false,
}: {
  estimate: Estimate;
  currency: Currency;
  text: CalculatorText;
  emphasis?: boolean;
}) {
  const rows: [string, string][] = [
    [text.columns.local, formatRange(estimate.local, currency)],
    [text.columns.remote, formatRange(estimate.remote, currency)],
    [text.columns.savings, formatRange(estimate.savings, currency)],
    [text.columns.percent, formatPercent(estimate.percent)],
  ];
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value], index) => (
        <React.Fragment key={label}>
          <dt className={emphasis ? "text-ink-600" : "text-brand-200"}>{label}</dt>
          <dd
            className={cn(
              "text-right tabular-nums",
              emphasis ? "text-ink-900" : "text-white",
              index >= 2 && (emphasis ? "font-bold text-accent-700" : "font-semibold text-accent-200"),
            )}
          >
            {value}
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
}
