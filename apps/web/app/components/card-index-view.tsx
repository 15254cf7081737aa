import { PageSection } from "@solvix/ui/components/page-section";
import { Hero } from "@solvix/ui/sections/hero";
import { LandingCardGrid } from "@solvix/ui/sections/landing-card-grid";
import type { LandingCardLink } from "@solvix/content/landing";
import { ButtonLink } from "./button-link.tsx";

/** An index of industry or sector cards (the whole card links to its page) ending with 'Get Started Today'. */
export function CardIndexView({
  hero,
  cards,
  label,
}: {
  hero: { title: string; tagline: string };
  cards: readonly LandingCardLink[];
  /** Accessible name of the card list, e.g. "Industries". */
  label: string;
}) {
  return (
    <>
      <Hero title={hero.title} tagline={hero.tagline} />
      <PageSection tone="muted">
        <LandingCardGrid items={cards} aria-label={label} />
        <div className="mt-12 flex justify-center">
          <ButtonLink to="/contact">Get Started Today</ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
