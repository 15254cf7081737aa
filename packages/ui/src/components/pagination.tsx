// Pagination: the links between the pages of a listing (the blog), as a nav landmark. Plain links to prerendered
// pages, so paging works without JavaScript.
import type * as React from "react";
import { Link } from "react-router-dom";
import { cn } from "../lib/cn.ts";
import { fillText } from "../lib/template.ts";
import { scrollToTopNow } from "../lib/use-scroll-to-top-navigate.ts";
import { ArrowLeft, ArrowRight } from "./ui-icons.tsx";

export interface PaginationTexts {
  /** The landmark's name ("Blog pages"). */
  label: string;
  /** Each page's name, "Page {page} of {pages}"; the current one is also shown as the status. */
  pageLabel: string;
  previous: string;
  next: string;
}

/** The page numbers shown: all of them up to seven, else the first, the last and the current page's neighbours. */
export function pageNumbers(page: number, pages: number): (number | "gap")[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? ["gap" as const, n] : [n]));
}

const item =
  "inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset";

/** The current page among its neighbours: previous and next links, each page number a link named "Page 2 of 3". */
export function Pagination({
  texts,
  page,
  pages,
  href,
  className,
  ...props
}: Omit<React.ComponentProps<"nav">, "children"> & {
  texts: PaginationTexts;
  page: number;
  pages: number;
  /** The address of page `n` (page 1 is the listing's own address). */
  href: (n: number) => string;
}) {
  const name = (n: number) => fillText(texts.pageLabel, { page: n, pages });
  return (
    <nav
      data-slot="pagination"
      aria-label={texts.label}
      className={cn("flex flex-col items-center gap-4", className)}
      {...props}
    >
      <p className="text-sm text-ink-600">{name(page)}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={href(page - 1)}
              onClick={scrollToTopNow}
              className={cn(item, "bg-white text-brand-800 ring-ink-200 hover:bg-brand-50")}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {texts.previous}
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                onClick={scrollToTopNow}
                aria-label={name(n)}
                aria-current={n === page ? "page" : undefined}
                className={cn(
                  item,
                  n === page
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-brand-800 ring-ink-200 hover:bg-brand-50",
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link
              to={href(page + 1)}
              onClick={scrollToTopNow}
              className={cn(item, "bg-white text-brand-800 ring-ink-200 hover:bg-brand-50")}
            >
              {texts.next}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
