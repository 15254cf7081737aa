// The staff pages' downloads: CSV text (RFC 4180: every cell quoted, quotes doubled, CRLF after each row; a cell a
// spreadsheet would run as a formula neutralised) and its file (UTF-8 with a byte-order mark) for the enquiries export
// and the analytics tables, and handing the browser a file to save (those two and an application's CV).

/** A cell a spreadsheet would run as a formula (=, +, -, @, a tab or a return first) is neutralised with a quote. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows as CSV text, the first row the header. */
export function csvOf(rows: readonly (readonly unknown[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * CSV text as a file for a spreadsheet: UTF-8 with a byte-order mark first, without which Excel reads the file in the
 * computer's legacy code page ("Nguyễn" becomes "Nguyá»…n"); Google Sheets, Numbers and CRM importers skip the mark.
 */
export function csvFile(text: string): Blob {
  return new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" });
}

/** Hands the browser `blob` as a file named `name` to save. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
