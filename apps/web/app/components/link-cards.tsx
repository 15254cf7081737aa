// LinkCards: hub cards, each a link to its page.
import { Card, CardDescription, CardTitle } from "@solvix/ui/components/card";
import { Icon } from "@solvix/ui/components/icon";
import { scrollToTopNow } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import type { IconName } from "@solvix/content/icons";
import { Link } from "react-router";
import { ArrowRight } from "@solvix/ui/components/ui-icons";

export type LinkCardItem = { title: string; description: string; icon?: IconName; href: string; linkLabel?: string };

/** Hub cards: the whole card is a link to its page. */
export function LinkCards({ items, label }: { items: readonly LinkCardItem[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card
            interactive
            className="relative w-full gap-4 p-6 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
          >
            {item.icon ? (
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 [&_svg]:size-6">
                <Icon name={item.icon} />
              </span>
            ) : null}
            <CardTitle>
              <Link
                to={item.href}
                onClick={scrollToTopNow}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {item.title}
              </Link>
            </CardTitle>
            <CardDescription className="flex-1 text-base">{item.description}</CardDescription>
            {item.linkLabel ? (
              <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                {item.linkLabel}
                <ArrowRight className="size-4" />
              </span>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
