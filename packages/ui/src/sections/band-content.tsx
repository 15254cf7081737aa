// The body of a content band, by section type: the exhaustive switch of the landing template.
import type { ColorToken } from "@solvix/content/icons";
import type { IconCard, Section } from "@solvix/content/sections";
import type { SiteTexts } from "@solvix/content/site-texts";
import { Link } from "react-router-dom";
import { FaqAccordion } from "../components/accordion.tsx";
import { Button } from "../components/button.tsx";
import { Calculator } from "../components/ui-icons.tsx";
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
 * section type fails type-checking here. The landing template loads it with `deferred()`, so its components hydrate
 * from their own chunk while the prerendered HTML is already complete.
 */
export function BandContent({
  section,
  texts,
  family,
  accent,
}: {
  section: BandSection;
  texts: SectionTexts;
  /** A landing page's family (`kind`): sector pages draw the benefits in two columns, the outsourcing cards as rows
   * and the tasks as a list; industry pages the benefits ruled (no card), the outsourcing cards in the field's colour
   * and the tasks as a ledger. */
  family?: "industry" | "sector" | undefined;
  /** The page's own colour (its card's), for the icons of an industry page's cards. */
  accent?: ColorToken | undefined;
}) {
  const sector = family === "sector";
  const industry = family === "industry";
  // An industry page's cards take its field's colour unless a card names its own.
  const tinted = (items: readonly IconCard[]) =>
    industry && accent ? items.map((item) => ({ ...item, color: item.color ?? accent })) : items;
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
      return (
        <IconCardGrid
          items={tinted(section.items)}
          columns={sector ? 2 : 4}
          layout={industry ? "ruled" : "stacked"}
          stagger="benefit"
        />
      );
    case "features":
      return sector ? (
        <IconCardGrid items={section.items} columns={2} layout="row" stagger={section.stagger ?? "benefit"} />
      ) : (
        <IconCardGrid items={tinted(section.items)} columns={3} stagger={section.stagger ?? "benefit"} />
      );
    case "cards":
      return <IconCardGrid items={section.items} columns={section.items.length === 4 ? 4 : 3} stagger="benefit" />;
    case "tasks":
      return (
        <TaskGrid
          items={section.items}
          cta={section.cta}
          note={section.note}
          layout={sector ? "list" : industry ? "ledger" : "cards"}
        />
      );
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
