// StatTile: a figure and its label, the figure read first.
import type * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cva } from "../lib/variants.ts";
import { cn } from "../lib/cn.ts";

export const statTileVariants = cva("flex flex-col gap-1 rounded-2xl p-5 sm:p-6", {
  variants: {
    tone: {
      default: "border border-ink-200 bg-white",
      brand: "bg-brand-50",
      inverse: "bg-white/10 ring-1 ring-white/15",
    },
  },
  defaultVariants: { tone: "default" },
});

/** A figure and its label ("500+", "IT professionals"). The figure is read before the label. */
export function StatTile({
  value,
  label,
  tone,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof statTileVariants> & { value: string; label: string }) {
  return (
    <div data-slot="stat-tile" className={cn(statTileVariants({ tone }), className)} {...props}>
      <dt className={cn("order-2 text-sm", tone === "inverse" ? "text-brand-100" : "text-ink-600")}>{label}</dt>
      <dd
        className={cn(
          "order-1 text-2xl font-bold tracking-tight sm:text-3xl",
          tone === "inverse" ? "text-white" : "text-brand-700",
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** A description list of stat tiles. */
export function StatGrid({ className, ...props }: React.ComponentProps<"dl">) {
  return <dl data-slot="stat-grid" className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)} {...props} />;
}
