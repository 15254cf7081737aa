// The industries and sectors index pages: hero, the card grid and a call to action.
import { PageSection } from "@solvix/ui/components/page-section";
import type { LandingCardLink } from "@solvix/content/landing";
import type { CtaSection, HeroSection } from "@solvix/content/sections";
import { SectionList } from "./section-list.tsx";
import { deferred } from "@solvix/ui/lib/deferred";
import type { ColorToken, IconName } from "@solvix/content/icons";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const SectorArt = deferred(() => import("@solvix/ui/illustrations/sector-art").then((module) => module.SectorArt));

/** An index of industry or sector cards (the whole card links to its page), closing with a call to action to /contact. */
const LandingCardGrid = deferred(() =>
  import("@solvix/ui/sections/landing-card-grid").then((module) => module.LandingCardGrid),
);

export function CardIndexView({
  hero,
  cards,
  cardAction,
  cta,
  label,
  art,
}: {
  hero: HeroSection;
  cards: readonly LandingCardLink[];
  /** The call to action at the foot of each card. */
  cardAction: string;
  cta: CtaSection;
  /** Accessible name of the card list, e.g. "Industries". */
  label: string;
  /** The colour and icon of the hero's scene. */
  art: { color: ColorToken; icon: IconName };
}) {
  return (
    <>
      <SectionList sections={[hero]} heroVisual={<SectorArt color={art.color} icon={art.icon} />} />
      <PageSection tone="muted" aria-labelledby="card-index-heading">
        {/* The cards' titles are h3: name their list with an h2, so the outline has no skipped level. */}
        <h2 id="card-index-heading" className="sr-only">
          {label}
        </h2>
        <LandingCardGrid items={cards} actionLabel={cardAction} aria-label={label} />
      </PageSection>
      <SectionList sections={[cta]} start={2} />
    </>
  );
}
