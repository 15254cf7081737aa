// The analytics page as the marketing team sees it: the range form, the totals beside the previous period, and each
// chart with its table and CSV download. Presentation only: staff-analytics.tsx loads the report.
import { Button } from "@solvix/ui/components/button";
import { fillText } from "@solvix/ui/lib/template";
import { useState, type FormEvent } from "react";
import { Chart } from "./chart.tsx";
import { csvFile, csvOf, saveFile } from "../csv.ts";
import { changeOf, lastDays, rate, type Copy, type Report, type ReportState } from "./report.ts";
import { sectionsOf, type Section } from "./sections.ts";

/**
 * A section's table as a CSV file named with its range ("campaigns-2026-11-05-to-2026-12-04.csv": the downloads of
 * two periods do not read alike), behind a button named with its section (its visible words first).
 */
function Download({ section, copy, range }: { section: Section; copy: Copy; range: Report["range"] }) {
  const name = fillText(copy.exportFile, { section: section.id, from: range.from, to: range.to });
  const save = () => saveFile(csvFile(csvOf([section.columns, ...section.rows])), name);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={save}
      aria-label={fillText(copy.exportCsvName, { label: copy.exportCsv, title: section.title })}
    >
      {copy.exportCsv}
    </Button>
  );
}

function SectionView({ section, copy, range }: { section: Section; copy: Copy; range: Report["range"] }) {
  const headingId = `analytics-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-200 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {section.title}
        </h2>
        {section.rows.length ? <Download section={section} copy={copy} range={range} /> : null}
      </div>
      {section.rows.length === 0 ? (
        <p className="mt-3 text-ink-600">{copy.empty}</p>
      ) : (
        <>
          <div className="mt-4">
            <Chart
              kind={section.kind}
              label={section.title}
              labels={section.rows.map((row) => String(row[0]))}
              series={section.series}
            />
          </div>
          {/* Scrolls sideways on a phone when the columns need it: focusable, so a keyboard can scroll it too (axe's
              scrollable-region-focusable), and named as a region for that. */}
          <div
            className="mt-4 overflow-x-auto"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus (above)
            tabIndex={0}
            role="region"
            aria-label={`${section.title}: ${copy.showTable}`}
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{section.title}</caption>
              <thead>
                <tr className="border-b border-ink-200">
                  {section.columns.map((column, index) => (
                    <th key={column} scope="col" className={`py-2 pr-4 font-semibold ${index ? "text-right" : ""}`}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.rows.map((row) => (
                  <tr key={String(row[0])} className="border-b border-ink-100">
                    {row.map((cell, index) =>
                      index === 0 ? (
                        // A day stays on one line ("2026-11-04" broke after "2026-11" on a phone); a page's path or
                        // a campaign breaks anywhere rather than widen the table.
                        <th
                          key={index}
                          scope="row"
                          className={`py-2 pr-4 font-normal ${section.kind === "line" ? "whitespace-nowrap" : "break-all"}`}
                        >
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="py-2 pr-4 text-right tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function Totals({ report, copy }: { report: Report; copy: Copy }) {
  const now = report.current.totals;
  const before = report.previous.totals;
  const items: [string, string, string | undefined][] = [
    [copy.totals.visitors, String(now.visitors), changeOf(now.visitors, before.visitors)],
    [copy.totals.pageviews, String(now.pageviews), changeOf(now.pageviews, before.pageviews)],
    [copy.totals.enquiries, String(now.enquiries), changeOf(now.enquiries, before.enquiries)],
    [copy.totals.enquiryRate, rate(now.enquiries, now.visitors), undefined],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map(([label, value, change]) => (
        <div key={label} className="rounded-2xl border border-ink-200 p-4">
          <dt className="text-sm text-ink-600">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
          <dd className="mt-1 text-sm text-ink-600">{change ? fillText(copy.change, { change }) : copy.noPrevious}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface AnalyticsViewProps {
  copy: Copy;
  report: ReportState;
  range: { from: string; to: string };
  /** A new range chosen (the form or a preset). */
  onRange: (range: { from: string; to: string }) => void;
}

export function AnalyticsView({ copy, report, range, onRange }: AnalyticsViewProps) {
  const [draft, setDraft] = useState(range);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from <= draft.to) onRange(draft);
  };
  return (
    <div className="space-y-8">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="mb-2 font-semibold">{copy.range.legend}</legend>
          {(["from", "to"] as const).map((key) => (
            <label key={key} className="flex flex-col text-sm">
              {copy.range[key]}
              <input
                type="date"
                required
                value={draft[key]}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                className="mt-1 rounded-lg border border-ink-300 px-3 py-2"
              />
            </label>
          ))}
          <Button type="submit">{copy.range.apply}</Button>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          {copy.range.presets.map((preset) => (
            <Button
              key={preset.days}
              variant="outline"
              size="sm"
              onClick={() => {
                const next = lastDays(preset.days);
                setDraft(next);
                onRange(next);
              }}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      </form>
      {report === "loading" ? (
        <p role="status">{copy.loading}</p>
      ) : report === "denied" ? (
        <p role="alert">{copy.notMarketing}</p>
      ) : report === "failed" ? (
        <p role="alert">{copy.failure}</p>
      ) : (
        <>
          <p className="text-ink-600">
            {fillText(copy.previous, { from: report.range.previousFrom, to: report.range.previousTo })}
          </p>
          <Totals report={report} copy={copy} />
          {sectionsOf(report.current, report.previous, copy).map((section) => (
            <SectionView key={section.id} section={section} copy={copy} range={report.range} />
          ))}
        </>
      )}
    </div>
  );
}
