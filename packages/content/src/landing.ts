// The landing pages as the site reads them: the list, lookups by path, and the cards of indexes and menus.
import type { IconName } from "./icons.ts";
import type { LandingPage } from "./landing-schema.ts";
import { landingPages } from "./landing/index.ts";

export { landingPageSchema, landingCardSchema } from "./landing-schema.ts";
export type { LandingPage, LandingCard } from "./landing-schema.ts";

/** A card of the industries/sectors index, menus and footer. `href` is always the canonical URL. */
export interface LandingCardLink {
  id: string;
  href: string;
  title: string;
  description: string;
  icon: LandingPage["card"]["icon"];
  color: LandingPage["card"]["color"];
}

type Listing = keyof LandingPage["listing"];

/** Every landing page (one per topic). Functions below take an optional `pages` list so tests can add fixtures. */
export function listLandingPages(): readonly LandingPage[] {
  return landingPages;
}

export function getLandingPage(slug: string, pages: readonly LandingPage[] = landingPages): LandingPage | undefined {
  return pages.find((page) => page.slug === slug);
}

/** Any canonical or alias path -> the page and its canonical path. Trailing slashes are ignored. */
export function resolveLandingPath(
  path: string,
  pages: readonly LandingPage[] = landingPages,
): { page: LandingPage; canonicalPath: string } | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const page = pages.find((entry) => entry.canonicalPath === normalized || entry.aliases.includes(normalized));
  return page ? { page, canonicalPath: page.canonicalPath } : undefined;
}

export function toCardLink(page: LandingPage): LandingCardLink {
  return { id: page.slug, href: page.canonicalPath, ...page.card };
}

function listCards(listing: Listing, pages: readonly LandingPage[]): LandingCardLink[] {
  return pages
    .flatMap((page) => {
      const position = page.listing[listing];
      return position === undefined ? [] : [{ position, page }];
    })
    .sort((a, b) => a.position - b.position)
    .map(({ page }) => toCardLink(page));
}

/** The 14 industry cards in menu order (Industries menu, /industries, footer). */
export function listIndustryCards(pages: readonly LandingPage[] = landingPages): LandingCardLink[] {
  return listCards("industries", pages);
}

/** The 12 sector cards (/sectors). */
export function listSectorCards(pages: readonly LandingPage[] = landingPages): LandingCardLink[] {
  return listCards("sectors", pages);
}

/** The 5 role categories (Roles menu, /roles, the talent-outsourcing role strip). */
export function listRoleCards(pages: readonly LandingPage[] = landingPages): LandingCardLink[] {
  return listCards("roles", pages);
}

/**
 * The icons of a landing page's own cards, for its hero art: first the section its family shows most of its field by
 * (an industry page's roles or its outsourcing cards, a sector page's benefits), then its other cards; the twelve common
 * tasks (the same icons on every page) and the page's own card icon are left out. At most `count`, no repeats.
 */
export function fieldIcons(page: LandingPage, count: number): IconName[] {
  const first = page.kind === "industry" ? ["roles", "features", "cards"] : ["benefits"];
  const rank = (type: string) => (first.includes(type) ? first.indexOf(type) : first.length);
  const icons = page.sections
    .filter((section) => section.type !== "tasks")
    .toSorted((a, b) => rank(a.type) - rank(b.type))
    .flatMap((section): readonly unknown[] => ("items" in section ? section.items : []))
    .flatMap((item): IconName[] =>
      item && typeof item === "object" && "icon" in item ? [(item as { icon: IconName }).icon] : [],
    );
  return [...new Set(icons)].filter((icon) => icon !== page.card.icon).slice(0, count);
}
