// The articles and case studies this build read from the database (server/published-articles.ts), for the routes'
// loaders: build time only. A loader asks for the rows the build's route list was made from (read once per build).
import type { StoredArticle } from "@solvix/content/article-rules";
import { publishedArticlesOfThisBuild } from "../../server/published-articles.ts";

/** The live articles, newest first, and the case studies in their order. */
export async function liveRows() {
  const { articles, caseStudies } = await publishedArticlesOfThisBuild();
  return { articles, caseStudies };
}

/** The live article at this slug, if any. */
export async function liveArticle(slug: string): Promise<StoredArticle | undefined> {
  return (await liveRows()).articles.find((article) => article.slug === slug);
}

/** Up to `count` other live articles, those sharing the most tags (or the category) first, then the newest. */
export async function relatedArticles(article: StoredArticle, count = 3): Promise<StoredArticle[]> {
  const tags = new Set([...article.tags, article.category]);
  const score = (other: StoredArticle) => [...other.tags, other.category].filter((tag) => tags.has(tag)).length;
  return (await liveRows()).articles
    .filter((other) => other.slug !== article.slug)
    .map((other, order) => ({ other, order, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}
