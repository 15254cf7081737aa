// An article's page (/resources/blog/<slug>): one route for every article staff published (issue 48), prerendered for
// the live ones this build read (react-router.config.ts). Its body is Markdown drawn by the site's own components
// (lib/markdown.ts, parsed here at build time, so the page ships no Markdown parser); BlogPosting data, its dates and
// reading time, its tags as links to their listings, and related articles (those sharing a tag; none: no section). `/resources/blog/404` is
// the not-found page of unknown addresses below the blog.
import { ogImageOf, withImage } from "../lib/og-image.ts";
import { blogArticlePage as texts } from "@solvix/content/pages/blog-article";
import { blogTagPath, blogTags } from "@solvix/content/blog-listing";
import { articlePath } from "@solvix/content/routes";
import { Badge } from "@solvix/ui/components/badge";
import { Breadcrumb } from "@solvix/ui/components/breadcrumb";
import { Container, PageSection } from "@solvix/ui/components/page-section";
import { Prose } from "@solvix/ui/components/prose";
import { ResponsivePicture } from "@solvix/ui/components/responsive-picture";
import { TagLinks } from "@solvix/ui/components/tag-links";
import { deferred } from "@solvix/ui/lib/deferred";
import { splitText } from "@solvix/ui/lib/template";
import { data } from "react-router";
import { BackLink } from "../components/back-link.tsx";
import { bodyImageSizes, MarkdownView } from "../components/markdown-view.tsx";
import { NotFoundView, notFoundMeta } from "../components/not-found-view.tsx";
import { SectionList } from "../components/section-list.tsx";
import { articleCard, bodyOf, coverOf, liveArticle, relatedArticles } from "../lib/articles.server.ts";
import { formatDate } from "../lib/dates.ts";
import { readingMinutes } from "../lib/markdown.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import { blogPostingJsonLd } from "../lib/structured-data.server.ts";
import type { Route } from "./+types/blog-article";

export async function loader({ params }: Route.LoaderArgs) {
  const article = await liveArticle(params.slug);
  if (!article) {
    if (params.slug === "404") return { notFound: true as const };
    throw data(null, { status: 404 });
  }
  const path = articlePath(article.slug);
  const published = (article.firstPublishedAt ?? article.updatedAt).slice(0, 10);
  const updated = article.updatedAt.slice(0, 10);
  const related = await relatedArticles(article);
  const body = await bodyOf(article.body);
  return withIcons({
    notFound: false as const,
    article: {
      title: article.title,
      summary: article.summary,
      category: article.category,
      author: article.author,
      published,
      publishedLabel: formatDate(published),
      readingTime: splitText(texts.readingTime, { minutes: readingMinutes(article.body) }),
      blocks: body.blocks,
      images: body.images,
      cover: await coverOf(article),
    },
    related: related.map(articleCard),
    cta: texts.cta,
    relatedTitle: texts.relatedTitle,
    relatedListLabel: texts.relatedListLabel,
    backLink: texts.backLink,
    // Its tags as links to their listings (each tag of a live article has one: content's blog-listing.ts).
    tags: {
      label: texts.tagsLabel,
      links: blogTags([article]).map((tag) => ({ label: tag.name, href: blogTagPath(tag.slug) })),
    },
    ...withImage(
      pageHead(
        path,
        { title: article.title, description: article.summary, lastmod: updated },
        {
          trail: ["/resources", "/resources/blog", [article.title, path]],
          ogType: "article",
          jsonLd: [
            blogPostingJsonLd({
              path,
              headline: article.title,
              description: article.summary,
              datePublished: article.firstPublishedAt ?? article.updatedAt,
              dateModified: article.updatedAt,
            }),
          ],
        },
      ),
      ogImageOf("article", article.slug, article.title),
    ),
  });
}

const ArticleCards = deferred(() => import("../components/article-cards.tsx").then((module) => module.ArticleCards));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.notFound ? notFoundMeta(matches[0].loaderData.notFound) : pageMeta(loaderData?.seo);

/** The article: its header (category, title, summary, author, date, reading time), body, a call to action, related. */
export default function BlogArticle({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundView text={matches[0].loaderData.notFound} />;
  const { article, related, cta, relatedTitle, relatedListLabel, backLink, breadcrumb, tags } = loaderData;
  return (
    <>
      <article>
        <header className="border-b border-ink-200 bg-gradient-to-b from-brand-50 to-white py-12 sm:py-16">
          <Container className="flex max-w-4xl flex-col gap-5">
            {breadcrumb ? <Breadcrumb {...breadcrumb} /> : null}
            <BackLink {...backLink} />
            <Badge variant="brand" className="self-start">
              {article.category}
            </Badge>
            <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">{article.title}</h1>
            <p className="text-lg text-ink-600">{article.summary}</p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
              <span>{article.author}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={article.published}>{article.publishedLabel}</time>
              <span aria-hidden="true">·</span>
              <span data-figures="calculated">{article.readingTime}</span>
            </p>
          </Container>
        </header>
        <Container className="max-w-4xl py-12 sm:py-16">
          {article.cover ? (
            <ResponsivePicture image={article.cover} sizes={bodyImageSizes} priority className="mb-10 rounded-2xl" />
          ) : null}
          <Prose className="text-lg leading-8">
            <MarkdownView blocks={article.blocks} images={article.images} />
          </Prose>
          {tags.links.length > 0 ? <TagLinks aria-label={tags.label} links={tags.links} className="mt-10" /> : null}
        </Container>
      </article>
      <SectionList sections={[cta]} start={1} />
      {related.length > 0 ? (
        <PageSection tone="muted" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-8 text-2xl">
            {relatedTitle}
          </h2>
          <ArticleCards items={related} label={relatedListLabel} />
          <div className="mt-10">
            <BackLink {...backLink} />
          </div>
        </PageSection>
      ) : null}
    </>
  );
}
