// The role categories of /roles, each card linking to its industry page.
import { Card, CardDescription, CardTitle } from "@solvix/ui/components/card";
import { IconTile } from "@solvix/ui/components/icon-tile";
import { Reveal } from "@solvix/ui/components/reveal";
import { scrollToTopNow } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import type { LandingCardLink } from "@solvix/content/landing";
import { Link } from "react-router";

export type RoleCard = LandingCardLink & { line: string };

/**
 * The role categories of /roles: a gradient icon tile, the title (the card's link to its industry page), the
 * description and the line 'Specialized remote staffing solutions for … positions'.
 */
export function RoleCardGrid({ items, label }: { items: readonly RoleCard[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <Reveal asChild key={item.id} index={index} kind="industry">
          <li className="flex">
            <Card
              interactive
              className="relative w-full gap-4 p-6 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
            >
              <IconTile icon={item.icon} color={item.color} size="lg" />
              <CardTitle>
                <Link
                  to={item.href}
                  onClick={scrollToTopNow}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                >
                  {item.title}
                </Link>
              </CardTitle>
              <CardDescription className="text-base">{item.description}</CardDescription>
              <p className="mt-auto border-t border-ink-100 pt-4 text-sm font-medium text-brand-700">{item.line}</p>
            </Card>
          </li>
        </Reveal>
      ))}
    </ul>
  );
}
