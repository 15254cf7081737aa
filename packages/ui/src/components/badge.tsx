// Badge: a small label such as a skill tag, a job type or a "Coming soon" marker.
import type * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cva } from "../lib/variants.ts";
import { cn } from "../lib/cn.ts";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
  {
    variants: {
      variant: {
        neutral: "bg-ink-100 text-ink-700",
        brand: "bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset",
        accent: "bg-accent-50 text-accent-800 ring-1 ring-accent-200 ring-inset",
        inverse: "bg-white/15 text-white ring-1 ring-white/30 ring-inset",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

/** A small label: a skill tag, a job type, a 'Coming soon' marker. */
export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
