// SectionHeading: eyebrow, title and intro of a section.
import type * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cva } from "../lib/variants.ts";
import { cn } from "../lib/cn.ts";

export const sectionHeadingVariants = cva("flex max-w-3xl flex-col gap-3", {
  variants: {
    align: { start: "", center: "mx-auto items-center text-center" },
    tone: { default: "", inverse: "[&_h2]:text-white [&_p]:text-brand-100" },
  },
  defaultVariants: { align: "center", tone: "default" },
});

export type SectionHeadingProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof sectionHeadingVariants> & {
    eyebrow?: string;
    title: string;
    intro?: string;
    /** The heading level; sections below the hero are h2. */
    as?: "h1" | "h2" | "h3";
  };

/** Eyebrow, title and intro of a section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  as: Heading = "h2",
  align,
  tone,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div data-slot="section-heading" className={cn(sectionHeadingVariants({ align, tone }), className)} {...props}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <Heading className="text-3xl sm:text-4xl">{title}</Heading>
      {intro ? <p className="text-lg text-ink-600">{intro}</p> : null}
    </div>
  );
}
