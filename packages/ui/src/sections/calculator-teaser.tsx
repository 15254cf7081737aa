// The home page's teaser of the savings calculator: a short pitch, one worked example (labelled as such) and the link.
import type * as React from "react";
import { Link } from "react-router-dom";
import { Button } from "../components/button.tsx";
import { ArrowRight, Calculator } from "../components/ui-icons.tsx";
import { cn } from "../lib/cn.ts";
import { scrollToTopAfterNavigation } from "../lib/use-scroll-to-top-navigate.ts";

export type CalculatorTeaserProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: string;
  body: string;
  /**
   * One worked example: its tag ("Example"), what it is ("3 × Structural Engineer"), its figures, and a link that
   * opens the calculator with that team.
   */
  example: {
    label: string;
    team: string;
    rows: readonly { label: string; value: string }[];
    link: { label: string; href: string };
  };
  link: { label: string; href: string };
};

/** A two-part band: the pitch and link on one side, a worked example card on the other. The h2 is the title. */
export function CalculatorTeaser({ title, body, example, link, className, ...props }: CalculatorTeaserProps) {
  return (
    <div
      data-slot="calculator-teaser"
      className={cn(
        "grid items-center gap-8 rounded-3xl bg-brand-950 p-6 text-brand-100 sm:p-10 lg:grid-cols-[1.1fr_1fr] lg:gap-12",
        className,
      )}
      {...props}
    >
      <div className="flex flex-col items-start gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-400/15 text-accent-300 [&_svg]:size-6"
        >
          <Calculator />
        </span>
        <h2 className="text-3xl text-white sm:text-4xl">{title}</h2>
        <p className="text-lg">{body}</p>
        <Button asChild size="lg" variant="inverse" className="mt-2">
          <Link to={link.href} onClick={scrollToTopAfterNavigation}>
            {link.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <figure className="flex flex-col gap-4 rounded-2xl bg-white p-5 text-ink-800 shadow-md sm:p-6">
        <figcaption className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase">
            {example.label}
          </span>
          <span className="font-semibold text-ink-900">{example.team}</span>
        </figcaption>
        {/* Worked out from the salary table at build time: the figure check reads the rates, not these results. */}
        <dl data-figures="calculated" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {example.rows.map((row, index) => (
            <div key={row.label} className="contents">
              <dt className="text-ink-600">{row.label}</dt>
              <dd
                className={cn(
                  "text-right tabular-nums",
                  index >= 2 ? "font-bold text-accent-700" : "font-medium text-ink-900",
                )}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <Link
          to={example.link.href}
          onClick={scrollToTopAfterNavigation}
          className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {example.link.label}
        </Link>
      </figure>
    </div>
  );
}
