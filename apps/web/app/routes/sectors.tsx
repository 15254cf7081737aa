// The /sectors index: one card per sector page.
import { listSectorCards } from "@solvix/content/landing";
import { sectorsPage } from "@solvix/content/pages/sectors";
import { siteTexts } from "@solvix/content/site-texts";
import { CardIndexView } from "../components/card-index-view.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/sectors";

export function loader() {
  const page = sectorsPage;
  return withIcons({
    art: { icon: "Globe", color: "teal" } as const,
    hero: page.hero,
    cta: page.cta,
    cardAction: siteTexts.landingCards.action,
    cardsLabel: page.cardsLabel,
    cards: listSectorCards(),
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The 12 sector cards, each linking to its sector page, then 'Get Started Today' to /contact. */
export default function Sectors({ loaderData }: Route.ComponentProps) {
  return (
    <CardIndexView
      hero={loaderData.hero}
      cards={loaderData.cards}
      cardAction={loaderData.cardAction}
      cta={loaderData.cta}
      art={loaderData.art}
      label={loaderData.cardsLabel}
    />
  );
}
