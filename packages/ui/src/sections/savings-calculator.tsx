// The savings calculator's parts: the headcount picker, the yearly estimate (lines and per-currency totals) and its summary.
import * as React from "react";
import type { CalculatorTexts } from "@solvix/content/pages/savings-calculator";
import { ArrowRight, CircleAlert } from "../components/ui-icons.tsx";
import { cn } from "../lib/cn.ts";
import { groupDigits } from "../lib/digits.ts";
import { fillText } from "../lib/template.ts";
import { fillParts } from "../lib/template-parts.ts";
import {
  estimateTeam,
  formatPercent,
  formatRange,
  MAX_COUNT,
  type CurrencyTotal,
  type Estimate,
  type Currency,
  type SavingsRole,
  type TeamPick,
} from "../lib/savings.ts";

/** The calculator's words (`savingsCalculatorPage.calculator` of the content package, less the page's own). */
export type CalculatorText = CalculatorTexts;

export type CalculatorRoleOption = SavingsRole & { source: { title: string; href: string } };

export type SavingsCalculatorProps = {
  roles: readonly CalculatorRoleOption[];
  picks: readonly TeamPick[];
  onCountChange: (slug: string, count: number) => void;
  onReset: () => void;
  text: CalculatorText;
  /** Messages about the team as the link gave it (an unknown role left out, a headcount brought within range). */
  notes?: readonly string[];
  /** The "Discuss this team" link to the contact page with this team, rendered by the app (a router Link). */
  renderDiscuss: (props: {
    className: string;
    children: React.ReactNode;
    picks: readonly TeamPick[];
  }) => React.ReactNode;
};

/**
 * Pick roles and headcounts, read the yearly estimate. Every input is labelled by its role's name; the totals are
 * announced politely (one short sentence per currency) rather than the whole table on every keystroke. The estimate
 * follows the headcounts through `useDeferredValue`: a tap paints its new count first and the estimate a frame later,
 * so the tap does not wait for the estimate's new blocks on a slow phone.
 */
export function SavingsCalculator({
  roles,
  picks,
  onCountChange,
  onReset,
  text,
  notes = [],
  renderDiscuss,
}: SavingsCalculatorProps) {
  const shownPicks = React.useDeferredValue(picks);
  const [limitNote, setLimitNote] = React.useState<string>();
  const reset = React.useCallback(() => {
    setLimitNote(undefined);
    onReset();
  }, [onReset]);
  const groups = [...new Set(roles.map((role) => role.source.title))].map((title) => ({
    title,
    roles: roles.filter((role) => role.source.title === title),
  }));
  const countOf = (slug: string) => picks.find((pick) => pick.slug === slug)?.count ?? 0;
  const setCount = (role: SavingsRole, requested: number) => {
    const count = Math.min(MAX_COUNT, Math.max(0, Math.trunc(Number.isFinite(requested) ? requested : 0)));
    setLimitNote(requested > MAX_COUNT ? fillText(text.limit, { max: MAX_COUNT, role: role.title }) : undefined);
    onCountChange(role.slug, count);
  };

  return (
    <div
      data-slot="savings-calculator"
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-10"
    >
      <fieldset className="flex min-w-0 flex-col gap-6 rounded-2xl border border-ink-200 bg-white p-4 shadow-xs sm:p-6">
        <legend className="sr-only">{text.legend}</legend>
        {notes.length || limitNote ? (
          <ul className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {[...notes, ...(limitNote ? [limitNote] : [])].map((note) => (
              <li key={note} className="flex gap-2">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {note}
              </li>
            ))}
          </ul>
        ) : null}
        {groups.map((group) => (
          <div key={group.title} className="flex flex-col gap-1">
            <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{group.title}</p>
            <ul className="flex flex-col divide-y divide-ink-100">
              {group.roles.map((role) => {
                const id = `headcount-${role.slug}`;
                const count = countOf(role.slug);
                return (
                  <li key={role.slug} className="flex items-center justify-between gap-3 py-3">
                    <div className="flex min-w-0 flex-col">
                      <label htmlFor={id} className="font-medium text-ink-900">
                        {role.title}
                      </label>
                      <span id={`${id}-rates`} className="text-sm text-ink-600 tabular-nums">
                        {/* In these pieces, not one string: Chrome shapes each text node on its own, and one
                            string would move the glyphs after the first range by a fraction of a pixel. */}
                        {role.currency} {groupDigits(role.local.min)}–{groupDigits(role.local.max)}
                        {` ${text.rates.local},`} {groupDigits(role.remote.min)}–{groupDigits(role.remote.max)}
                        {` ${text.rates.remote}, `}
                        {text.periods[role.period]}
                      </span>
                    </div>
                    <div
                      className="flex shrink-0 items-center gap-1"
                      role="group"
                      aria-label={`${text.headcount}: ${role.title}`}
                    >
                      <StepButton
                        label={fillText(text.fewer, { role: role.title })}
                        disabled={count === 0}
                        onClick={() => setCount(role, count - 1)}
                      >
                        −
                      </StepButton>
                      <input
                        id={id}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={MAX_COUNT}
                        step={1}
                        value={count}
                        aria-describedby={`${id}-rates`}
                        onChange={(event) => setCount(role, Number.parseInt(event.target.value || "0", 10))}
                        className={cn(
                          "h-10 w-14 rounded-lg border border-ink-300 bg-white text-center font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                          count > 0 ? "border-brand-500 text-brand-800" : "text-ink-700",
                        )}
                      />
                      <StepButton
                        label={fillText(text.more, { role: role.title })}
                        disabled={count >= MAX_COUNT}
                        onClick={() => setCount(role, count + 1)}
                      >
                        +
                      </StepButton>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </fieldset>

      <CalculatorEstimate roles={roles} picks={shownPicks} text={text} onReset={reset} renderDiscuss={renderDiscuss} />
    </div>
  );
}

/** The yearly estimate of a team: lines and totals per currency, the summary read out, and what to do next. */
const CalculatorEstimate = React.memo(function CalculatorEstimate({
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

function StepButton({
  label,
  children,
  ...props
}: Omit<React.ComponentProps<"button">, "aria-label"> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-lg border border-ink-300 bg-white text-lg font-semibold text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-40"
      {...props}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

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
