// Prose: long-form text styles for the policies, terms and the blog article.
import type * as React from "react";
import { cn } from "../lib/cn.ts";

/** Long-form text (policies, terms, the blog article): readable measure, spacing and heading styles. */
export function Prose({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="prose"
      className={cn(
        "max-w-3xl text-base leading-7 text-ink-700",
        "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl",
        "[&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800",
        "[&_strong]:font-semibold [&_strong]:text-ink-900 [&>*:first-child]:mt-0",
        className,
      )}
      {...props}
    />
  );
}
