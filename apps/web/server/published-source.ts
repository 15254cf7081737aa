// Where a build reads what staff published (FAQs, positions, proof, articles, images, prices), and how it stops when
// it cannot:
//   - SITE_SUPABASE_URL (a production build): the project's functions, as a visitor reads them (the publishable key).
//   - SITE_PUBLISHED_FUNCTIONS_URL: a running local stack's functions (npm start's rebuild after a save).
//   - otherwise, for a build served with the embedded backend (SITE_LOCAL_BACKEND=1, the dev server): the embedded
//     database itself, DATABASE_URL's or the PGlite folder SITE_PUBLISHED_DATA_DIR (npm start's .data), else a fresh
//     one in memory holding the seed (the tests' builds).
// A build that cannot read them stops with a message naming what it read, where, and why it failed: it never
// publishes text that may be out of date.
import { join } from "node:path";
import { localBackendBuild } from "../app/lib/published-content-rules.ts";

type Env = Record<string, string | undefined>;

/** The embedded database a local build reads (supabase/local/published*.ts take these). */
export interface EmbeddedDatabaseSettings {
  dataDir: string | undefined;
  databaseUrl: string | undefined;
}

export interface PublishedKind<T> {
  /** What is read, as the messages name it: "the published prices". */
  what: string;
  /** What a build that went on would publish: "prices that may be out of date". */
  stale: string;
  /** The function's path below the functions' address ("pricing"); none when `fromFunctions` reads several. */
  path?: string;
  /** The read from the functions at `url` (the function's address, or the functions' with no `path`). */
  fromFunctions: (url: string, key: string | undefined) => Promise<T>;
  /** The read from the embedded database. */
  fromDatabase: (settings: EmbeddedDatabaseSettings) => Promise<T>;
}

export class PublishedReadError extends Error {}

/** A readable reason: the cause of a failed fetch (connection refused, …) rather than "fetch failed". */
export function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code) return `${(error as Error).message}: ${cause.code}`;
  return error instanceof Error ? error.message : String(error);
}

/** A fetch of a function's GET answer as JSON; an answer other than 2xx throws with its status and its error. */
export async function fetchPublished(url: string, key: string | undefined): Promise<unknown> {
  const response = await fetch(url, { headers: key ? { apikey: key } : {}, signal: AbortSignal.timeout(20_000) });
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    const said = /"error":"([^"]{1,200})"/.exec(body)?.[1];
    throw new Error(`${url} answered HTTP ${response.status}${said ? ` (${said})` : ""}`);
  }
  return response.json();
}

/** Reads one kind of published content for a build with these settings; throws a PublishedReadError saying what
 * failed, where, and what to do. */
export async function readPublished<T>(env: Env, kind: PublishedKind<T>): Promise<{ source: string; value: T }> {
  const supabaseUrl = env.SITE_SUPABASE_URL?.replace(/\/+$/, "");
  const localFunctions = env.SITE_PUBLISHED_FUNCTIONS_URL?.replace(/\/+$/, "");
  let source: string;
  let read: () => Promise<T>;
  if (supabaseUrl || localFunctions) {
    const functions = supabaseUrl ? `${supabaseUrl}/functions/v1` : localFunctions!;
    source = kind.path ? `${functions}/${kind.path}` : functions;
    read = () => kind.fromFunctions(source, supabaseUrl ? env.SITE_SUPABASE_ANON_KEY : undefined);
  } else if (localBackendBuild(env)) {
    const { DATABASE_URL: databaseUrl, SITE_PUBLISHED_DATA_DIR: dataDir } = env;
    source = databaseUrl
      ? `the database at ${new URL(databaseUrl).host}`
      : dataDir
        ? `the embedded database in ${join(dataDir, "pglite")}`
        : "a new embedded database holding the seed";
    read = () => kind.fromDatabase({ dataDir, databaseUrl });
  } else {
    throw new PublishedReadError(`No backend to read ${kind.what} from: set SITE_SUPABASE_URL.`);
  }
  try {
    return { source, value: await read() };
  } catch (error) {
    throw new PublishedReadError(
      `Could not read ${kind.what} from ${source}: ${reason(error)}. The build stops rather than publish ` +
        `${kind.stale}. Check that the backend is up (and, for a Supabase project, SITE_SUPABASE_URL and ` +
        "SITE_SUPABASE_ANON_KEY), then build again.",
    );
  }
}
