// The /industries index: one card per industry page.
import { listIndustryCards } from "@solvix/content/landing";
import { industriesPage } from "@solvix/content/pages/industries";
import { siteTexts } from "@solvix/content/site-texts";
import { CardIndexView } from "../components/card-index-view.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/industries";

export function loader() {
  const page = industriesPage;
  return withIcons({
    art: { icon: "Building", color: "blue" } as const,
    hero: page.hero,
    cta: page.cta,
    cardAction: siteTexts.landingCards.action,
    cardsLabel: page.cardsLabel,
    cards: listIndustryCards(),
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The 14 industry cards, each linking to its industry page. */
export default function Industries({ loaderData }: Route.ComponentProps) {
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
