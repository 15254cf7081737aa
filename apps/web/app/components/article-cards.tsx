// ArticleCards: live articles as cards (the blog's listing pages, the resources hub, an article's related ones): each
// its category, date, title as a link to its page, and summary.
import { Badge } from "@solvix/ui/components/badge";
import { scrollToTopNow } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import { Link } from "react-router";

export interface ArticleCardItem {
  href: string;
  title: string;
  summary: string;
  category: string;
  /** ISO date and its words ("July 01, 2025"). */
  date: string;
  dateLabel: string;
}

/** A list of article cards named `label`; its titles are `h3` (the section around it names it with an `h2`). */
export function ArticleCards({ items, label }: { items: readonly ArticleCardItem[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.href} className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-6">
          <p className="flex flex-wrap items-center gap-3 text-sm text-ink-600">
            <Badge variant="brand">{item.category}</Badge>
            <time dateTime={item.date}>{item.dateLabel}</time>
          </p>
          <h3 className="text-lg">
            <Link to={item.href} onClick={scrollToTopNow} className="hover:text-brand-700 hover:underline">
              {item.title}
            </Link>
          </h3>
          <p className="text-sm text-ink-600">{item.summary}</p>
        </li>
      ))}
    </ul>
  );
}
