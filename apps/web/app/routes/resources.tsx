// The /resources hub: blog, FAQs and privacy policy, and what is still to come.
import { resourcesPage as page } from "@solvix/content/pages/resources";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/resources";
import { deferred } from "@solvix/ui/lib/deferred";

export function loader() {
  const { hero, cards, comingSoon, comingSoonLabel, cardsLabel, contact } = page;
  return withIcons({
    hero,
    cards,
    comingSoon,
    comingSoonLabel,
    cardsLabel,
    contact,
    ...pageHead(page.path, page.seo),
  });
}

const LinkCards = deferred(() => import("../components/link-cards.tsx").then((module) => module.LinkCards));

const ContactPrompt = deferred(() => import("../components/contact-prompt.tsx").then((module) => module.ContactPrompt));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The resources hub: blog, FAQs and privacy policy cards, three 'Coming soon' cards and 'Get In Touch'. */
export default function Resources({ loaderData }: Route.ComponentProps) {
  const { hero, cards, comingSoon, comingSoonLabel, cardsLabel, contact } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} />
      <PageSection aria-labelledby="resources-heading">
        {/* The cards' titles are h3: name their list with an h2, so the outline has no skipped level. */}
        <h2 id="resources-heading" className="sr-only">
          {cardsLabel}
        </h2>
        <LinkCards items={cards} comingSoonLabel={comingSoonLabel} label={cardsLabel} />
      </PageSection>
      <PageSection tone="muted" aria-labelledby="coming-soon-heading">
        <SectionHeading id="coming-soon-heading" title={comingSoonLabel} className="mb-10" />
        <LinkCards items={comingSoon} comingSoonLabel={comingSoonLabel} label={comingSoonLabel} />
      </PageSection>
      <ContactPrompt {...contact} tone="default" />
    </>
  );
}
