// Story fixtures: real content of the site (Storybook only; components themselves never import content values).
import { getLandingPage } from "@solvix/content/landing";
import type { LandingPage } from "@solvix/content/landing";
import type { SectionOf, SectionType } from "@solvix/content/sections";

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
