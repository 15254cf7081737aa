import type * as React from "react";
import type { SalaryComparisonSection } from "@solvix/content/sections";
import { cn } from "../lib/cn.ts";

type Range = { min: number; max?: number };

/** "USD 75,000 - 95,000" or "USD 80,000+". */
export function formatRange(range: Range, currency: string): string {
  const amount = (value: number) => value.toLocaleString("en-US");
  return range.max === undefined ? `${currency} ${amount(range.min)}+` : `${currency} ${amount(range.min)} - ${amount(range.max)}`;
}

export type SalaryTableProps = Omit<React.ComponentProps<"table">, "children"> &
  Pick<SalaryComparisonSection, "currency" | "period" | "rows"> & {
    caption: string;
  };

/** Local versus remote salary per role: a real table with a caption and column headers. */
export function SalaryTable({ caption, currency, period, rows, className, ...props }: SalaryTableProps) {
  const per = period === "year" ? "per year" : "per month";
  return (
    <div
      data-slot="salary-table"
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-xs"
    >
      <table className={cn("w-full min-w-[30rem] border-collapse text-left text-sm", className)} {...props}>
        <caption className="px-5 pt-5 pb-3 text-left text-base font-semibold text-ink-900">
          {caption} <span className="font-normal text-ink-600">({currency}, {per})</span>
        </caption>
        <thead>
          <tr className="border-y border-ink-200 bg-ink-50 text-ink-700">
            <th scope="col" className="px-5 py-3 font-semibold">Role</th>
            <th scope="col" className="px-5 py-3 font-semibold">Local salary</th>
            <th scope="col" className="px-5 py-3 font-semibold">Remote salary</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.role} className="border-b border-ink-100 last:border-b-0">
              <th scope="row" className="px-5 py-3.5 font-medium text-ink-900">{row.role}</th>
              <td className="px-5 py-3.5 text-ink-700 tabular-nums">{formatRange(row.local, currency)}</td>
              <td className="px-5 py-3.5 font-semibold text-accent-700 tabular-nums">{formatRange(row.remote, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
