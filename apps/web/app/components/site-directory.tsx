// The site's pages grouped by topic, as plain links: the search page's directory and the not-found page's
// destinations. Prerendered complete, so it serves a visitor without JavaScript as well.
import { Link } from "react-router";

export interface DirectoryGroup {
  title: string;
  links: readonly { label: string; href: string }[];
}

/** One navigation landmark with a heading per topic; `headingLevel` fits the page's outline. */
export function SiteDirectory({
  id,
  title,
  groups,
  headingLevel = 2,
}: {
  id: string;
  title: string;
  groups: readonly DirectoryGroup[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const GroupHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <nav aria-labelledby={id} className="flex flex-col gap-6 rounded-2xl border border-ink-200 bg-ink-50 p-6 text-left">
      <Heading id={id} className="text-lg font-semibold">
        {title}
      </Heading>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.title} className="flex flex-col gap-2">
            <GroupHeading className="text-base font-semibold text-ink-900">{group.title}</GroupHeading>
            <ul className="flex flex-col gap-1.5">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
