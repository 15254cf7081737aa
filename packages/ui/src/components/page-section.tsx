// PageSection and Container: full-width bands with the content width the header and footer share.
import type * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cva } from "../lib/variants.ts";
import { cn } from "../lib/cn.ts";

export const pageSectionVariants = cva("relative scroll-mt-20 py-16 sm:py-20 lg:py-24", {
  variants: {
    tone: {
      default: "bg-white",
      muted: "bg-ink-50",
      brand: "bg-brand-950 text-brand-100",
    },
  },
  defaultVariants: { tone: "default" },
});

/** A full-width band of the page with the site's content width inside. */
export function PageSection({
  tone,
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & VariantProps<typeof pageSectionVariants>) {
  return (
    <section data-slot="page-section" className={cn(pageSectionVariants({ tone }), className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

/** The content width and side padding used by every band, the header and the footer. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="container" className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />
  );
}
