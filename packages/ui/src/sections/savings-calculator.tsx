// The savings calculator: the headcount picker, and beside it the estimate (the currency, lines, totals and its
// summary), which is savings-calculator/estimate.tsx.
import * as React from "react";
import type { CalculatorTexts } from "@solvix/content/pages/savings-calculator";
import { CircleAlert } from "../components/ui-icons.tsx";
import { cn } from "../lib/cn.ts";
import { groupDigits } from "../lib/digits.ts";
import { fillText } from "../lib/template.ts";
import type { Currency, Fee, Rates } from "../lib/currency.ts";
import { MAX_COUNT, type SavingsRole, type TeamPick } from "../lib/savings.ts";
import { CalculatorEstimate } from "./savings-calculator/estimate.tsx";

/** The calculator's words (`savingsCalculatorPage.calculator` of the content package, less the page's own). */
export type CalculatorText = CalculatorTexts;

export type CalculatorRoleOption = SavingsRole & { localMarket: string; source: { title: string; href?: string } };

export type SavingsCalculatorProps = {
  roles: readonly CalculatorRoleOption[];
  picks: readonly TeamPick[];
  onCountChange: (slug: string, count: number) => void;
  onReset: () => void;
  text: CalculatorText;
  /** The currency the result is in, chosen by the visitor (USD while there are no rates). */
  currency: Currency;
  onCurrencyChange: (currency: Currency) => void;
  /** The rates and the fee staff published, each null while not set. */
  rates: Rates | null;
  fee: Fee | null;
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
 * Pick roles and headcounts and a currency, read the estimate a month and a year. Every input is labelled by its role's name; the totals are
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
  currency,
  onCurrencyChange,
  rates,
  fee,
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
                        {` ${fillText(text.rates.local, { market: role.localMarket })},`} {groupDigits(role.remote.min)}
                        –{groupDigits(role.remote.max)}
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

      <CalculatorEstimate
        roles={roles}
        picks={shownPicks}
        text={text}
        onReset={reset}
        renderDiscuss={renderDiscuss}
        currency={currency}
        onCurrencyChange={onCurrencyChange}
        rates={rates}
        fee={fee}
      />
    </div>
  );
}

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
