// The blog's listing pages: /resources/blog (the newest article featured, then the next ones), its numbered pages
// (/resources/blog/page/<n>) and each tag's listing (/resources/blog/tag/<tag>, and its /page/<n>), from the live
// articles this build read (content's blog-listing.ts), 9 to a page. Page links and tag links are plain links to
// prerendered pages, so both work without JavaScript. `/resources/blog/page/404` and `/resources/blog/tag/404` are
// the not-found pages of the two parameter routes (app/routes.ts): a page number or tag that does not exist.
import { blogListingPath, blogPath, blogTagPath, blogTags, findBlogListing } from "@solvix/content/blog-listing";
import { blogListingSeo, blogPage as page, fillListing } from "@solvix/content/pages/blog";
import { Badge } from "@solvix/ui/components/badge";
import { Breadcrumb } from "@solvix/ui/components/breadcrumb";
import { PageSection } from "@solvix/ui/components/page-section";
import { Pagination } from "@solvix/ui/components/pagination";
import { ResponsivePicture } from "@solvix/ui/components/responsive-picture";
import { TagLinks } from "@solvix/ui/components/tag-links";
import { ArrowRight } from "@solvix/ui/components/ui-icons";
import { scrollToTopNow } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import { splitText } from "@solvix/ui/lib/template";
import { Hero } from "@solvix/ui/sections/hero";
import { data, Link } from "react-router";
import { ArticleCards } from "../components/article-cards.tsx";
import { BackLink } from "../components/back-link.tsx";
import { ContactPrompt } from "../components/contact-prompt.tsx";
import { NotFoundView, notFoundMeta } from "../components/not-found-view.tsx";
import { articleCard, coverOf, liveRows } from "../lib/articles.server.ts";
import { readingMinutes } from "../lib/markdown.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

export async function loader({ request }: Route.LoaderArgs) {
  const { articles } = await liveRows();
  const path = new URL(request.url).pathname;
  const listing = findBlogListing(articles, path);
  if (!listing) {
    if (path === `${blogPath}/page/404` || path === `${blogPath}/tag/404`) return { notFound: true as const };
    throw data(null, { status: 404 });
  }
  const { seo, hero, featured: featuredTexts, listing: texts, contact, backLink } = page;
  const rows = listing.slugs.flatMap((slug) => articles.find((article) => article.slug === slug) ?? []);
  // The blog's own first page features its newest article; every other page lists its articles alike.
  const [newest] = listing.path === blogPath ? rows : [];
  const tag = listing.tag?.name;
  const title = tag ? fillListing(texts.tagTitle, { tag }) : hero.title;
  const lastmod =
    rows
      .map((row) => row.updatedAt.slice(0, 10))
      .sort()
      .at(-1) ?? seo.lastmod;
  const pageName = fillListing(texts.pageLabel, { page: listing.page, pages: listing.pages });
  const trail = [
    "/resources",
    ...(listing.path === blogPath ? [] : [blogPath]),
    ...(tag ? [[title, listing.base] as const] : []),
    ...(listing.page > 1 ? [[pageName, listing.path] as const] : []),
  ];
  return withIcons({
    notFound: false as const,
    hero: { ...hero, title },
    featured: newest
      ? {
          ...articleCard(newest),
          readingTime: splitText(featuredTexts.readingTime, { minutes: readingMinutes(newest.body) }),
          linkLabel: featuredTexts.linkLabel,
          cover: await coverOf(newest),
        }
      : null,
    cards: rows.slice(newest ? 1 : 0).map(articleCard),
    base: listing.base,
    current: listing.page,
    pages: listing.pages,
    tags: blogTags(articles).map((entry) => ({ label: entry.name, href: blogTagPath(entry.slug) })),
    texts,
    contact,
    backLink,
    ...pageHead(listing.path, listing.path === blogPath ? seo : { ...blogListingSeo(listing), lastmod }, {
      trail: trail.length > 1 ? trail : [...trail, listing.path],
    }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.notFound ? notFoundMeta(matches[0].loaderData.notFound) : pageMeta(loaderData?.seo);

/** A listing page: the featured article (the blog's first page), the cards, the page links, the tag links. */
export default function Blog({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundView text={matches[0].loaderData.notFound} />;
  const { hero, featured, cards, base, current, pages, tags, texts, contact, backLink, breadcrumb } = loaderData;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} tagline={hero.tagline}>
        {breadcrumb ? <Breadcrumb {...breadcrumb} tone="inverse" className="order-first" /> : null}
        <BackLink {...backLink} tone="inverse" />
      </Hero>
      {featured ? (
        <PageSection>
          <article className="relative grid gap-6 overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-md md:grid-cols-[2fr_3fr]">
            {featured.cover ? (
              <ResponsivePicture
                image={featured.cover}
                sizes="(min-width: 48rem) 40vw, calc(100vw - 2rem)"
                className="h-full min-h-48"
              />
            ) : (
              <div
                aria-hidden="true"
                className="relative min-h-48 bg-gradient-to-br from-brand-600 via-brand-800 to-brand-950"
              >
                <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_30%,rgb(82_244_212/0.35),transparent_55%)]" />
                <svg
                  viewBox="0 0 120 120"
                  className="absolute right-6 bottom-6 size-24 text-white/80"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                >
                  <rect x="14" y="18" width="92" height="84" rx="12" />
                  <path d="M32 44h56M32 60h56M32 76h34" strokeLinecap="round" />
                </svg>
              </div>
            )}
            <div className="flex flex-col gap-4 p-6 sm:p-8 md:pl-0">
              <div className="flex flex-wrap items-center gap-3 text-sm text-ink-600">
                <Badge variant="brand">{featured.category}</Badge>
                <time dateTime={featured.date}>{featured.dateLabel}</time>
                <span aria-hidden="true">·</span>
                <span data-figures="calculated">{featured.readingTime}</span>
              </div>
              <h2 className="text-2xl sm:text-3xl">
                <Link to={featured.href} onClick={scrollToTopNow} className="hover:text-brand-700">
                  {featured.title}
                </Link>
              </h2>
              <p className="text-ink-700">{featured.summary}</p>
              <Link
                to={featured.href}
                onClick={scrollToTopNow}
                className="mt-auto inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:text-brand-800"
                aria-label={`${featured.linkLabel}: ${featured.title}`}
              >
                {featured.linkLabel}
                <ArrowRight className="size-4" />
              </Link>
            </div>
          </article>
        </PageSection>
      ) : null}
      {cards.length > 0 || pages > 1 ? (
        <PageSection tone="muted" aria-labelledby="blog-articles">
          <h2 id="blog-articles" className="mb-8 text-2xl">
            {texts.title}
          </h2>
          {cards.length > 0 ? <ArticleCards items={cards} label={texts.listLabel} /> : null}
          {pages > 1 ? (
            <Pagination
              texts={{ label: texts.navLabel, pageLabel: texts.pageLabel, previous: texts.previous, next: texts.next }}
              page={current}
              pages={pages}
              href={(n) => blogListingPath(base, n)}
              className="mt-10"
            />
          ) : null}
        </PageSection>
      ) : null}
      {tags.length > 0 ? (
        <PageSection aria-labelledby="blog-tags">
          <h2 id="blog-tags" className="mb-6 text-2xl">
            {texts.tagsTitle}
          </h2>
          <TagLinks
            aria-labelledby="blog-tags"
            links={[{ label: texts.allTags, href: blogPath }, ...tags]}
            current={base}
          />
        </PageSection>
      ) : null}
      <ContactPrompt {...contact} tone="default" />
    </>
  );
}
