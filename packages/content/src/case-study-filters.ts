// The case studies page's filters (issue 48): one prerendered page per industry and per staff country that a live case
// study has, /case-studies/industry/<value> and /case-studies/country/<value>, built from the rows a build read. A
// value no live case study has gets no page (the hosts answer 404), so a filter page is never empty.
import { tagSlug } from "./blog-listing.ts";
import { caseStudiesPage } from "./pages/case-studies.ts";

/** The two filters: by the industries among a case study's tags, and by its staff countries. */
export const caseStudyFacets = ["industry", "country"] as const;
export type CaseStudyFacet = (typeof caseStudyFacets)[number];

/** What a filter needs of a case study row. */
export interface FilterableCaseStudy {
  slug: string;
  /** Industries and other topics (a tag naming a staff country is not an industry). */
  tags: readonly string[];
  team: { countries: readonly string[] };
  /** ISO time of its last change. */
  updatedAt: string;
}

export interface CaseStudyFilter {
  facet: CaseStudyFacet;
  /** The address segment: the label in lower-case words joined by hyphens. */
  value: string;
  /** As staff wrote it (the first row's spelling when two spellings share a segment). */
  label: string;
  path: string;
  /** The slugs of its case studies, in the rows' order. */
  slugs: string[];
  /** The newest change among its case studies (YYYY-MM-DD). */
  lastmod: string;
}

/** The address of the case studies page and of its filter pages. */
export const caseStudiesPath = caseStudiesPage.path;
export const caseStudyFilterPrefix = (facet: CaseStudyFacet) => `${caseStudiesPath}/${facet}`;
export const caseStudyFilterPath = (facet: CaseStudyFacet, value: string) => `${caseStudyFilterPrefix(facet)}/${value}`;

/** The address of a case study's own page. */
export const caseStudyPath = (slug: string) => `${caseStudiesPath}/${slug}`;

/** "Customer Support" -> "customer-support", "E-commerce" -> "e-commerce"; "" when nothing is left: the same address
 * segment as a blog tag's. */
export const filterValueOf = tagSlug;

/**
 * Every filter the rows have, industries first then countries, each in the order its values first appear. A tag that
 * is any row's staff country counts as a country, not an industry. `404` is each prefix's not-found page, never a value.
 */
export function caseStudyFilters(rows: readonly FilterableCaseStudy[]): CaseStudyFilter[] {
  const countries = new Set(rows.flatMap((row) => row.team.countries.map(filterValueOf)));
  const valuesOf = (row: FilterableCaseStudy, facet: CaseStudyFacet) =>
    facet === "country" ? row.team.countries : row.tags.filter((tag) => !countries.has(filterValueOf(tag)));
  return caseStudyFacets.flatMap((facet) => {
    const found = new Map<string, CaseStudyFilter>();
    for (const row of rows) {
      for (const label of valuesOf(row, facet)) {
        const value = filterValueOf(label);
        if (!value || value === "404") continue;
        const lastmod = row.updatedAt.slice(0, 10);
        const filter = found.get(value);
        if (!filter) {
          found.set(value, {
            facet,
            value,
            label,
            path: caseStudyFilterPath(facet, value),
            slugs: [row.slug],
            lastmod,
          });
        } else if (!filter.slugs.includes(row.slug)) {
          filter.slugs.push(row.slug);
          if (lastmod > filter.lastmod) filter.lastmod = lastmod;
        }
      }
    }
    return [...found.values()];
  });
}

/**
 * The live case studies of a landing page's field: those with a tag whose address segment is the page's slug or its
 * title's ("Marketing" on /industries/marketing, "Customer Support" on /industries/customer-support, "E-commerce" on
 * /sectors/e-commerce), in the rows' order, each with the industry filter that names the field.
 */
export function caseStudiesOfField<T extends Pick<FilterableCaseStudy, "tags">>(
  rows: readonly T[],
  field: { slug: string; title: string },
): { study: T; filterPath: string }[] {
  const names = new Set([field.slug, filterValueOf(field.title)]);
  return rows.flatMap((study) => {
    const tag = study.tags.map(filterValueOf).find((value) => names.has(value));
    return tag ? [{ study, filterPath: caseStudyFilterPath("industry", tag) }] : [];
  });
}
