// The landing template of every industry and sector page: hero, bands and closing call to action from data.
import * as React from "react";
import type { LandingPage } from "@solvix/content/landing";
import type { Section } from "@solvix/content/sections";
import { Breadcrumb, type BreadcrumbTrail } from "../components/breadcrumb.tsx";
import { PageSection } from "../components/page-section.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import type { BandSection, SectionTexts } from "./band-content.tsx";
import { CtaBand } from "./cta-band.tsx";
import { Hero } from "./hero.tsx";
import { deferred } from "../lib/deferred.tsx";

export type SectionContext = {
  /** Position of the section on the page: bands alternate white and muted. */
  index: number;
  /** Shown in the hero of pages below the top level. */
  breadcrumb?: BreadcrumbTrail | undefined;
  /** The hero's illustration (see Hero `visual`). */
  heroVisual?: React.ReactNode;
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

/** A full-width band with the section's anchor id, heading, intro and body. Bands alternate white and muted. */
function Band({ section, index, texts }: { section: BandSection; index: number; texts: SectionTexts }) {
  const BandContent = section.type === "faq" ? FaqBandContent : NearViewBandContent;
  const intro = "intro" in section ? section.intro : undefined;
  const showHeading = section.type !== "overview" && section.title !== undefined;
  return (
    <PageSection
      id={section.id}
      tone={index % 2 === 0 ? "muted" : "default"}
      // The accessible name of a band without a title.
      aria-label={section.title ? undefined : texts.untitledBand}
    >
      {showHeading && section.title ? <SectionHeading title={section.title} intro={intro} className="mb-12" /> : null}
      <BandContent section={section} texts={texts} />
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
        </Hero>
      );
    }
    case "cta": {
      const { type: _type, ...cta } = section;
      return <CtaBand {...cta} />;
    }
    default:
      return <Band section={section} index={context.index} texts={context.texts} />;
  }
}

export type LandingPageViewProps = {
  page: Pick<LandingPage, "slug" | "sections">;
  breadcrumb?: BreadcrumbTrail | undefined;
  /** The sections' own words (`siteTexts.sections` of the content package). */
  texts: SectionTexts;
  /** The hero's illustration, e.g. the sector scene in the page's colour and icon. */
  heroVisual?: React.ReactNode;
  /** Drawn before the closing call to action (the client proof of the page's field), or last without one. */
  beforeCta?: React.ReactNode;
};

/** The industry and sector landing-page template: the page's sections in order. A new page is one content entry. */
export function LandingPageView({ page, breadcrumb, heroVisual, texts, beforeCta }: LandingPageViewProps) {
  const ctaAt = page.sections.at(-1)?.type === "cta" ? page.sections.length - 1 : page.sections.length;
  return (
    <>
      {page.sections.map((section, index) => (
        <React.Fragment key={`${section.type}-${index}`}>
          {index === ctaAt ? beforeCta : null}
          <SectionRenderer section={section} context={{ index, breadcrumb, heroVisual, texts }} />
        </React.Fragment>
      ))}
      {ctaAt === page.sections.length ? beforeCta : null}
    </>
  );
}
