// The /resources hub: blog, FAQs and privacy policy, the case studies while one is live, and the newest live articles
// (none: no such section).
import { resourcesPage as page } from "@solvix/content/pages/resources";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionList } from "../components/section-list.tsx";
import { articleCard, liveRows } from "../lib/articles.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/resources";
import { deferred } from "@solvix/ui/lib/deferred";

export async function loader() {
  const { hero, cards, caseStudiesCard, latest, cardsLabel, contact } = page;
  const { articles, caseStudies } = await liveRows();
  return withIcons({
    hero,
    cards: caseStudies.length > 0 ? [...cards, caseStudiesCard] : cards,
    cardsLabel,
    latest: {
      title: latest.title,
      listLabel: latest.listLabel,
      items: articles.slice(0, latest.count).map(articleCard),
    },
    contact,
    ...pageHead(page.path, page.seo),
  });
}

const LinkCards = deferred(() => import("../components/link-cards.tsx").then((module) => module.LinkCards));

const ArticleCards = deferred(() => import("../components/article-cards.tsx").then((module) => module.ArticleCards));

const ContactPrompt = deferred(() => import("../components/contact-prompt.tsx").then((module) => module.ContactPrompt));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The resources hub: its cards, the latest articles and 'Get In Touch'. */
export default function Resources({ loaderData }: Route.ComponentProps) {
  const { hero, cards, cardsLabel, latest, contact } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} />
      <PageSection aria-labelledby="resources-heading">
        {/* The cards' titles are h3: name their list with an h2, so the outline has no skipped level. */}
        <h2 id="resources-heading" className="sr-only">
          {cardsLabel}
        </h2>
        <LinkCards items={cards} label={cardsLabel} />
      </PageSection>
      {latest.items.length > 0 ? (
        <PageSection tone="muted" aria-labelledby="latest-heading">
          <h2 id="latest-heading" className="mb-8 text-2xl">
            {latest.title}
          </h2>
          <ArticleCards items={latest.items} label={latest.listLabel} />
        </PageSection>
      ) : null}
      <ContactPrompt {...contact} tone="default" />
    </>
  );
}
