// Structured JSON logs, one line per event. Never pass personal data (names, e-mail, addresses, message text):
// log ids, outcomes, counts and durations only.
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function log(level: "info" | "warn" | "error", event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

/** The class and code of an error, without its message (which may quote personal data). */
export function errorKind(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === "string" || typeof code === "number" ? `${error.name}:${code}` : error.name;
  }
  return typeof error;
}
