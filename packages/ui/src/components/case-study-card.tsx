// The card of one client story: its cover picture when it has one, challenge, solution, results, tags and, on a list,
// the link to its own page.
import type * as React from "react";
import { useId } from "react";
import { Link } from "react-router-dom";
import type { SiteTexts } from "@solvix/content/site-texts";
import { ArrowRight, Lightbulb, Target, TrendingUp } from "./ui-icons.tsx";
import { cn } from "../lib/cn.ts";
import { Badge } from "./badge.tsx";
import { ResponsivePicture, type ResponsiveImage } from "./responsive-picture.tsx";
import { StatGrid, StatTile } from "./stat-tile.tsx";

export type CaseStudyCardProps = Omit<React.ComponentProps<"article">, "children" | "results"> & {
  /** e.g. "Marketing agency in Australia" */
  client: string;
  /** e.g. "4 staff from the Philippines" */
  focus: string;
  challenge: string;
  solution: string;
  /** Every figure as the specification gives it. */
  results: readonly { value: string; label: string }[];
  tags: readonly string[];
  /** The parts' headings and the tag list's name (`siteTexts.caseStudy` of the content package). */
  texts: SiteTexts["caseStudy"];
  /** The cover picture as the build wrote it (AVIF and WebP widths, the original's width and height), or none. */
  cover?: ResponsiveImage | null;
  /** The link to the case study's own page ("Read the case study"), on a list of cards. */
  link?: { href: string; label: string } | null;
  /** h1 on the case study's own page (its cover then loads first: the page's largest paint); h2 on a list. */
  headingLevel?: "h1" | "h2";
};

/** The cover's displayed width: the card's inner width in the page's container (max-w-7xl, its padding and the
 * card's). */
export const caseStudyCoverSizes = "(min-width: 80rem) 71rem, calc(100vw - 5rem)";

/** One client story: challenge, solution, results in figures and tags. */
export function CaseStudyCard({
  client,
  focus,
  challenge,
  solution,
  results,
  tags,
  texts,
  cover,
  link,
  headingLevel = "h2",
  className,
  ...props
}: CaseStudyCardProps) {
  const headingId = useId();
  const Heading = headingLevel;
  // The parts' headings are one level below the card's.
  const PartHeading = headingLevel === "h1" ? "h2" : "h3";
  return (
    <article
      data-slot="case-study-card"
      className={cn(
        "grid gap-8 rounded-3xl border border-ink-200 bg-white p-6 shadow-md sm:p-10 lg:grid-cols-[1.2fr_1fr]",
        className,
      )}
      {...props}
    >
      {cover ? (
        <div className="lg:col-span-2">
          <ResponsivePicture
            image={cover}
            sizes={caseStudyCoverSizes}
            priority={headingLevel === "h1"}
            className="max-h-96 rounded-2xl"
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <Heading id={headingId} className="text-2xl sm:text-3xl">
            {client}
          </Heading>
          <p className="font-medium text-brand-700">{focus}</p>
        </header>
        <CaseStudyPart icon={<Target />} title={texts.challenge} text={challenge} heading={PartHeading} />
        <CaseStudyPart icon={<Lightbulb />} title={texts.solution} text={solution} heading={PartHeading} />
        <ul className="flex flex-wrap gap-2" aria-label={texts.tags}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="brand">{tag}</Badge>
            </li>
          ))}
        </ul>
        {link ? (
          // Named by its words, described by the card's heading: each card's link says which case study it opens.
          <Link
            to={link.href}
            aria-describedby={headingId}
            className="inline-flex min-h-10 items-center gap-1.5 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <div className="flex flex-col gap-4 rounded-2xl bg-brand-950 p-6">
        <PartHeading className="flex items-center gap-2 text-lg text-white">
          <TrendingUp aria-hidden="true" className="size-5 text-accent-300" />
          {texts.results}
        </PartHeading>
        <StatGrid className="grid-cols-2 lg:grid-cols-2">
          {results.map((result) => (
            <StatTile key={result.label} value={result.value} label={result.label} tone="inverse" className="p-4" />
          ))}
        </StatGrid>
      </div>
    </article>
  );
}

function CaseStudyPart({
  icon,
  title,
  text,
  heading: Heading,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  heading: "h2" | "h3";
}) {
  return (
    <section className="flex gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="flex flex-col gap-1">
        <Heading className="text-base">{title}</Heading>
        <p className="text-ink-700">{text}</p>
      </div>
    </section>
  );
}
