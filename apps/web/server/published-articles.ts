// The articles and case studies staff published reach the build here (issue 48), beside the FAQs and positions of
// published-content.ts and from the same places: a production build from the project's `articles` function
// (SITE_SUPABASE_URL), npm start's rebuild from the running stack's functions (SITE_PUBLISHED_FUNCTIONS_URL), a build
// for the embedded backend from its database. Each row is parsed with the content package's schemas (the ones the
// function refused bad saves with), so a build never publishes a row it cannot draw; one that fails stops the build
// with its message. Read once per build process (react-router.config.ts's prerender list asks first, then the routes'
// loaders through app/lib/articles.server.ts) and written beside the build for postbuild (sitemap, feed, _redirects)
// as published-articles.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type * as embeddedDatabase from "../../../supabase/local/published-articles.ts";
import { publishedArticlesSchema, type PublishedArticleRows } from "@solvix/content/article-rules";
import { localBackendBuild } from "../app/lib/published-content-rules.ts";

type Env = Record<string, string | undefined>;

export type PublishedArticles = PublishedArticleRows & { source: string };

export const articlesSnapshotFile = "published-articles.json";

/** The rows of an answer, or an error naming the first row and field that would not build. */
export function parsePublishedArticles(body: unknown): Omit<PublishedArticles, "source"> {
  const parsed = publishedArticlesSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const [list, index] = issue.path;
  const slug = (body as Record<string, { slug?: unknown }[] | undefined>)?.[String(list)]?.[Number(index)]?.slug;
  throw new Error(
    `${String(list ?? "the answer")}${slug ? ` "${String(slug)}"` : ""}: ${issue.path.slice(2).join(".") || "row"}: ${issue.message}`,
  );
}

async function readFunction(url: string, key: string | undefined) {
  const response = await fetch(url, { headers: key ? { apikey: key } : {}, signal: AbortSignal.timeout(20_000) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return parsePublishedArticles(await response.json());
}

export async function readPublishedArticles(env: Env = process.env): Promise<PublishedArticles> {
  const supabaseUrl = env.SITE_SUPABASE_URL?.replace(/\/+$/, "");
  const localFunctions = env.SITE_PUBLISHED_FUNCTIONS_URL?.replace(/\/+$/, "");
  let source: string;
  let read: () => Promise<Omit<PublishedArticles, "source">>;
  if (supabaseUrl || localFunctions) {
    source = `${supabaseUrl ? `${supabaseUrl}/functions/v1` : localFunctions}/articles`;
    read = () => readFunction(source, supabaseUrl ? env.SITE_SUPABASE_ANON_KEY : undefined);
  } else if (localBackendBuild(env)) {
    const { DATABASE_URL: databaseUrl, SITE_PUBLISHED_DATA_DIR: dataDir } = env;
    source = databaseUrl
      ? "the database of DATABASE_URL"
      : dataDir
        ? `the embedded database in ${dataDir}`
        : "a new embedded database holding the seed";
    read = async () => {
      const embedded = new URL("../../../supabase/local/published-articles.ts", import.meta.url).href;
      const { readEmbeddedArticles } = (await import(/* @vite-ignore */ embedded)) as typeof embeddedDatabase;
      return parsePublishedArticles(await readEmbeddedArticles({ dataDir, databaseUrl }));
    };
  } else {
    throw new Error("No backend to read the published articles from: set SITE_SUPABASE_URL.");
  }
  try {
    return { source, ...(await read()) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(
      `Could not read the published articles and case studies from ${source}: ${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause})` : ""}. ` +
        "The build stops rather than publish pages that may be out of date.",
    );
  }
}

const thisBuild = Symbol.for("solvix.published-articles");

/** The rows of the build running in this process, read once (the plugin and react-router.config.ts both ask). */
export function publishedArticlesOfThisBuild(): Promise<PublishedArticles> {
  const store = globalThis as { [thisBuild]?: Promise<PublishedArticles> };
  return (store[thisBuild] ??= readPublishedArticles());
}

/** Writes the rows beside the build (react-router.config.ts, once the build has read them), for postbuild. */
export function writeArticlesSnapshot(buildDirectory: string, rows: PublishedArticles): void {
  mkdirSync(buildDirectory, { recursive: true });
  writeFileSync(join(buildDirectory, articlesSnapshotFile), JSON.stringify(rows, null, 2));
}
