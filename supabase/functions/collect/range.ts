// The dashboard's date range: from and to (Singapore days, both included, at most 400 days), and the period of the
// same length just before it.
export interface ReportRange {
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function reportRange(params: URLSearchParams): ReportRange | { error: string } {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (!isoDay.test(from) || !isoDay.test(to)) return { error: "Give from and to as dates (YYYY-MM-DD)." };
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || day(start) !== from || day(end) !== to) {
    return { error: "Give from and to as dates (YYYY-MM-DD)." };
  }
  if (end < start) return { error: "The range ends before it starts." };
  const days = (end - start) / dayMs + 1;
  if (days > 400) return { error: "The range is at most 400 days." };
  return { from, to, days, previousFrom: day(start - days * dayMs), previousTo: day(start - dayMs) };
}
