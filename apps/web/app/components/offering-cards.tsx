// The talent-outsourcing page's two offerings (hiring, managing), side by side.
import { Checklist } from "@solvix/ui/components/checklist";
import { Icon } from "@solvix/ui/components/icon";
import { scrollToTopNow } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import type { IconName } from "@solvix/content/icons";
import { Link } from "react-router";
import { ArrowRight } from "@solvix/ui/components/ui-icons";

export type Offering = {
  title: string;
  description: string;
  icon: IconName;
  points: readonly string[];
  href: string;
  linkLabel: string;
};

/** The two offerings of the talent-outsourcing page (hiring, managing), side by side. */
export function OfferingCards({ items }: { items: readonly Offering[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((offering) => (
        <li
          key={offering.title}
          className="flex flex-col gap-5 rounded-3xl border border-ink-200 bg-white p-6 shadow-md sm:p-8"
        >
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 text-white [&_svg]:size-7">
            <Icon name={offering.icon} />
          </span>
          <h3 className="text-2xl">{offering.title}</h3>
          <p className="text-ink-700">{offering.description}</p>
          <Checklist items={offering.points} />
          <Link
            to={offering.href}
            onClick={offering.href.includes("#") ? undefined : scrollToTopNow}
            className="mt-auto inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {offering.linkLabel}
            <ArrowRight className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
