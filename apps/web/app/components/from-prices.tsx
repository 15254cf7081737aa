// The "from" prices staff published (/staff/pricing), as /pricing shows them: one table, a row per role family and
// staff country, the amount in its own currency a month.
import type { PricingPage } from "@solvix/content/pages/pricing";

export interface FromPrice {
  roleFamily: string;
  country: string;
  /** "USD 1,450 a month", formatted by the loader. */
  amount: string;
}

export function FromPrices({ texts, rows }: { texts: PricingPage["fromPrices"]; rows: readonly FromPrice[] }) {
  const cell = "px-3 py-3 sm:px-5";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h2 className="text-3xl sm:text-4xl">{texts.title}</h2>
      <p className="text-lg leading-relaxed text-ink-700">{texts.intro}</p>
      <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-xs">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{texts.title}</caption>
          <thead>
            <tr className="border-b border-ink-200 bg-ink-50 text-ink-700">
              <th scope="col" className={`${cell} font-semibold`}>
                {texts.columns.roleFamily}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {texts.columns.country}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {texts.columns.from}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.roleFamily}|${row.country}`} className="border-b border-ink-100 last:border-b-0">
                <th scope="row" className={`${cell} font-medium text-ink-900`}>
                  {row.roleFamily}
                </th>
                <td className={cell}>{row.country}</td>
                <td className={`${cell} tabular-nums`}>{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
