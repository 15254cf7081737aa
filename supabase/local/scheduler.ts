// The stack's stand-in for the pg_cron schedule of production (sql/schedule-enquiry-retry.sql): calls the retry path
// every few seconds, one call at a time.
import { stackEvent } from "./stack-log.ts";

export function startScheduler(
  runRetry: () => Promise<unknown>,
  everyMs: number,
  log: (line: string) => void,
): () => Promise<void> {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runRetry()
      .catch((error: Error) => stackEvent(log, "warn", "stack.retry_failed", { error: error.message }))
      .finally(() => (running = false));
  }, everyMs);
  return async () => clearInterval(timer);
}
