// Logo: the brand mark (an SVG drawn here, no remote image) and the brand name.
import type * as React from "react";
import { cn } from "../lib/cn.ts";

/** The brand mark (an SVG drawn here, no remote image) and the brand name. */
export function Logo({
  brandName,
  inverse = false,
  className,
  ...props
}: React.ComponentProps<"span"> & { brandName: string; inverse?: boolean }) {
  return (
    <span data-slot="logo" className={cn("inline-flex items-center gap-2.5", className)} {...props}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0" focusable="false">
        <rect width="32" height="32" rx="9" className={inverse ? "fill-white" : "fill-brand-600"} />
        <path
          d="M21.5 10.5c-1.3-1.3-3.2-2-5.4-2-3.4 0-5.8 1.8-5.8 4.5 0 5.6 11.2 3.4 11.2 8.6 0 2.4-2.4 3.9-5.6 3.9-2.4 0-4.4-.9-5.7-2.4"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          className={inverse ? "stroke-brand-700" : "stroke-white"}
        />
        <circle cx="23" cy="9" r="2.2" className="fill-accent-400" />
      </svg>
      <span className={cn("text-xl font-bold tracking-tight", inverse ? "text-white" : "text-ink-900")}>
        {brandName}
      </span>
    </span>
  );
}
