// SalaryTable: yearly salary ranges by role, as a real table.
import type * as React from "react";
import type { SalaryComparisonSection } from "@solvix/content/sections";
import type { SiteTexts } from "@solvix/content/site-texts";
import { cn } from "../lib/cn.ts";
import { groupDigits } from "../lib/digits.ts";

type Range = { min: number; max?: number };

/** "USD 75,000 - 95,000" or "USD 80,000+". */
export function formatRange(range: Range, currency: string): string {
  return range.max === undefined
    ? `${currency} ${groupDigits(range.min)}+`
    : `${currency} ${groupDigits(range.min)} - ${groupDigits(range.max)}`;
}

export type SalaryTableProps = Omit<React.ComponentProps<"table">, "children"> &
  Pick<SalaryComparisonSection, "period" | "rows"> & {
    /** The salaries' currency: a landing page's, or one staff gave a calculator role (AUD too). */
    currency: string;
    caption: string;
    /** Keep the caption for assistive technology only (when a visible heading already says the same). */
    hideCaption?: boolean;
    /** The column headers and periods (`siteTexts.sections.salaryTable` of the content package). */
    texts: SalaryTableTexts;
  };

export type SalaryTableTexts = SiteTexts["sections"]["salaryTable"];

/** Local versus remote salary per role: a real table with a caption and column headers. */
export function SalaryTable({
  caption,
  hideCaption = false,
  currency,
  period,
  rows,
  texts,
  className,
  ...props
}: SalaryTableProps) {
  const per = texts.periods[period];
  return (
    <div data-slot="salary-table" className="overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-xs">
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...props}>
        <caption
          className={cn(
            "px-4 pt-5 pb-3 text-left text-base font-semibold text-ink-900 sm:px-5",
            hideCaption && "sr-only",
          )}
        >
          {caption}{" "}
          <span className="font-normal text-ink-600">
            ({currency}, {per})
          </span>
        </caption>
        <thead>
          <tr className="border-y border-ink-200 bg-ink-50 text-ink-700">
            <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
              {texts.role}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
              {texts.local}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
              {texts.remote}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.role} className="border-b border-ink-100 last:border-b-0">
              <th scope="row" className="px-3 py-3.5 font-medium text-ink-900 sm:px-5">
                {row.role}
              </th>
              <td className="px-3 py-3.5 text-ink-700 tabular-nums sm:px-5">{formatRange(row.local, currency)}</td>
              <td className="px-3 py-3.5 font-semibold text-accent-700 tabular-nums sm:px-5">
                {formatRange(row.remote, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
