// The savings calculator's estimate: the currency choice, what the rates and the fee are, lines and totals (one in the
// chosen currency, or one per currency without rates), each figure a month and a year, the summary read out, and what
// to do next. With the fee in the remote cost the result is a cost difference, else a salary difference (claims.ts).
import * as React from "react";
import { ArrowRight } from "../../components/ui-icons.tsx";
import { cn } from "../../lib/cn.ts";
import { fillText } from "../../lib/template.ts";
import { fillParts } from "../../lib/template-parts.ts";
import { choosableCurrencies, type Currency } from "../../lib/currency.ts";
import { groupDigits } from "../../lib/digits.ts";
import {
  estimateTeam,
  formatPercent,
  formatRange,
  type CurrencyTotal,
  type Estimate,
  type EstimateLine,
  type Range,
} from "../../lib/savings.ts";
import type { CalculatorText, SavingsCalculatorProps } from "../savings-calculator.tsx";

type EstimateProps = Pick<
  SavingsCalculatorProps,
  "roles" | "picks" | "text" | "onReset" | "renderDiscuss" | "currency" | "onCurrencyChange" | "rates" | "fee"
>;

/** The estimate of a team in the chosen currency: lines and totals, the summary read out, and what to do next. */
export const CalculatorEstimate = React.memo(function CalculatorEstimate({
  roles,
  picks,
  text,
  onReset,
  renderDiscuss,
  currency,
  onCurrencyChange,
  rates,
  fee,
}: EstimateProps) {
  const { lines, totals } = estimateTeam(roles, picks, { currency, rates, fee });
  const summary = totals.length ? totals.map((total) => totalSentence(total, text)).join(" ") : "";
  const choices = choosableCurrencies(rates);
  const date = rates
    ? new Date(rates.setAt).toLocaleDateString("en-SG", { dateStyle: "medium", timeZone: "Asia/Singapore" })
    : "";
  const notes = [
    rates ? fillText(text.ratesNote, { SGD: rates.SGD, AUD: rates.AUD, date }) : text.noRates,
    fee ? fillText(text.feeNote, { fee: `${fee.currency} ${groupDigits(fee.amount)}` }) : text.noFee,
  ];
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
      {choices.length > 1 ? (
        <label className="flex items-center gap-3 text-sm text-brand-100">
          {text.currency}
          <select
            value={currency}
            onChange={(event) => onCurrencyChange(event.target.value as Currency)}
            className="h-10 rounded-lg border border-white/40 bg-brand-900 px-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {choices.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </label>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm text-brand-200">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {lines.length === 0 ? (
        <p className="text-brand-100">{text.empty}</p>
      ) : (
        <>
          {totals.map((total) => (
            <CurrencyBlock
              key={total.currency}
              total={total}
              lines={lines.filter((l) => l.currency === total.currency)}
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

/** "USD total: a salary difference of USD 305,000 – 384,000 a year (80–83% lower)." */
function totalSentence(total: CurrencyTotal, text: CalculatorText): string {
  return fillText(total.fee ? text.feeSummary : text.totalSummary, {
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
  lines: readonly EstimateLine[];
  text: CalculatorText;
}) {
  // One role in this currency: its total is its line, shown once.
  const only = lines.length === 1 ? lines[0] : undefined;
  const heading = only ? fillText(text.team, { count: only.count, role: only.role.title }) : text.total;
  return (
    <div className="flex flex-col gap-3">
      {only ? null : (
        <ul className="flex flex-col gap-3">
          {lines.map((line) => (
            <li key={line.role.slug} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <p className="font-semibold text-white">
                {fillParts(text.team, { count: line.count, role: line.role.title })}
              </p>
              <EstimateFigures
                estimate={line}
                currency={total.currency}
                fee={line.fee}
                market={line.role.localMarket}
                text={text}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="rounded-xl bg-white p-4 text-ink-800 shadow-sm">
        <p className="font-semibold text-ink-900">
          {heading} ({total.currency})
        </p>
        <EstimateFigures
          estimate={total}
          currency={total.currency}
          fee={total.fee}
          market={only?.role.localMarket}
          text={text}
          emphasis
        />
      </div>
    </div>
  );
}

/** ["USD 6,250 – 7,916 a month", "USD 75,000 – 95,000 a year"]: a yearly range said both ways. */
const monthAndYear = (range: Range, currency: Currency, text: CalculatorText) => [
  `${formatRange({ min: range.min / 12, max: range.max / 12 }, currency)} ${text.periods.month}`,
  `${formatRange(range, currency)} ${text.periods.year}`,
];

function EstimateFigures({
  estimate,
  currency,
  fee,
  market,
  text,
  emphasis = false,
}: {
  estimate: Estimate;
  currency: Currency;
  /** The remote cost includes the fee: its label and the difference's say so. */
  fee: boolean;
  /** Where the local salaries are paid (one role), said beside them. */
  market?: string | undefined;
  text: CalculatorText;
  emphasis?: boolean;
}) {
  // Each row: its label, the local market under the local salaries' label (one role), and its values, one a line.
  const rows: [string, string | undefined, string[]][] = [
    [text.columns.local, market, monthAndYear(estimate.local, currency, text)],
    [fee ? text.withFee.remote : text.columns.remote, undefined, monthAndYear(estimate.remote, currency, text)],
    [fee ? text.withFee.savings : text.columns.savings, undefined, monthAndYear(estimate.savings, currency, text)],
    [text.columns.percent, undefined, [formatPercent(estimate.percent)]],
  ];
  return (
    <dl className="mt-2 grid grid-cols-1 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-1.5">
      {rows.map(([label, note, values], index) => (
        <React.Fragment key={label}>
          <dt className={emphasis ? "text-ink-600" : "text-brand-200"}>
            {label}
            {note ? <span className="block text-xs">({note})</span> : null}
          </dt>
          <dd
            className={cn(
              "mb-1 tabular-nums sm:mb-0 sm:text-right",
              emphasis ? "text-ink-900" : "text-white",
              index >= 2 && (emphasis ? "font-bold text-accent-700" : "font-semibold text-accent-200"),
            )}
          >
            {values.map((value) => (
              <span key={value} className="block">
                {value}
              </span>
            ))}
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
}
