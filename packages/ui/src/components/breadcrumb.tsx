// Breadcrumb: where the page sits, as a nav landmark with an ordered list.
import type * as React from "react";
import { ChevronRight } from "./ui-icons.tsx";
import { Link } from "react-router-dom";
import { cn } from "../lib/cn.ts";
import { scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";

export type BreadcrumbItem = { label: string; href: string };
/** A page's trail as its loader gives it: the accessible name and the crumbs, Home first. */
export type BreadcrumbTrail = { label: string; items: readonly BreadcrumbItem[] };

/** Where the page sits: a nav landmark with an ordered list; the last item is the current page. */
export function Breadcrumb({
  label,
  items,
  tone = "default",
  className,
  ...props
}: Omit<React.ComponentProps<"nav">, "children"> &
  BreadcrumbTrail & {
    /** `inverse` on dark bands such as the hero. */
    tone?: "default" | "inverse";
  }) {
  return (
    <nav
      data-slot="breadcrumb"
      aria-label={label}
      className={cn(
        "text-sm",
        tone === "inverse"
          ? "text-brand-100 [&_[aria-current]]:text-white"
          : "text-ink-600 [&_[aria-current]]:text-ink-900",
        className,
      )}
      {...props}
    >
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href} className="inline-flex items-center gap-1.5">
              {current ? (
                <span aria-current="page" className="font-medium">
                  {item.label}
                </span>
              ) : (
                <>
                  <Link
                    to={item.href}
                    onClick={scrollToTopNow}
                    className="rounded-sm underline-offset-2 hover:underline"
                  >
                    {item.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 opacity-70" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
