// Every string of the content, grouped by the page that shows it: what the copy tests (figures, owner review) read.
import { listLandingPages } from "./landing.ts";
import { applicationFormTexts, talentPoolPage } from "./pages/apply.ts";
import { listPositionPages, positionPageTexts } from "./pages/position.ts";
import { contentPages, utilityPages } from "./routes.ts";
import { site } from "./site.ts";
import { siteTexts } from "./site-texts.ts";

export interface PageTexts {
  /** The page's path, or "*" for the parts every page shows (footer blurb, tagline). */
  path: string;
  texts: string[];
}

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) collectStrings(item, into);
  return into;
}

/** The content each page shows, as objects: what `listPageTexts` flattens and the claims test walks. */
export interface PageSource {
  /** The page's path, or "*" for the parts every page shows (footer blurb, tagline). */
  path: string;
  source: unknown;
}

/** The content of each fixed page, each landing page (at its canonical path) and the shared parts. */
export function listPageSources(): PageSource[] {
  return [
    ...[...contentPages, ...utilityPages].map((page) => ({
      path: page.path,
      // The application form shows on the talent pool's page as on each position's.
      source: page === talentPoolPage ? [page, applicationFormTexts] : page,
    })),
    ...listLandingPages().map((page) => ({ path: page.canonicalPath, source: page })),
    ...listPositionPages().map((page) => ({
      path: page.path,
      source: [page, positionPageTexts, applicationFormTexts],
    })),
    { path: "*", source: [site.blurb, site.tagline, site.businessHours.open.display, siteTexts] },
  ];
}

/** The strings of each fixed page, each landing page (at its canonical path) and the shared parts. */
export function listPageTexts(): PageTexts[] {
  return listPageSources().map(({ path, source }) => ({ path, texts: collectStrings(source, []) }));
}
