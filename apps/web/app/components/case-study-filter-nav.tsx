// The case studies page's filters: plain links to the prerendered filter pages (no JavaScript needed), the page being
// shown marked `aria-current="page"`. The pills are the blog's tag links' (the design system's TagLinkList), grouped
// here in one navigation.
import { TagLinkList, type TagLink } from "@solvix/ui/components/tag-links";

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

const linkOf = ({ label, path }: FilterLink): TagLink => ({ label, href: path });

/** The filters as groups of links: all case studies, then each industry and each staff country with case studies. */
export function CaseStudyFilterNav({ label, all, groups, current }: CaseStudyFilterNavProps) {
  return (
    <nav aria-label={label} data-slot="case-study-filters" className="flex flex-col gap-4">
      <TagLinkList links={[linkOf(all)]} current={current} />
      {groups.map((group) => (
        <div key={group.id} className="flex flex-col gap-2">
          <p id={`filter-${group.id}`} className="text-sm font-semibold text-ink-700">
            {group.label}
          </p>
          <TagLinkList aria-labelledby={`filter-${group.id}`} links={group.links.map(linkOf)} current={current} />
        </div>
      ))}
    </nav>
  );
}
