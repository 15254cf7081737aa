// What every route's loader adds to its data: head data, breadcrumb and the page's icon glyphs.
import { collectIconGlyphs } from "@solvix/ui/lib/icon-registry";
import type { IconGlyphs } from "@solvix/ui/components/icon";
import type { Seo } from "@solvix/content/sections";
import { pageSeo, type Crumb } from "./seo.server.ts";
import type { PageSeo } from "./seo.ts";

/** A breadcrumb link as the design system's Breadcrumb takes it. */
export interface BreadcrumbLink {
  label: string;
  href: string;
}

/** What every page loader returns besides its content: the head data and, below the top level, the trail. */
export interface PageHead {
  seo: PageSeo;
  breadcrumb?: BreadcrumbLink[];
}

/**
 * The head data of a page (build time). `trail` lists the ancestors below Home and the page itself as
 * [name, path] pairs; a page below the top level gets a visible breadcrumb and BreadcrumbList JSON-LD.
 */
export function pageHead(
  path: string,
  seo: Seo,
  options: {
    trail?: readonly (readonly [name: string, path: string])[];
    jsonLd?: object[];
    ogType?: "website" | "article";
  } = {},
): PageHead {
  const crumbs: Crumb[] | undefined = options.trail
    ? [{ name: "Home", path: "/" }, ...options.trail.map(([name, href]) => ({ name, path: href }))]
    : undefined;
  const head: PageHead = {
    seo: pageSeo(path, seo, {
      ...(crumbs ? { crumbs } : {}),
      ...(options.jsonLd ? { jsonLd: options.jsonLd } : {}),
      ...(options.ogType ? { ogType: options.ogType } : {}),
    }),
  };
  if (crumbs) head.breadcrumb = crumbs.map((crumb) => ({ label: crumb.name, href: crumb.path }));
  return head;
}

/**
 * Adds the glyphs of every icon the page's data names (build time). They travel with the page's data, and the
 * root hands them to the design system's Icon, so no page ships an icon map in its JavaScript.
 */
export function withIcons<T extends object>(data: T): T & { icons: IconGlyphs } {
  return { ...data, icons: collectIconGlyphs(data) };
}
