// The body of a content band, by section type: the exhaustive switch of the landing template.
import type { Section } from "@solvix/content/sections";
import type { SiteTexts } from "@solvix/content/site-texts";
import { use } from "react";
import { Link } from "react-router-dom";
import { FaqAccordion } from "../components/accordion.tsx";
import { Button } from "../components/button.tsx";
import { Calculator } from "../components/ui-icons.tsx";
import { whenNearView } from "../lib/near-view.ts";
import { scrollToTopAfterNavigation } from "../lib/use-scroll-to-top-navigate.ts";
import { LinkContext } from "./hero.tsx";
import { Checklist } from "../components/checklist.tsx";
import { StatGrid, StatTile } from "../components/stat-tile.tsx";
import { IconCardGrid } from "./icon-card-grid.tsx";
import { Overview } from "./overview.tsx";
import { RoleGrid } from "./role-grid.tsx";
import { SalaryTable } from "./salary-table.tsx";
import { StepGrid } from "./step-grid.tsx";
import { TaskGrid } from "./task-grid.tsx";

export type BandSection = Exclude<Section, { type: "hero" | "cta" }>;
/** The words the sections' components say wherever they are drawn (`siteTexts.sections` of the content package). */
export type SectionTexts = SiteTexts["sections"];

function assertNever(value: never): never {
  throw new Error(`Unknown section type: ${JSON.stringify(value)}`);
}

/**
 * The body of a content band (everything but the hero and the call to action), by section type. Exhaustive: a new
 * section type fails type-checking here. The landing template loads this module on its own (React.lazy), so its
 * components hydrate from their own chunk while the prerendered HTML is already complete.
 */
export function BandContent({ section, texts }: { section: BandSection; texts: SectionTexts }) {
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
      return <IconCardGrid items={section.items} columns={3} stagger={section.stagger ?? "benefit"} />;
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
            texts={texts.salaryTable}
          />
          {section.note ? <p className="text-sm text-ink-600">{section.note}</p> : null}
          {section.link ? (
            <Button asChild variant="outline" className="self-start">
              <Link to={section.link.href} onClick={scrollToTopAfterNavigation}>
                <Calculator aria-hidden="true" />
                {section.link.label}
                <LinkContext text={section.link.srContext} />
              </Link>
            </Button>
          ) : null}
        </div>
      );
    case "roles":
      return <RoleGrid items={section.items} skillsLabel={texts.roleSkills} />;
    case "stats":
      return (
        <StatGrid>
          {section.items.map((stat) => (
            <StatTile key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </StatGrid>
      );
    case "steps":
      return <StepGrid items={section.items} stepLabel={texts.step} />;
    case "faq":
      return <FaqAccordion items={section.items} />;
    case "checklist":
      return <Checklist items={section.items} className="mx-auto grid max-w-4xl gap-5 sm:grid-cols-2" />;
    default:
      return assertNever(section);
  }
}

/** The band's element (its `data-band`), for whenNearView. */
function bandElement(band: string): () => Element[] {
  return () => {
    const element = document.querySelector(`[data-band="${band}"]`);
    return element ? [element] : [];
  };
}

/**
 * The band body as the landing template loads it. A band that the page's first hydration met prerendered (not
 * `live`) waits, suspended, until it comes within half a screen of the view: React keeps its prerendered
 * HTML, complete and with its links working as plain links, and hydrates it then. Hydrating every band of a sector
 * page at once was most of the page's script after the first paint on a phone, for bands a visitor who reads the
 * first screen never reaches. An FAQ band (its accordion) hydrates at once, as does a band rendered new (a
 * client-side navigation, a story).
 */
export default function BandContentNearView({
  band,
  live,
  ...props
}: {
  section: BandSection;
  texts: SectionTexts;
  /** The band's `data-band`. */
  band: string;
  /** False when the page's first hydration met the band prerendered. */
  live: boolean;
}) {
  if (!live && props.section.type !== "faq") use(whenNearView(band, bandElement(band)));
  return <BandContent {...props} />;
}
