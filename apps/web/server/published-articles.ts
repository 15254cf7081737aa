// The articles and case studies staff published reach the build here (issue 48), beside the FAQs and positions of
// published-content.ts and from the same places (published-source.ts): the project's `articles` function, the running
// stack's, or the embedded database. Each row is parsed with the content package's schemas (the ones the
// function refused bad saves with), so a build never publishes a row it cannot draw; one that fails stops the build
// with its message. Read once per build process (react-router.config.ts's prerender list asks first, then the routes'
// loaders through app/lib/articles.server.ts) and written beside the build for postbuild (sitemap, feed, _redirects)
// as published-articles.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type * as embeddedDatabase from "../../../supabase/local/published-articles.ts";
import { publishedArticlesSchema, type PublishedArticleRows } from "@solvix/content/article-rules";
import { fetchPublished, readPublished } from "./published-source.ts";

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

export async function readPublishedArticles(env: Env = process.env): Promise<PublishedArticles> {
  const { source, value } = await readPublished(env, {
    what: "the published articles and case studies",
    stale: "pages that may be out of date",
    path: "articles",
    fromFunctions: async (url, key) => parsePublishedArticles(await fetchPublished(url, key)),
    fromDatabase: async (settings) => {
      const embedded = new URL("../../../supabase/local/published-articles.ts", import.meta.url).href;
      const { readEmbeddedArticles } = (await import(/* @vite-ignore */ embedded)) as typeof embeddedDatabase;
      return parsePublishedArticles(await readEmbeddedArticles(settings));
    },
  });
  return { source, ...value };
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
