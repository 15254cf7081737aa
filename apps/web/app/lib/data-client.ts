/**
 * The data-fetching client created at application start (spec section 7): a cache of fetched data by key, one
 * request in flight per key, `set`/`invalidate` after a mutation, and a hook that subscribes a component to a key.
 * It is deliberately tiny and knows nothing of where the data comes from. The root imports it at start, outside
 * every page's first-load JavaScript; the FAQ page reads through it.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";

/** What a component sees of one key. The same object is returned until the key changes. */
export interface Entry<T> {
  data?: T;
  /** The last load's error; cleared by a successful load or `set`. */
  error?: unknown;
  /** A load is in flight. */
  pending: boolean;
  /** Invalidated: the data (if any) is kept for display until the next load replaces it. */
  stale: boolean;
}

export interface DataClient {
  read<T>(key: string): Entry<T>;
  /** Loads `key` unless a load of it is already in flight, in which case that one's promise is returned. */
  fetch<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Replaces the data of `key` (after a mutation), with a value or a function of the current value. */
  set<T>(key: string, data: T | ((current: T | undefined) => T)): void;
  /** Marks `key` stale: subscribed components load it again. */
  invalidate(key: string): void;
  subscribe(key: string, listener: () => void): () => void;
}

const empty: Entry<never> = Object.freeze({ pending: false, stale: false });

export function createDataClient(): DataClient {
  const entries = new Map<string, Entry<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();
  const listeners = new Map<string, Set<() => void>>();

  const read = <T>(key: string) => (entries.get(key) ?? empty) as Entry<T>;
  const write = (key: string, change: Partial<Entry<unknown>>) => {
    entries.set(key, { ...read(key), ...change });
    for (const listener of listeners.get(key) ?? []) listener();
  };

  return {
    read,
    fetch<T>(key: string, load: () => Promise<T>) {
      const running = inFlight.get(key) as Promise<T> | undefined;
      if (running) return running;
      const promise = load().then(
        (data) => {
          // A `set` during the load wins over the load's (older) answer.
          if (inFlight.get(key) === promise) write(key, { data, error: undefined, pending: false, stale: false });
          return data;
        },
        (error: unknown) => {
          if (inFlight.get(key) === promise) write(key, { error, pending: false, stale: false });
          throw error;
        },
      );
      inFlight.set(key, promise);
      const settle = () => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      };
      promise.then(settle, settle);
      write(key, { pending: true });
      return promise;
    },
    set<T>(key: string, data: T | ((current: T | undefined) => T)) {
      inFlight.delete(key);
      const next = typeof data === "function" ? (data as (current: T | undefined) => T)(read<T>(key).data) : data;
      write(key, { data: next, error: undefined, pending: false, stale: false });
    },
    invalidate(key: string) {
      inFlight.delete(key);
      write(key, { pending: false, stale: true });
    },
    subscribe(key: string, listener: () => void) {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

/** The one client of the running application. */
export const dataClient = createDataClient();

export function useDataClient(): DataClient {
  return dataClient;
}

/**
 * Subscribes to `key` and loads it after hydration when it has no data yet or was invalidated, starting the load in
 * the task after the commit. During prerendering and hydration the entry is empty, so the prerendered markup is what
 * the first client render shows.
 * A failed load is not retried by re-renders: `invalidate` asks again.
 */
export function useData<T>(
  key: string,
  load: () => Promise<T>,
  { enabled = true }: { enabled?: boolean } = {},
): Entry<T> {
  const client = useDataClient();
  const subscribe = useCallback((listener: () => void) => client.subscribe(key, listener), [client, key]);
  const entry = useSyncExternalStore(
    subscribe,
    () => client.read<T>(key),
    () => empty as Entry<T>,
  );
  const needed = enabled && !entry.pending && (entry.stale || (entry.data === undefined && entry.error === undefined));
  useEffect(() => {
    if (!needed) return;
    // In a task of its own: not among the effects of the commit that mounted (or hydrated) the component, which on a
    // slow phone fill a task already. The outcome lands in the entry (data or error); nothing else waits on it.
    const start = setTimeout(() => {
      client.fetch(key, load).catch(() => {});
    });
    return () => clearTimeout(start);
  }, [client, key, needed, load]);
  return entry;
}
