import type * as React from "react";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router-dom";
import { cn } from "../lib/cn.ts";
import { scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";

export type BreadcrumbItem = { label: string; href: string };

/** Where the page sits: a nav landmark with an ordered list; the last item is the current page. */
export function Breadcrumb({
  items,
  className,
  ...props
}: Omit<React.ComponentProps<"nav">, "children"> & { items: readonly BreadcrumbItem[] }) {
  return (
    <nav data-slot="breadcrumb" aria-label="Breadcrumb" className={cn("text-sm", className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-600">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href} className="inline-flex items-center gap-1.5">
              {current ? (
                <span aria-current="page" className="font-medium text-ink-900">
                  {item.label}
                </span>
              ) : (
                <>
                  <Link to={item.href} onClick={scrollToTopNow} className="rounded-sm hover:text-brand-700 hover:underline">
                    {item.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 text-ink-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
