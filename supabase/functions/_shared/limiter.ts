// How many deliveries one instance runs at once (MAIL_CONCURRENCY): both form functions send their mails through it.
/** Runs at most `limit` tasks at once, the rest in arrival order. */
export function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
