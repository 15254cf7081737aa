import type { MenuEntry, MenuLink } from "@solvix/content/navigation";

/**
 * The main sections a visitor can browse when search finds nothing, taken from the header menu so the two never
 * disagree: top-level pages, each group's overview page, and the items of a group without one (Services).
 * Home and Contact are left out (Contact has its own call to action next to this list).
 */
export function browseSections(menu: readonly MenuEntry[]): MenuLink[] {
  const links = menu.flatMap((entry): MenuLink[] => {
    if (!("items" in entry)) return [entry];
    return entry.href ? [{ label: entry.label, href: entry.href }] : entry.items;
  });
  return links.filter((link) => link.href !== "/" && link.href !== "/contact");
}
