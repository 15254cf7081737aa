// One small interface over the two databases the local stack and the tests use: PGlite (in process) and a real
// Postgres reached with postgres.js. Parameters are positional ($1, $2, …) in both.
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { Gate } from "./pglite-server.ts";

export type Query = <T extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<T[]>;

export interface Db {
  /** One statement with positional parameters. */
  query: Query;
  /** Runs `fn` in one transaction (rolled back when it throws). */
  transaction<R>(fn: (query: Query) => Promise<R>): Promise<R>;
  /** Several statements, no parameters, run in one transaction. */
  script(text: string): Promise<void>;
  close(): Promise<void>;
}

/** `gate` serializes in-process use with the wire-protocol clients of the same PGlite (see pglite-server.ts). */
export function pgliteDb(pg: PGlite, options: { closeWith?: boolean; gate?: Gate } = {}): Db {
  const gated = <R>(fn: () => Promise<R>) => (options.gate ? options.gate.run(fn) : fn());
  return {
    query<T>(text: string, params: unknown[] = []) {
      return gated(async () => (await pg.query<T>(text, params)).rows);
    },
    transaction<R>(fn: (query: Query) => Promise<R>) {
      return gated(() =>
        pg.transaction((tx) =>
          fn(async <T>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows),
        ),
      );
    },
    async script(text: string) {
      await gated(() =>
        pg.transaction(async (tx) => {
          await tx.exec(text);
        }),
      );
    },
    async close() {
      if (options.closeWith) await pg.close();
    },
  };
}

export function postgresDb(url: string): Db {
  const sql = postgres(url, { max: 1, onnotice: () => {}, idle_timeout: 5 });
  return {
    async query<T>(text: string, params: unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as T[];
    },
    async transaction<R>(fn: (query: Query) => Promise<R>) {
      const result = await sql.begin((tx) =>
        fn(async <T>(text: string, params: unknown[] = []) => {
          const rows = await tx.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
          return rows as unknown as T[];
        }),
      );
      return result as R;
    },
    async script(text: string) {
      await sql.begin(async (tx) => {
        await tx.unsafe(text);
      });
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
