// One line of the local stack's own log (its functions process, mail catcher, database and retry schedule), in the
// shape of the functions' own lines (functions/_shared/log.ts): JSON with its time, level and event.
export function stackEvent(
  log: (line: string) => void,
  level: "info" | "warn" | "error",
  event: string,
  fields: Record<string, unknown> = {},
): void {
  log(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
}
