// Button and its cva variants; links render through `asChild` so the element is always the right one.
import type * as React from "react";
import { Slot } from "../lib/slot.tsx";
import type { VariantProps } from "class-variance-authority";
import { cva } from "../lib/variants.ts";
import { cn } from "../lib/cn.ts";

const boxed: ("primary" | "secondary" | "danger" | "outline" | "ghost" | "inverse" | "outline-inverse")[] = [
  "primary",
  "secondary",
  "danger",
  "outline",
  "ghost",
  "inverse",
  "outline-inverse",
];

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
        secondary: "bg-ink-900 text-white shadow-sm hover:bg-ink-800",
        // An action that cannot be undone (the confirm button of a destructive confirmation).
        danger: "bg-danger-600 text-white shadow-sm hover:bg-danger-700",
        outline: "border border-ink-300 bg-white text-ink-900 shadow-xs hover:border-ink-400 hover:bg-ink-50",
        ghost: "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
        inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
        "outline-inverse": "border border-white/70 text-white hover:bg-white/10",
        link: "text-brand-700 underline-offset-4 hover:underline",
      },
      // Text size only: the box (height, padding) belongs to every variant but `link`, below. cn() does not merge
      // conflicting utilities, so no class here is ever overridden by another.
      size: {
        sm: "text-sm",
        md: "text-sm",
        lg: "text-base",
        icon: "",
      },
    },
    compoundVariants: [
      { variant: boxed, size: "sm", className: "h-9 px-3" },
      { variant: boxed, size: "md", className: "h-11 px-5" },
      { variant: boxed, size: "lg", className: "h-12 px-6" },
      { variant: boxed, size: "icon", className: "size-10" },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a router `Link`, an `a`) with the button's styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? type : (type ?? "button")}
      {...props}
    />
  );
}
