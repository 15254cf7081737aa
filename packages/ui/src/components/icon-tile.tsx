// IconTile: a named content icon on a colour-gradient tile, decorative.
import type * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cva } from "../lib/variants.ts";
import type { ColorToken, IconName } from "@solvix/content/icons";
import { cn } from "../lib/cn.ts";
import { toneClass } from "../lib/tone.ts";
import { Icon } from "./icon.tsx";

export const iconTileVariants = cva(
  "inline-flex shrink-0 items-center justify-center bg-gradient-to-br text-white shadow-sm",
  {
    variants: {
      size: {
        sm: "size-10 rounded-lg [&_svg]:size-5",
        md: "size-12 rounded-xl [&_svg]:size-6",
        lg: "size-14 rounded-2xl [&_svg]:size-7",
      },
    },
    defaultVariants: { size: "md" },
  },
);

/** A named icon on a colour-gradient tile (cards of industries, sectors, benefits). Decorative. */
export function IconTile({
  icon,
  color,
  size,
  className,
  ...props
}: Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof iconTileVariants> & { icon: IconName; color?: ColorToken }) {
  return (
    <span data-slot="icon-tile" className={cn(iconTileVariants({ size }), toneClass(color), className)} {...props}>
      <Icon name={icon} />
    </span>
  );
}
