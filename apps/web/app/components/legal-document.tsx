// LegalDocument: the privacy policy and terms layout (numbered sections, contents, last-updated date).
import { Container } from "@solvix/ui/components/page-section";
import { Prose } from "@solvix/ui/components/prose";
import { scrollToTopNow } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import type { SiteTexts } from "@solvix/content/site-texts";
import { Link } from "react-router";
import { fillParts } from "@solvix/ui/lib/template-parts";
import { PageHeader } from "./page-header.tsx";

export type LegalDocumentProps = {
  title: string;
  /** Already formatted, e.g. "January 1, 2025". */
  lastUpdated: string;
  lastUpdatedIso: string;
  intro: readonly string[];
  sections: readonly {
    number: number;
    title: string;
    body: readonly string[];
    bullets?: readonly string[] | undefined;
  }[];
  cta: { label: string; href: string };
  /** The frame's words (`siteTexts.legalDocument` of the content package). */
  texts: SiteTexts["legalDocument"];
};

/** Privacy policy and terms of service: the numbered sections with a table of contents and the last-updated date. */
export function LegalDocument({ title, lastUpdated, lastUpdatedIso, intro, sections, cta, texts }: LegalDocumentProps) {
  const anchor = (number: number) => `section-${number}`;
  return (
    <>
      <PageHeader title={title}>
        <p className="text-sm text-ink-600">
          {fillParts(texts.lastUpdated, { date: <time dateTime={lastUpdatedIso}>{lastUpdated}</time> })}
        </p>
      </PageHeader>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label={texts.contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">{texts.contents}</h2>
          <ol className="mt-3 flex flex-col gap-1.5 text-sm">
            {sections.map((section) => (
              <li key={section.number}>
                <a href={`#${anchor(section.number)}`} className="text-ink-600 hover:text-brand-700 hover:underline">
                  {section.number}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prose>
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {sections.map((section) => (
            <section
              key={section.number}
              id={anchor(section.number)}
              className="scroll-mt-24"
              aria-labelledby={`${anchor(section.number)}-title`}
            >
              <h2 id={`${anchor(section.number)}-title`}>
                {section.number}. {section.title}
              </h2>
              {section.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p>
            <Link to={cta.href} onClick={scrollToTopNow}>
              {cta.label}
            </Link>
          </p>
        </Prose>
      </Container>
    </>
  );
}
