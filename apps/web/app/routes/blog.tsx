// The blog index (/resources/blog): the newest article staff published (the rows this build read; its reading time
// counted from its body, as on its own page) and the articles still to come.
import { blogPage as page } from "@solvix/content/pages/blog";
import { Badge } from "@solvix/ui/components/badge";
import { PageSection } from "@solvix/ui/components/page-section";
import { Hero } from "@solvix/ui/sections/hero";
import { Breadcrumb } from "@solvix/ui/components/breadcrumb";
import { scrollToTopNow } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import { Link } from "react-router";
import { BackLink } from "../components/back-link.tsx";
import { ContactPrompt } from "../components/contact-prompt.tsx";
import { ArrowRight } from "@solvix/ui/components/ui-icons";
import { PlaceholderCards } from "../components/placeholder-cards.tsx";
import { formatDate } from "../lib/dates.ts";
import { splitText } from "@solvix/ui/lib/template";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import { articlePath } from "@solvix/content/routes";
import { coverOf, liveRows } from "../lib/articles.server.ts";
import { ResponsivePicture } from "@solvix/ui/components/responsive-picture";
import { readingMinutes } from "../lib/markdown.ts";
import type { Route } from "./+types/blog";

export async function loader() {
  const { path, seo, featured, ...texts } = page;
  const [newest] = (await liveRows()).articles;
  const date = newest?.updatedAt.slice(0, 10);
  return withIcons({
    ...texts,
    featured:
      newest && date
        ? {
            href: articlePath(newest.slug),
            title: newest.title,
            excerpt: newest.summary,
            category: newest.category,
            date,
            dateLabel: formatDate(date, { twoDigitDay: true }),
            readingTime: splitText(featured.readingTime, { minutes: readingMinutes(newest.body) }),
            linkLabel: featured.linkLabel,
            cover: await coverOf(newest),
          }
        : null,
    ...pageHead(path, seo, { trail: ["/resources", path] }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The blog index: the featured article, four 'coming soon' placeholders, a contact prompt and the way back to Resources. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const {
    hero,
    featured,
    comingSoon,
    comingSoonLabel,
    comingSoonTitle,
    comingSoonListLabel,
    contact,
    backLink,
    breadcrumb,
  } = loaderData;
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
              <p className="text-ink-700">{featured.excerpt}</p>
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
      <PageSection tone="muted" aria-labelledby="blog-coming-soon">
        <h2 id="blog-coming-soon" className="mb-8 text-2xl">
          {comingSoonTitle}
        </h2>
        <PlaceholderCards
          items={comingSoon}
          label={comingSoonListLabel}
          comingSoonLabel={comingSoonLabel}
          columns={4}
        />
      </PageSection>
      <ContactPrompt {...contact} tone="default" />
    </>
  );
}
