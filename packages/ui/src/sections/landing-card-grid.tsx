// LandingCardGrid: the industry and sector index grids, each card one link.
import type * as React from "react";
import { ArrowRight } from "../components/ui-icons.tsx";
import { Link } from "react-router-dom";
import type { LandingCardLink } from "@solvix/content/landing";
import { Card, CardDescription, CardTitle } from "../components/card.tsx";
import { IconTile } from "../components/icon-tile.tsx";
import { Reveal } from "../components/reveal.tsx";
import { cn } from "../lib/cn.ts";
import { scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";

export type LandingCardGridProps = Omit<React.ComponentProps<"ul">, "children"> & {
  /** Industry (14) or sector (12) cards; each links to its canonical page. */
  items: readonly LandingCardLink[];
  /** The label of each card's call to action (`siteTexts.landingCards.action` of the content package). */
  actionLabel: string;
};

/** The industry and sector index grids: the whole card is one link, staggered in at 0.1 s per card. */
export function LandingCardGrid({ items, actionLabel, className, ...props }: LandingCardGridProps) {
  return (
    <ul
      data-slot="landing-card-grid"
      className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4", className)}
      {...props}
    >
      {items.map((item, index) => (
        <Reveal asChild key={item.id} index={index} kind="industry">
          <li className="flex">
            <Card
              interactive
              className="group relative w-full gap-4 p-6 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
            >
              <IconTile icon={item.icon} color={item.color} />
              <CardTitle>
                <Link
                  to={item.href}
                  onClick={scrollToTopNow}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                >
                  {item.title}
                </Link>
              </CardTitle>
              <CardDescription className="flex-1">{item.description}</CardDescription>
              <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                {actionLabel}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Card>
          </li>
        </Reveal>
      ))}
    </ul>
  );
}
