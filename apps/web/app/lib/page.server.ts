// What every route's loader adds to its data: head data, breadcrumb and the page's icon glyphs.
import { collectIconGlyphs } from "@solvix/ui/lib/icon-registry";
import type { BreadcrumbTrail } from "@solvix/ui/components/breadcrumb";
import type { IconGlyphs } from "@solvix/ui/components/icon";
import type { Seo } from "@solvix/content/sections";
import { siteTexts } from "@solvix/content/site-texts";
import { pageSeo, type Crumb } from "./seo.server.ts";
import type { PageSeo } from "./seo.ts";

/** What every page loader returns besides its content: the head data and, below the top level, the trail. */
export interface PageHead {
  seo: PageSeo;
  breadcrumb?: BreadcrumbTrail;
}

/** A crumb of a trail: a [name, path] pair, or a path whose name the content gives (`siteTexts.breadcrumb.names`). */
function crumbOf(entry: string | readonly [name: string, path: string]): Crumb {
  if (typeof entry !== "string") return { name: entry[0], path: entry[1] };
  const names: Readonly<Record<string, string>> = siteTexts.breadcrumb.names;
  const name = names[entry];
  if (!name) throw new Error(`No breadcrumb name for ${entry} (siteTexts.breadcrumb.names of the content package)`);
  return { name, path: entry };
}

/**
 * The head data of a page (build time). `trail` lists the ancestors below Home and the page itself as
 * [name, path] pairs or paths; a page below the top level gets a visible breadcrumb and BreadcrumbList JSON-LD.
 */
export function pageHead(
  path: string,
  seo: Seo,
  options: {
    trail?: readonly (string | readonly [name: string, path: string])[];
    jsonLd?: object[];
    ogType?: "website" | "article";
  } = {},
): PageHead {
  const crumbs: Crumb[] | undefined = options.trail
    ? [{ name: siteTexts.breadcrumb.home, path: "/" }, ...options.trail.map(crumbOf)]
    : undefined;
  const head: PageHead = {
    seo: pageSeo(path, seo, {
      ...(crumbs ? { crumbs } : {}),
      ...(options.jsonLd ? { jsonLd: options.jsonLd } : {}),
      ...(options.ogType ? { ogType: options.ogType } : {}),
    }),
  };
  if (crumbs) {
    head.breadcrumb = {
      label: siteTexts.breadcrumb.label,
      items: crumbs.map((crumb) => ({ label: crumb.name, href: crumb.path })),
    };
  }
  return head;
}

/**
 * Adds the glyphs of every icon the page's data names (build time). They travel with the page's data, and the
 * root hands them to the design system's Icon, so no page ships an icon map in its JavaScript.
 */
export function withIcons<T extends object>(data: T): T & { icons: IconGlyphs } {
  return { ...data, icons: collectIconGlyphs(data) };
}
