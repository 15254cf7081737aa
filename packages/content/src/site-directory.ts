// The site's pages grouped by topic, as links: what /search shows before a query (and all it can show without
// JavaScript). The footer's columns, with the sector pages as a group of their own.
import { listLandingPages, listSectorCards } from "./landing.ts";
import type { LandingPage } from "./landing-schema.ts";
import { getFooterColumns, type FooterColumn } from "./navigation.ts";

/** Company, Services, Roles, Industries, Sectors, Resources (a role family's page is under Roles and Industries). */
export function getSiteDirectory(pages: readonly LandingPage[] = listLandingPages()): FooterColumn[] {
  return getFooterColumns(pages).flatMap((column) =>
    column.title === "Industries"
      ? [
          { ...column, links: column.links.filter((link) => link.href !== "/sectors") },
          {
            title: "Sectors",
            layout: "grid" as const,
            links: [
              ...listSectorCards(pages).map((card) => ({ label: card.title, href: card.href })),
              ...column.links.filter((link) => link.href === "/sectors"),
            ],
          },
        ]
      : [column],
  );
}
