// Build-time SEO data: breadcrumb JSON-LD and the head data of a page.
import { findRoute } from "@solvix/content/routes";
import type { Seo } from "@solvix/content/sections";
import { absoluteUrl, site } from "@solvix/content/site";
import type { PageSeo } from "./seo.ts";

export interface Crumb {
  name: string;
  path: string;
}

/** JSON-LD BreadcrumbList for a page below the top level. */
export function breadcrumbJsonLd(crumbs: Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * The head data of the page at `path` (build time, in a loader). The canonical URL comes from the route table,
 * so an alias URL names its canonical page; utility pages are noindex.
 */
export function pageSeo(
  path: string,
  seo: Seo,
  extra: { crumbs?: Crumb[]; jsonLd?: object[]; ogType?: "website" | "article" } = {},
): PageSeo {
  const route = findRoute(path);
  const canonicalPath = route?.canonicalPath ?? path;
  const jsonLd = [...(extra.jsonLd ?? [])];
  if (extra.crumbs && extra.crumbs.length > 1) jsonLd.push(breadcrumbJsonLd(extra.crumbs));
  return {
    title: path === "/" ? `${site.brandName} | ${seo.title}` : `${seo.title} | ${site.brandName}`,
    description: seo.description,
    canonical: absoluteUrl(canonicalPath),
    siteName: site.brandName,
    ...(seo.keywords ? { keywords: seo.keywords } : {}),
    ...(extra.ogType ? { ogType: extra.ogType } : {}),
    ...(jsonLd.length ? { jsonLd } : {}),
    ...(route?.kind === "utility" ? { noindex: true } : {}),
  };
}
