// The home page's proof, below the specification's three sections: figures, industries, one case study, the calculator.
import type { LandingCardLink } from "@solvix/content/landing";
import type { CaseStudyCardProps } from "@solvix/ui/components/case-study-card";
import { CaseStudyCard } from "@solvix/ui/components/case-study-card";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { StatGrid, StatTile } from "@solvix/ui/components/stat-tile";
import { CalculatorTeaser, type CalculatorTeaserProps } from "@solvix/ui/sections/calculator-teaser";
import { LandingCardGrid } from "@solvix/ui/sections/landing-card-grid";
import { ButtonLink } from "./button-link.tsx";

type Heading = { title: string; intro: string };
type LinkData = { label: string; href: string };

export type HomeProofProps = {
  figures: Heading & { items: readonly { value: string; label: string }[] };
  industries: Heading & { cards: readonly LandingCardLink[]; cardAction: string; link: LinkData };
  caseStudy: Heading & {
    study: Pick<CaseStudyCardProps, "client" | "focus" | "challenge" | "solution" | "results" | "tags" | "texts">;
    link: LinkData;
  };
  calculator: Pick<CalculatorTeaserProps, "title" | "body" | "example" | "link">;
};

/**
 * Four bands that hydrate from one chunk of their own (prerendered complete; the home page's first load does not
 * carry them). Bands alternate muted and white after the how-it-works band.
 */
export function HomeProof({ figures, industries, caseStudy, calculator }: HomeProofProps) {
  return (
    <>
      <PageSection tone="muted">
        <SectionHeading title={figures.title} intro={figures.intro} className="mb-10" />
        <StatGrid className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
          {figures.items.map((item) => (
            <StatTile key={item.label} value={item.value} label={item.label} />
          ))}
        </StatGrid>
      </PageSection>
      <PageSection>
        <SectionHeading title={industries.title} intro={industries.intro} className="mb-10" />
        <LandingCardGrid
          items={industries.cards}
          actionLabel={industries.cardAction}
          aria-label={industries.title}
          className="xl:grid-cols-3"
        />
        <div className="mt-10 flex justify-center">
          <ButtonLink to={industries.link.href} variant="outline">
            {industries.link.label}
          </ButtonLink>
        </div>
      </PageSection>
      <PageSection tone="muted">
        <SectionHeading title={caseStudy.title} intro={caseStudy.intro} className="mb-10" />
        <CaseStudyCard {...caseStudy.study} />
        <div className="mt-10 flex justify-center">
          <ButtonLink to={caseStudy.link.href} variant="outline">
            {caseStudy.link.label}
          </ButtonLink>
        </div>
      </PageSection>
      <PageSection>
        <CalculatorTeaser {...calculator} />
      </PageSection>
    </>
  );
}
