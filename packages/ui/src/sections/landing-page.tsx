import type * as React from "react";
import type { LandingPage } from "@solvix/content/landing";
import type { Section } from "@solvix/content/sections";
import { FaqAccordion } from "../components/accordion.tsx";
import { Breadcrumb, type BreadcrumbItem } from "../components/breadcrumb.tsx";
import { Checklist } from "../components/checklist.tsx";
import { PageSection } from "../components/page-section.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { StatGrid, StatTile } from "../components/stat-tile.tsx";
import type { StaggerKind } from "../lib/motion.ts";
import { CtaBand } from "./cta-band.tsx";
import { Hero } from "./hero.tsx";
import { IconCardGrid } from "./icon-card-grid.tsx";
import { Overview } from "./overview.tsx";
import { RoleGrid } from "./role-grid.tsx";
import { SalaryTable } from "./salary-table.tsx";
import { StepGrid } from "./step-grid.tsx";
import { TaskGrid } from "./task-grid.tsx";

export type SectionContext = {
  /** Position of the section on the page: bands alternate white and muted. */
  index: number;
  /** Fade-in stagger of the six feature cards (telecommunication cards use their own 0.1 s). */
  featureStagger?: StaggerKind;
  /** Shown in the hero of pages below the top level. */
  breadcrumb?: readonly BreadcrumbItem[];
};

function assertNever(value: never): never {
  throw new Error(`Unknown section type: ${JSON.stringify(value)}`);
}

type BandSection = Exclude<Section, { type: "hero" | "cta" }>;

/** A full-width band with the section's anchor id, heading and intro. Bands alternate white and muted. */
function Band({ section, index, children }: { section: BandSection; index: number; children: React.ReactNode }) {
  const intro = "intro" in section ? section.intro : undefined;
  const showHeading = section.type !== "overview" && section.title !== undefined;
  return (
    <PageSection
      id={section.id}
      tone={index % 2 === 0 ? "muted" : "default"}
      aria-label={section.title ? undefined : "Key figures"}
    >
      {showHeading && section.title ? <SectionHeading title={section.title} intro={intro} className="mb-12" /> : null}
      {children}
    </PageSection>
  );
}

/** Renders one content section with its design-system component. Exhaustive: a new section type fails type-checking here. */
export function SectionRenderer({ section, context }: { section: Section; context: SectionContext }) {
  switch (section.type) {
    case "hero":
      return (
        <Hero
          id={section.id}
          eyebrow={section.eyebrow}
          title={section.title}
          tagline={section.tagline}
          cta={section.cta}
          secondaryCta={section.secondaryCta}
        >
          {context.breadcrumb ? <Breadcrumb items={context.breadcrumb} tone="inverse" className="order-first" /> : null}
        </Hero>
      );
    case "cta":
      return (
        <CtaBand
          id={section.id}
          title={section.title}
          body={section.body}
          button={section.button}
          secondary={section.secondary}
        />
      );
    default:
      return (
        <Band section={section} index={context.index}>
          <BandContent section={section} featureStagger={context.featureStagger} />
        </Band>
      );
  }
}

function BandContent({ section, featureStagger = "benefit" }: { section: BandSection; featureStagger?: StaggerKind }) {
  switch (section.type) {
    case "overview":
      return (
        <Overview
          title={section.title}
          intro={section.intro}
          body={section.body}
          highlight={section.highlight}
          stats={section.stats}
        />
      );
    case "benefits":
      return <IconCardGrid items={section.items} columns={4} stagger="benefit" />;
    case "features":
      return <IconCardGrid items={section.items} columns={3} stagger={featureStagger} />;
    case "cards":
      return <IconCardGrid items={section.items} columns={section.items.length === 4 ? 4 : 3} stagger="benefit" />;
    case "tasks":
      return <TaskGrid items={section.items} cta={section.cta} note={section.note} />;
    case "salary-comparison":
      return (
        <div className="mx-auto flex max-w-4xl flex-col gap-4">
          <SalaryTable
            caption={section.title}
            hideCaption
            currency={section.currency}
            period={section.period}
            rows={section.rows}
          />
          {section.note ? <p className="text-sm text-ink-600">{section.note}</p> : null}
        </div>
      );
    case "roles":
      return <RoleGrid items={section.items} />;
    case "stats":
      return (
        <StatGrid>
          {section.items.map((stat) => (
            <StatTile key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </StatGrid>
      );
    case "steps":
      return <StepGrid items={section.items} />;
    case "faq":
      return <FaqAccordion items={section.items} />;
    case "checklist":
      return <Checklist items={section.items} className="mx-auto grid max-w-4xl gap-5 sm:grid-cols-2" />;
    default:
      return assertNever(section);
  }
}

export type LandingPageViewProps = {
  page: Pick<LandingPage, "slug" | "sections">;
  breadcrumb?: readonly BreadcrumbItem[];
};

/** The industry and sector landing-page template: the page's sections in order. A new page is one content entry. */
export function LandingPageView({ page, breadcrumb }: LandingPageViewProps) {
  const featureStagger: StaggerKind = page.slug === "telecommunication" ? "telecom" : "benefit";
  return (
    <>
      {page.sections.map((section, index) => (
        <SectionRenderer
          key={`${section.type}-${index}`}
          section={section}
          context={{ index, featureStagger, breadcrumb }}
        />
      ))}
    </>
  );
}
