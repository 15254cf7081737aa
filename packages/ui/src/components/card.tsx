// Card and its parts (header, title, description, content, footer), with cva variants.
import type * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cva } from "../lib/variants.ts";
import { cn } from "../lib/cn.ts";

export const cardVariants = cva("flex flex-col rounded-2xl bg-white text-ink-700", {
  variants: {
    variant: {
      outline: "border border-ink-200 shadow-xs",
      elevated: "border border-ink-100 shadow-md",
      muted: "bg-ink-50",
      brand: "bg-brand-900 text-brand-50",
    },
    interactive: {
      true: "transition duration-200 focus-within:border-brand-300 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg",
      false: "",
    },
  },
  defaultVariants: { variant: "outline", interactive: false },
});

export function Card({
  className,
  variant,
  interactive,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ variant, interactive }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-2 p-6 pb-0", className)} {...props} />;
}

type HeadingLevel = "h2" | "h3" | "h4";

export function CardTitle({
  className,
  as: Heading = "h3",
  ...props
}: React.ComponentProps<"h3"> & { as?: HeadingLevel }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("text-lg leading-snug font-semibold text-ink-900", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-ink-600", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("flex-1 p-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex items-center gap-3 p-6 pt-0", className)} {...props} />;
}
