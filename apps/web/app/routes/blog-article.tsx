// The blog article page (/resources/blog/<slug>): the article, its dates, a call to action and related articles.
import { blogArticlePage as page } from "@solvix/content/pages/blog-article";
import { Badge } from "@solvix/ui/components/badge";
import { Breadcrumb } from "@solvix/ui/components/breadcrumb";
import { Container, PageSection } from "@solvix/ui/components/page-section";
import { BackLink } from "../components/back-link.tsx";
import { SectionList } from "../components/section-list.tsx";
import { formatDate } from "../lib/dates.ts";
import { splitText } from "@solvix/ui/lib/template";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import { blogPostingJsonLd } from "../lib/structured-data.server.ts";
import type { Route } from "./+types/blog-article";
import { deferred } from "@solvix/ui/lib/deferred";
import { Prose } from "@solvix/ui/components/prose";

export function loader() {
  const {
    title,
    excerpt,
    category,
    author,
    published,
    updated,
    readingMinutes,
    readingTime,
    intro,
    benefits,
    conclusion,
    cta,
    related,
    relatedLabel,
    relatedTitle,
    relatedListLabel,
    backLink,
  } = page;
  return withIcons({
    article: {
      title,
      excerpt,
      category,
      author,
      published,
      publishedLabel: formatDate(published),
      readingTime: splitText(readingTime, { minutes: readingMinutes }),
      intro,
      benefits,
      conclusion,
    },
    cta,
    related,
    relatedLabel,
    relatedTitle,
    relatedListLabel,
    backLink,
    ...pageHead(page.path, page.seo, {
      trail: ["/resources", "/resources/blog", [title, page.path]],
      ogType: "article",
      jsonLd: [
        blogPostingJsonLd({
          path: page.path,
          headline: title,
          description: page.seo.description,
          datePublished: published,
          dateModified: updated,
        }),
      ],
    }),
  });
}

const PlaceholderCards = deferred(() =>
  import("../components/placeholder-cards.tsx").then((module) => module.PlaceholderCards),
);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The article: five benefits of staff outsourcing, its publication date and reading time, a call to action and related articles. */
export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, cta, related, relatedLabel, relatedTitle, relatedListLabel, backLink, breadcrumb } = loaderData;
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
            <p className="text-lg text-ink-600">{article.excerpt}</p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
              <span>{article.author}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={article.published}>{article.publishedLabel}</time>
              <span aria-hidden="true">·</span>
              <span>{article.readingTime}</span>
            </p>
          </Container>
        </header>
        <Container className="max-w-4xl py-12 sm:py-16">
          <Prose className="text-lg leading-8">
            {article.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {article.benefits.map((benefit) => (
              <section key={benefit.title}>
                <h2>{benefit.title}</h2>
                {benefit.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
            <section>
              <h2>{article.conclusion.title}</h2>
              {article.conclusion.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          </Prose>
        </Container>
      </article>
      <SectionList sections={[cta]} start={1} />
      <PageSection tone="muted" aria-labelledby="related-heading">
        <h2 id="related-heading" className="mb-8 text-2xl">
          {relatedTitle}
        </h2>
        <PlaceholderCards items={related} label={relatedListLabel} comingSoonLabel={relatedLabel} />
        <div className="mt-10">
          <BackLink {...backLink} />
        </div>
      </PageSection>
    </>
  );
}
