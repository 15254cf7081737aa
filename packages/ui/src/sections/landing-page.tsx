// The landing template of every industry and sector page: hero, bands and closing call to action from data.
import * as React from "react";
import type { ColorToken } from "@solvix/content/icons";
import type { LandingPage } from "@solvix/content/landing";
import type { Section } from "@solvix/content/sections";
import { Breadcrumb, type BreadcrumbTrail } from "../components/breadcrumb.tsx";
import { PageSection } from "../components/page-section.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import type { BandSection, SectionTexts } from "./band-content.tsx";
import { CtaBand } from "./cta-band.tsx";
import { Hero } from "./hero.tsx";
import { cn } from "../lib/cn.ts";
import { deferred } from "../lib/deferred.tsx";

/**
 * The family a landing page belongs to, which decides how its bands are drawn: sector pages centre their headings but
 * set the benefits beside theirs, the outsourcing cards as rows and the twelve tasks as a two-column list; industry
 * pages set every heading at the start, the tasks as a ledger (their band order is the content's: the tasks come
 * first there), the benefits ruled and the cards in the field's colour.
 */
export type LandingFamily = LandingPage["kind"];

export type SectionContext = {
  /** Position of the section on the page: bands alternate white and muted. */
  index: number;
  /** How the page's bands are drawn (see LandingFamily); other pages leave it out. */
  family?: LandingFamily | undefined;
  /** The page's own colour (its card's): an industry page's card icons take it. */
  accent?: ColorToken | undefined;
  /** Shown in the hero of pages below the top level. */
  breadcrumb?: BreadcrumbTrail | undefined;
  /** The hero's illustration (see Hero `visual`). */
  heroVisual?: React.ReactNode;
  /** Drawn under the hero's button (a landing page's field icons where its illustration is left out). */
  heroExtra?: React.ReactNode;
  /** The sections' own words (`siteTexts.sections` of the content package). */
  texts: SectionTexts;
};

const loadBandContent = () => import("./band-content.tsx").then((module) => module.BandContent);

/**
 * The band body, hydrated from its own chunk (prerendered complete: the site's build waits for it). A band the page's
 * first hydration met prerendered hydrates once it comes near the view: hydrating every band of a sector page at once
 * was most of the page's script after the first paint on a phone, for bands a visitor who reads the first screen never
 * reaches. An FAQ band (its accordion) hydrates at once.
 */
const NearViewBandContent = deferred(loadBandContent, { until: "near-view" });
const FaqBandContent = deferred(loadBandContent);

/**
 * A full-width band with the section's anchor id, heading, intro and body. Bands alternate white and muted; on a
 * sector page the benefits stand beside their heading.
 */
function Band({
  section,
  index,
  texts,
  family,
  accent,
}: {
  section: BandSection;
  index: number;
  texts: SectionTexts;
  family?: LandingFamily | undefined;
  accent?: ColorToken | undefined;
}) {
  const BandContent = section.type === "faq" ? FaqBandContent : NearViewBandContent;
  const intro = "intro" in section ? section.intro : undefined;
  const showHeading = section.type !== "overview" && section.title !== undefined;
  const beside = family === "sector" && section.type === "benefits";
  const start = beside || family === "industry";
  return (
    <PageSection
      id={section.id}
      tone={index % 2 === 0 ? "muted" : "default"}
      // The accessible name of a band without a title.
      aria-label={section.title ? undefined : texts.untitledBand}
    >
      <div className={cn(beside && "grid gap-10 lg:grid-cols-[minmax(0,20rem)_1fr] lg:gap-16")}>
        {showHeading && section.title ? (
          <SectionHeading
            title={section.title}
            intro={intro}
            align={start ? "start" : "center"}
            className={cn(beside ? "lg:sticky lg:top-24 lg:self-start" : "mb-12")}
          />
        ) : null}
        <BandContent section={section} texts={texts} family={family} accent={accent} />
      </div>
    </PageSection>
  );
}

/** Renders one content section with its design-system component. Exhaustive: a new section type fails type-checking here. */
export function SectionRenderer({ section, context }: { section: Section; context: SectionContext }) {
  switch (section.type) {
    case "hero": {
      // Every field of a hero section but its type is a prop of Hero (the content schema is strict).
      const { type: _type, ...hero } = section;
      return (
        <Hero {...hero} visual={context.heroVisual}>
          {context.breadcrumb ? <Breadcrumb {...context.breadcrumb} tone="inverse" className="order-first" /> : null}
          {context.heroExtra}
        </Hero>
      );
    }
    case "cta": {
      const { type: _type, ...cta } = section;
      return <CtaBand {...cta} />;
    }
    default:
      return (
        <Band
          section={section}
          index={context.index}
          texts={context.texts}
          family={context.family}
          accent={context.accent}
        />
      );
  }
}

export type LandingPageViewProps = {
  page: Pick<LandingPage, "slug" | "kind" | "sections">;
  breadcrumb?: BreadcrumbTrail | undefined;
  /** The sections' own words (`siteTexts.sections` of the content package). */
  texts: SectionTexts;
  /** The hero's illustration, e.g. the sector scene in the page's colour and icon. */
  heroVisual?: React.ReactNode;
  /** Drawn under the hero's button, e.g. the field's icons on a phone. */
  heroExtra?: React.ReactNode;
  /** The page's own colour (its card's): an industry page's card icons take it. */
  accent?: ColorToken | undefined;
  /** Drawn before the closing call to action (the client proof of the page's field), or last without one. */
  beforeCta?: React.ReactNode;
};

/** The industry and sector landing-page template: the page's sections in order. A new page is one content entry. */
export function LandingPageView({
  page,
  breadcrumb,
  heroVisual,
  heroExtra,
  accent,
  texts,
  beforeCta,
}: LandingPageViewProps) {
  const ctaAt = page.sections.at(-1)?.type === "cta" ? page.sections.length - 1 : page.sections.length;
  return (
    <>
      {page.sections.map((section, index) => (
        <React.Fragment key={`${section.type}-${index}`}>
          {index === ctaAt ? beforeCta : null}
          <SectionRenderer
            section={section}
            context={{ index, family: page.kind, accent, breadcrumb, heroVisual, heroExtra, texts }}
          />
        </React.Fragment>
      ))}
      {ctaAt === page.sections.length ? beforeCta : null}
    </>
  );
}
