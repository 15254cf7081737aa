// The first rows of the articles and case studies tables (issue 48): the article and the three case studies the site
// had as TypeScript, in the rows' shape. supabase/scripts/generate-content.ts writes them into supabase/seed.sql.
import type { ArticleFields, CaseStudyFields } from "./article-rules.ts";
import { blogArticlePage } from "./pages/blog-article.ts";
import { caseStudiesPage } from "./pages/case-studies.ts";

export interface SeedDates {
  /** ISO date of its first publication. */
  published: string;
  /** ISO date of its last change. */
  updated: string;
}

/** The article's sections as Markdown: the intro, one `##` section per benefit, the conclusion. */
function articleMarkdown(): string {
  const { intro, benefits, conclusion } = blogArticlePage;
  const section = (title: string, body: readonly string[]) => [`## ${title}`, ...body];
  return [
    ...intro,
    ...benefits.flatMap((benefit) => section(benefit.title, benefit.body)),
    ...section(conclusion.title, conclusion.body),
  ].join("\n\n");
}

export const seedArticles: readonly (ArticleFields & SeedDates)[] = [
  {
    slug: blogArticlePage.slug,
    title: blogArticlePage.title,
    summary: blogArticlePage.excerpt,
    body: articleMarkdown(),
    category: blogArticlePage.category,
    author: blogArticlePage.author,
    tags: ["Staff Outsourcing", "Singapore"],
    published: blogArticlePage.published,
    updated: blogArticlePage.updated,
  },
];

export const seedCaseStudies: readonly (CaseStudyFields & SeedDates)[] = caseStudiesPage.cases.map((study) => ({
  ...study,
  published: caseStudiesPage.seo.lastmod,
  updated: caseStudiesPage.seo.lastmod,
}));
