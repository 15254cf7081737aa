/** "2025-01-15" -> "January 15, 2025"; with `twoDigitDay`, "2025-07-01" -> "July 01, 2025". Calendar dates, no time zone shift. */
export function formatDate(iso: string, { twoDigitDay = false }: { twoDigitDay?: boolean } = {}): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${iso}`);
  return date.toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: twoDigitDay ? "2-digit" : "numeric",
  });
}
