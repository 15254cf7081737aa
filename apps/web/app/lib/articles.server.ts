// The articles and case studies this build read from the database (server/published-articles.ts), for the routes'
// loaders: build time only. A loader asks for the rows the build's route list was made from (read once per build).
import type { StoredArticle, StoredCaseStudy } from "@solvix/content/article-rules";
import { caseStudyPath } from "@solvix/content/case-study-filters";
import { caseStudiesPage } from "@solvix/content/pages/case-studies";
import { articlePath } from "@solvix/content/routes";
import type { ArticleCardItem } from "../components/article-cards.tsx";
import { formatDate } from "./dates.ts";
import type { ResponsiveImage } from "@solvix/ui/components/responsive-picture";
import { publishedArticlesOfThisBuild } from "../../server/published-articles.ts";
import { responsiveImagesOfThisBuild } from "../../server/published-images.ts";
import { parseMarkdown, type Block } from "./markdown.ts";

/** The live articles, newest first, and the case studies in their order. */
export async function liveRows() {
  const { articles, caseStudies } = await publishedArticlesOfThisBuild();
  return { articles, caseStudies };
}

/** The live article at this slug, if any. */
export async function liveArticle(slug: string): Promise<StoredArticle | undefined> {
  return (await liveRows()).articles.find((article) => article.slug === slug);
}

/** The live case study at this slug, if any. */
export async function liveCaseStudy(slug: string) {
  return (await liveRows()).caseStudies.find((study) => study.slug === slug);
}

/** Up to `count` other live articles that share a tag or the category with it: those sharing the most first, then the
 * newest. None: the page has no related section. */
export async function relatedArticles(article: StoredArticle, count = 3): Promise<StoredArticle[]> {
  const tags = new Set([...article.tags, article.category]);
  const score = (other: StoredArticle) => [...other.tags, other.category].filter((tag) => tags.has(tag)).length;
  return (await liveRows()).articles
    .filter((other) => other.slug !== article.slug)
    .map((other, order) => ({ other, order, score: score(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}

/** The article's cover as the build wrote it, or null (none, or not readable: the page then has no cover). */
export async function coverOf(row: { coverImageId?: number | null }): Promise<ResponsiveImage | null> {
  if (!row.coverImageId) return null;
  return (await responsiveImagesOfThisBuild()).get(row.coverImageId) ?? null;
}

/** The body's blocks and the uploaded images they show (an image the build did not write is left out). */
export async function bodyOf(markdown: string): Promise<{ blocks: Block[]; images: Record<number, ResponsiveImage> }> {
  const blocks = parseMarkdown(markdown);
  const written = await responsiveImagesOfThisBuild();
  const images: Record<number, ResponsiveImage> = {};
  const visit = (list: readonly Block[]): void => {
    for (const block of list) {
      if (block.type === "image") {
        const image = written.get(block.id);
        if (image) images[block.id] = image;
      } else if (block.type === "list") block.items.forEach(visit);
      else if (block.type === "quote") visit(block.children);
    }
  };
  visit(blocks);
  return { blocks, images };
}

/** An article as a card (components/article-cards.tsx), dated by its last change as the blog index dates it. */
export function articleCard(article: StoredArticle): ArticleCardItem {
  const date = article.updatedAt.slice(0, 10);
  return {
    href: articlePath(article.slug),
    title: article.title,
    summary: article.summary,
    category: article.category,
    date,
    dateLabel: formatDate(date, { twoDigitDay: true }),
  };
}

/** A case study as its card draws it (the case studies page, a landing page of its field): with its cover and the
 * link to its own page. */
export async function caseStudyCardOf(study: StoredCaseStudy) {
  const { slug, client, location, focus, challenge, solution, results, tags } = study;
  const link = { href: caseStudyPath(slug), label: caseStudiesPage.study.read };
  return { slug, client, location, focus, challenge, solution, results, tags, cover: await coverOf(study), link };
}
