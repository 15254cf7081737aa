// What sales staff see of the enquiries, from what the page holds: the filters (status, source, dates, search: the
// page's query string), the export of what they show, the list's loading, refusal or failure, the last change's note,
// and the enquiries newest first, each one's name a link that opens it. No calls: staff-enquiries.tsx loads them and
// reads the export.
import { Button } from "@solvix/ui/components/button";
import { Link, useNavigate } from "react-router";
import { staffTime } from "@solvix/content/staff-time";
import { leadStatuses, type Copy, type Listed } from "./enquiries.ts";

export type EnquiriesViewProps = {
  list: Listed[] | "loading" | "denied" | "failed";
  copy: Copy;
  /** The filters as the page's query string holds them. */
  filters: Partial<Record<"status" | "source" | "from" | "to" | "q", string>>;
  /** The sources to choose from (those seen so far, and the one filtered on). */
  sources: string[];
  /** What the last change said (deleted, an export not read), or nothing. */
  message: string;
  /** Reads what the filters show, with every field, and downloads it as CSV. */
  onExport: () => void;
};

const field = "h-10 rounded-lg border border-ink-300 px-2";

export function EnquiriesView({ list, copy, filters, sources, message, onExport }: EnquiriesViewProps) {
  const { filters: words } = copy;
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <form
        method="get"
        aria-label={words.label}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          // The filters become the page's query string (empty ones left out); the list reads again for it.
          event.preventDefault();
          const chosen = [...new FormData(event.currentTarget)].filter(([, value]) => value !== "");
          void navigate({ search: new URLSearchParams(chosen as [string, string][]).toString() });
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {words.status}
          <select name="status" defaultValue={filters.status ?? ""} className={field}>
            <option value="">{words.any}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {words.source}
          <select name="source" defaultValue={filters.source ?? ""} className={field}>
            <option value="">{words.any}</option>
            {sources.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {words.from}
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {words.to}
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {words.search}
          <input type="search" name="q" defaultValue={filters.q ?? ""} maxLength={200} className={field} />
        </label>
        <Button type="submit">{words.apply}</Button>
        <Link to="/staff/enquiries" className="py-2 text-brand-700">
          {words.clear}
        </Link>
        {Array.isArray(list) && list.length > 0 ? (
          <Button type="button" variant="outline" onClick={() => onExport()}>
            {words.export}
          </Button>
        ) : null}
      </form>
      {message ? <p role="status">{message}</p> : null}
      {list === "loading" ? <p role="status">{copy.loading}</p> : null}
      {list === "denied" ? <p role="alert">{copy.notSales}</p> : null}
      {list === "failed" ? <p role="alert">{copy.failure}</p> : null}
      {Array.isArray(list) && list.length === 0 ? <p>{copy.empty}</p> : null}
      {Array.isArray(list) && list.length > 0 ? (
        <table aria-label={copy.listLabel} className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-ink-300">
              <th className="py-2 pr-4">{copy.columns.received}</th>
              <th className="py-2 pr-4">{copy.columns.name}</th>
              <th className="py-2 pr-4">{copy.columns.company}</th>
              <th className="py-2 pr-4">{copy.columns.source}</th>
              <th className="py-2">{copy.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((enquiry) => (
              <tr key={enquiry.id} className="border-b border-ink-200">
                <td className="py-2 pr-4">{staffTime(enquiry.created_at)}</td>
                <td className="py-2 pr-4">
                  <Link to={`?id=${enquiry.id}`} className="font-semibold text-brand-700">
                    {enquiry.first_name} {enquiry.last_name}
                  </Link>
                </td>
                <td className="py-2 pr-4">{enquiry.company}</td>
                <td className="py-2 pr-4">{enquiry.source}</td>
                <td className="py-2">{copy.statuses[enquiry.lead_status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
