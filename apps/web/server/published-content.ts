// What staff publish reaches the build here: the FAQ rows, read once per build from the database, for the routes
// (through the virtual module below) and for postbuild (the sitemap's lastmod, from the snapshot written next to the
// build). The search index is built from the prerendered pages, so it shows the same rows.
//
// Where the rows come from:
//   - SITE_SUPABASE_URL (a production build): the project's `faqs` function, as a visitor reads it (its publishable
//     key). The function rather than PostgREST: it is the one read the site already makes and tests, and the local
//     stack serves it too (it has no PostgREST), so hosted and local builds read through the same code.
//   - SITE_PUBLISHED_FUNCTIONS_URL: a running local stack's functions (npm start's rebuild after a save).
//   - otherwise, for a build served with the embedded backend (SITE_LOCAL_BACKEND=1, the dev server): the embedded
//     database itself, DATABASE_URL's or the PGlite folder SITE_PUBLISHED_DATA_DIR (npm start's .data), else a fresh
//     one in memory holding the seed (the tests' builds).
// A build that cannot read them stops with a message: it never publishes text that may be out of date.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import type * as embeddedDatabase from "../../../supabase/local/published.ts";
import { isFaq } from "../app/features/faq-editing/faq-list.ts";
import { localBackendBuild } from "../app/features/faq-editing/build-target.ts";

type Env = Record<string, string | undefined>;
type EmbeddedDatabase = typeof embeddedDatabase;

export interface PublishedFaq {
  id: number;
  question: string;
  answer: string;
  /** ISO time of the row's last change. */
  updatedAt: string;
}

export interface PublishedContent {
  /** Where the rows were read (no key or password in it). */
  source: string;
  faqs: PublishedFaq[];
}

/** The snapshot postbuild reads, beside the build's client and server folders. */
export const snapshotFile = "published-content.json";
export const virtualId = "virtual:solvix/published-content";

export class PublishedContentError extends Error {}

/** The rows of a `faqs` list answer; throws on any other shape. */
export function parsePublishedFaqs(body: unknown): PublishedFaq[] {
  const rows = (body as { faqs?: unknown } | null)?.faqs;
  const valid = (row: unknown): row is PublishedFaq =>
    isFaq(row) && !Number.isNaN(Date.parse(String((row as { updatedAt?: unknown }).updatedAt)));
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(valid)) throw new Error("the answer is not a FAQ list");
  return rows
    .map(({ id, question, answer, updatedAt }) => ({ id, question, answer, updatedAt }))
    .sort((a, b) => a.id - b.id);
}

async function readFunction(url: string, key: string | undefined): Promise<PublishedFaq[]> {
  const response = await fetch(url, {
    headers: key ? { apikey: key } : {},
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    const said = /"error":"([^"]{1,200})"/.exec(body)?.[1];
    throw new Error(`it answered HTTP ${response.status}${said ? ` (${said})` : ""}`);
  }
  return parsePublishedFaqs(await response.json());
}

/** A readable reason: the cause of a failed fetch (connection refused, …) rather than "fetch failed". */
function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `${(error as Error).message}: ${cause.code}`;
  return error instanceof Error ? error.message : String(error);
}

/** Reads the published rows for a build with these settings; throws a PublishedContentError saying what to do. */
export async function readPublishedContent(env: Env = process.env): Promise<PublishedContent> {
  const supabaseUrl = env.SITE_SUPABASE_URL?.replace(/\/+$/, "");
  const localFunctions = env.SITE_PUBLISHED_FUNCTIONS_URL?.replace(/\/+$/, "");
  let source: string;
  let read: () => Promise<PublishedFaq[]>;
  if (supabaseUrl) {
    source = `${supabaseUrl}/functions/v1/faqs`;
    read = () => readFunction(source, env.SITE_SUPABASE_ANON_KEY);
  } else if (localFunctions) {
    source = `${localFunctions}/faqs`;
    read = () => readFunction(source, undefined);
  } else if (localBackendBuild(env)) {
    const databaseUrl = env.DATABASE_URL;
    const dataDir = env.SITE_PUBLISHED_DATA_DIR;
    source = databaseUrl
      ? `the database at ${new URL(databaseUrl).host}`
      : dataDir
        ? `the embedded database in ${join(dataDir, "pglite")}`
        : "a new embedded database holding the seed";
    read = async () => {
      // Outside Vite's config bundle: Node loads the stack's modules (and PGlite) from supabase/ as they are.
      const embedded = new URL("../../../supabase/local/published.ts", import.meta.url).href;
      const { readEmbeddedFaqs } = (await import(/* @vite-ignore */ embedded)) as EmbeddedDatabase;
      return readEmbeddedFaqs({ dataDir, databaseUrl });
    };
  } else {
    throw new PublishedContentError("No backend to read the published FAQs from: set SITE_SUPABASE_URL.");
  }
  try {
    return { source, faqs: await read() };
  } catch (error) {
    throw new PublishedContentError(
      `Could not read the published FAQs from ${source}: ${reason(error)}. The build stops rather than publish text ` +
        "that may be out of date. Check that the backend is up (and, for a Supabase project, SITE_SUPABASE_URL and " +
        "SITE_SUPABASE_ANON_KEY), then build again.",
    );
  }
}

/**
 * The Vite side: reads the rows once when a build starts (a failure stops it with the message), serves them to the
 * routes as `virtual:solvix/published-content`, and writes the snapshot beside the build for postbuild.
 */
export function publishedContent(buildDirectory: string): Plugin {
  let loading: Promise<PublishedContent> | undefined;
  let told = false;
  let root = process.cwd();
  let building = false;
  const resolved = `\0${virtualId}`;
  return {
    name: "solvix:published-content",
    configResolved(config) {
      root = config.root;
      building = config.command === "build";
    },
    // A build reads them at its start; the dev server (and `react-router typegen`) only when a page needs them.
    async buildStart() {
      if (!building) return;
      loading ??= readPublishedContent();
      try {
        const content = await loading;
        if (!told) console.log(`published content: ${content.faqs.length} FAQs from ${content.source}`);
        told = true;
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    resolveId(id) {
      return id === virtualId ? resolved : undefined;
    },
    async load(id) {
      if (id !== resolved) return undefined;
      loading ??= readPublishedContent();
      const content = await loading;
      return `export const publishedFaqs = ${JSON.stringify(content.faqs)};\nexport const publishedSource = ${JSON.stringify(content.source)};\n`;
    },
    async closeBundle() {
      if (!loading) return;
      const directory = resolve(root, buildDirectory);
      mkdirSync(directory, { recursive: true });
      writeFileSync(join(directory, snapshotFile), JSON.stringify(await loading, null, 2));
    },
  };
}
