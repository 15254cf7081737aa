// IconCardGrid: benefit, feature, value and perk cards, staggered in.
import type * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cva } from "../lib/variants.ts";
import type { IconCard } from "@solvix/content/sections";
import { Card, CardDescription, CardTitle } from "../components/card.tsx";
import { IconTile } from "../components/icon-tile.tsx";
import { Reveal } from "../components/reveal.tsx";
import { cn } from "../lib/cn.ts";
import type { StaggerKind } from "../lib/motion.ts";

export const iconCardGridVariants = cva("grid gap-5 sm:gap-6", {
  variants: {
    columns: {
      2: "sm:grid-cols-2",
      3: "sm:grid-cols-2 lg:grid-cols-3",
      4: "sm:grid-cols-2 lg:grid-cols-4",
    },
  },
  defaultVariants: { columns: 3 },
});

export type IconCardGridProps = Omit<React.ComponentProps<"ul">, "children"> &
  VariantProps<typeof iconCardGridVariants> & {
    items: readonly IconCard[];
    /** The fade-in stagger: benefit cards 0.2 s, telecommunication cards 0.1 s, ... */
    stagger?: StaggerKind;
    /**
     * "stacked": the icon above the text (default); "row": the icon beside it, for a two-column list of cards;
     * "ruled": no card, a rule above the icon and title (industry pages' benefits).
     */
    layout?: "stacked" | "row" | "ruled";
  };

/** Benefit, feature, value and perk cards: an icon tile, a title and a description. */
export function IconCardGrid({
  items,
  columns,
  stagger = "benefit",
  layout = "stacked",
  className,
  ...props
}: IconCardGridProps) {
  return (
    <ul data-slot="icon-card-grid" className={cn(iconCardGridVariants({ columns }), className)} {...props}>
      {items.map((item, index) => (
        <Reveal asChild key={item.title} index={index} kind={stagger}>
          <li className="flex">
            {layout === "row" ? (
              <IconCardRow {...item} />
            ) : layout === "ruled" ? (
              <IconCardRuled {...item} />
            ) : (
              <IconCardItem {...item} />
            )}
          </li>
        </Reveal>
      ))}
    </ul>
  );
}

export function IconCardItem({ title, description, icon, color }: IconCard) {
  return (
    <Card className="w-full gap-4 p-6">
      <IconTile icon={icon} color={color} />
      <CardTitle>{title}</CardTitle>
      <CardDescription className="text-base">{description}</CardDescription>
    </Card>
  );
}

/** A card with its icon beside the title and description. */
export function IconCardRow({ title, description, icon, color }: IconCard) {
  return (
    <Card className="w-full flex-row items-start gap-5 p-6">
      <IconTile icon={icon} color={color} className="shrink-0" />
      <div className="flex flex-col gap-2">
        <CardTitle>{title}</CardTitle>
        <CardDescription className="text-base">{description}</CardDescription>
      </div>
    </Card>
  );
}

/** No card: a rule in the brand colour, the icon beside the title, the description below. */
export function IconCardRuled({ title, description, icon, color }: IconCard) {
  return (
    <div className="flex w-full flex-col gap-3 border-t-4 border-brand-600 pt-5">
      <div className="flex items-center gap-3">
        <IconTile icon={icon} color={color} size="sm" />
        <CardTitle>{title}</CardTitle>
      </div>
      <p className="text-ink-600">{description}</p>
    </div>
  );
}
