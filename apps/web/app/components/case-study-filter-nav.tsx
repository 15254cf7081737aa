// The case studies page's filters: plain links to the prerendered filter pages (no JavaScript needed), the page being
// shown marked `aria-current="page"`. The pills are the blog's tag links' (the design system's TagLinks), grouped here in
// one navigation (TagLinks is a navigation of its own).
import { cn } from "@solvix/ui/lib/cn";
import { Link } from "react-router";

export interface FilterLink {
  label: string;
  path: string;
}

export interface CaseStudyFilterNavProps {
  /** The navigation's accessible name. */
  label: string;
  /** The unfiltered page's link. */
  all: FilterLink;
  /** Each filter's name ("Industry") and its links. */
  groups: readonly { id: string; label: string; links: readonly FilterLink[] }[];
  /** The path of the page being shown. */
  current: string;
}

function FilterLinkItem({ link, current }: { link: FilterLink; current: string }) {
  const isCurrent = link.path === current;
  return (
    <li>
      <Link
        to={link.path}
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
}

/** The filters as groups of links: all case studies, then each industry and each staff country with case studies. */
export function CaseStudyFilterNav({ label, all, groups, current }: CaseStudyFilterNavProps) {
  return (
    <nav aria-label={label} data-slot="case-study-filters" className="flex flex-col gap-4">
      <ul className="flex flex-wrap gap-2">
        <FilterLinkItem link={all} current={current} />
      </ul>
      {groups.map((group) => (
        <div key={group.id} className="flex flex-col gap-2">
          <p id={`filter-${group.id}`} className="text-sm font-semibold text-ink-700">
            {group.label}
          </p>
          <ul aria-labelledby={`filter-${group.id}`} className="flex flex-wrap gap-2">
            {group.links.map((link) => (
              <FilterLinkItem key={link.path} link={link} current={current} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
