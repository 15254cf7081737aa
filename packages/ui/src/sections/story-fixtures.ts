// Story fixtures: real content of the site (Storybook only; components themselves never import content values).
import {
  getLandingPage,
  listIndustryCards,
  listLandingPages,
  listRoleCards,
  listSectorCards,
} from "@solvix/content/landing";
import type { LandingPage } from "@solvix/content/landing";
import { getFooterColumns, getMainMenu } from "@solvix/content/navigation";
import type { SectionOf, SectionType } from "@solvix/content/sections";
import { specifiedLandingSlugs } from "@solvix/content/specified";

export function landingPage(slug: string): LandingPage {
  const page = getLandingPage(slug);
  if (!page) throw new Error(`No landing page "${slug}" in @solvix/content`);
  return page;
}

/** The first section of a type on a landing page. */
export function sectionOf<T extends SectionType>(slug: string, type: T): SectionOf<T> {
  const section = landingPage(slug).sections.find((entry): entry is SectionOf<T> => entry.type === type);
  if (!section) throw new Error(`Landing page "${slug}" has no "${type}" section`);
  return section;
}

/**
 * The specification's landing pages only. Lists, menus and the footer in stories render this fixed set, so a page
 * added to the content changes no screenshot (the site itself lists every page).
 */
const specifiedPages = listLandingPages().filter((page) =>
  (specifiedLandingSlugs as readonly string[]).includes(page.slug),
);

export const storyIndustryCards = listIndustryCards(specifiedPages);
export const storySectorCards = listSectorCards(specifiedPages);
export const storyRoleCards = listRoleCards(specifiedPages);
export const storyMainMenu = getMainMenu(specifiedPages);
export const storyFooterColumns = getFooterColumns(specifiedPages);
