// A statement raced against the request's own deadline (the proxy in front gives up at 30 s).

/** The request's own deadline ran out while the database had the statement: it may yet be committed. */
export class DeadlineError extends Error {
  override name = "DeadlineError";
}

export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The abandoned statement may still fail later: that must not be an unhandled rejection.
  promise.catch(() => {});
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DeadlineError()), Math.max(0, ms));
    }),
  ]).finally(() => clearTimeout(timer));
}
