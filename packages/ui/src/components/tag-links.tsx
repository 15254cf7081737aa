// TagLinks: a listing's filters as links (the blog's tags), as a nav landmark; the page being shown is marked
// aria-current="page". Plain links to prerendered pages, so filtering works without JavaScript.
import type * as React from "react";
import { Link } from "react-router-dom";
import { cn } from "../lib/cn.ts";
import { scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";

export interface TagLink {
  label: string;
  href: string;
}

/** The links as a wrapping row of pills, without a landmark (for a navigation that groups several rows). */
export function TagLinkList({
  links,
  current,
  className,
  ...props
}: Omit<React.ComponentProps<"ul">, "children"> & {
  links: readonly TagLink[];
  /** The address of the page being shown. */
  current?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} {...props}>
      {links.map((link) => {
        const isCurrent = link.href === current;
        return (
          <li key={link.href}>
            <Link
              to={link.href}
              onClick={scrollToTopNow}
              aria-current={isCurrent ? "page" : undefined}
              className={cn(
                "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium ring-1 ring-inset",
                isCurrent
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-brand-800 ring-brand-200 hover:bg-brand-50",
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The links as a wrapping row of pills in a nav landmark; name it with `aria-label` or `aria-labelledby`. */
export function TagLinks({
  links,
  current,
  className,
  ...props
}: Omit<React.ComponentProps<"nav">, "children"> & {
  links: readonly TagLink[];
  /** The address of the page being shown. */
  current?: string;
}) {
  return (
    <nav data-slot="tag-links" className={className} {...props}>
      <TagLinkList links={links} current={current} />
    </nav>
  );
}
