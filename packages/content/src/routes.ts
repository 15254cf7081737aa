// Every route of the site from the content: fixed pages, landing pages and their aliases, and the sitemap.
import { listLandingPages } from "./landing.ts";
import type { LandingPage } from "./landing-schema.ts";
import type { Seo } from "./sections.ts";
import { aboutPage } from "./pages/about.ts";
import { blogListings } from "./blog-listing.ts";
import { blogListingSeo, blogPage } from "./pages/blog.ts";
import { applicationSentPage, talentPoolPage } from "./pages/apply.ts";
import { careersPage, listPositions, type Position } from "./pages/careers.ts";
import { caseStudiesPage } from "./pages/case-studies.ts";
import { contactPage } from "./pages/contact.ts";
import { contactSentPage } from "./pages/contact-sent.ts";
import { listPositionPages } from "./pages/position.ts";
import { employerOfRecordPage } from "./pages/employer-of-record.ts";
import { faqsPage } from "./pages/faqs.ts";
import { homePage } from "./pages/home.ts";
import { howItWorksPage } from "./pages/how-it-works.ts";
import { industriesPage } from "./pages/industries.ts";
import { privacyPolicyPage } from "./pages/privacy-policy.ts";
import { resourcesPage } from "./pages/resources.ts";
import { rolesPage } from "./pages/roles.ts";
import { pricingPage } from "./pages/pricing.ts";
import { savingsCalculatorPage } from "./pages/savings-calculator.ts";
import { searchPage } from "./pages/search.ts";
import { sectorsPage } from "./pages/sectors.ts";
import { servicesPage } from "./pages/services.ts";
import { staffAnalyticsPage } from "./pages/staff-analytics.ts";
import { staffApplicationsPage } from "./pages/staff-applications.ts";
import { staffArticlesPage } from "./pages/staff-articles.ts";
import { staffCaseStudiesPage } from "./pages/staff-case-studies.ts";
import { staffEnquiriesPage } from "./pages/staff-enquiries.ts";
import { staffPositionsPage } from "./pages/staff-positions.ts";
import { staffPricingPage } from "./pages/staff-pricing.ts";
import { staffProofPage } from "./pages/staff-proof.ts";
import { staffSignInPage } from "./pages/staff-sign-in.ts";
import { talentOutsourcingPage } from "./pages/talent-outsourcing.ts";
import { termsPage } from "./pages/terms.ts";
import { caseStudyPath } from "./case-study-filters.ts";
import { seedArticles, seedCaseStudies } from "./seed-articles.ts";

export interface RouteEntry {
  /** The URL path to prerender. */
  path: string;
  /** The URL named by the page's canonical link (the path itself, except for aliases). */
  canonicalPath: string;
  /** page: a fixed page; landing: an industry/sector page at its canonical URL; alias: the same page at another URL;
   * position: an open position's page (/careers/<slug>); article: a published article (/resources/blog/<slug>);
   * case-study: a published case study (/case-studies/<slug>);
   * listing: a page of the blog after the first, or a tag's (blog-listing.ts: in the sitemap, not a search result);
   * utility: a page that search engines must not index (search results, staff sign-in). */
  kind: "page" | "landing" | "alias" | "position" | "article" | "case-study" | "listing" | "utility";
  title: string;
  /** ISO date of the last content change. */
  lastmod: string;
  /** Listed in sitemap.xml (canonical, indexable pages only). */
  sitemap: boolean;
}

interface RoutedPage {
  path: string;
  seo: Seo;
}

/** The fixed pages, in the order of the site's route table. */
export const contentPages: readonly RoutedPage[] = [
  homePage,
  aboutPage,
  howItWorksPage,
  servicesPage,
  talentOutsourcingPage,
  employerOfRecordPage,
  industriesPage,
  rolesPage,
  sectorsPage,
  careersPage,
  talentPoolPage,
  caseStudiesPage,
  savingsCalculatorPage,
  pricingPage,
  contactPage,
  faqsPage,
  privacyPolicyPage,
  termsPage,
  resourcesPage,
  blogPage,
];

/** What the route list needs of a published article (a database row, issue 48). */
export interface ArticleRoute {
  slug: string;
  title: string;
  /** ISO time of its last change. */
  updatedAt: string;
  /** Its tags: each has a listing (blog-listing.ts). */
  tags?: readonly string[];
}

/** The address of an article. */
export const articlePath = (slug: string) => `/resources/blog/${slug}`;

/** The seed's articles, for a route list built without the database (the build passes the rows it read). */
const seededArticleRoutes: readonly ArticleRoute[] = seedArticles.map(({ slug, title, updated, tags }) => ({
  slug,
  title,
  updatedAt: updated,
  tags,
}));

/** What the route list needs of a published case study (a database row, issue 48). */
export interface CaseStudyRoute {
  slug: string;
  client: string;
  location: string;
  /** ISO time of its last change. */
  updatedAt: string;
}

/** The seed's case studies, for a route list built without the database. */
const seededCaseStudyRoutes: readonly CaseStudyRoute[] = seedCaseStudies.map(({ slug, client, location, updated }) => ({
  slug,
  client,
  location,
  updatedAt: updated,
}));

/** Pages that are served and prerendered but marked noindex and left out of the sitemap. */
export const utilityPages: readonly RoutedPage[] = [
  searchPage,
  staffSignInPage,
  contactSentPage,
  applicationSentPage,
  staffApplicationsPage,
  staffPositionsPage,
  staffArticlesPage,
  staffCaseStudiesPage,
  staffAnalyticsPage,
  staffEnquiriesPage,
  staffProofPage,
  staffPricingPage,
];

/**
 * Every path to prerender: fixed pages, landing pages at canonical and alias URLs, open positions, utility pages.
 * The positions and articles are the content's seed unless a build passes the live ones it read from the database.
 */
export function listRoutes(
  pages: readonly LandingPage[] = listLandingPages(),
  positions: readonly Position[] = listPositions(),
  articles: readonly ArticleRoute[] = seededArticleRoutes,
  caseStudies: readonly CaseStudyRoute[] = seededCaseStudyRoutes,
): RouteEntry[] {
  const fixed = contentPages.map((page): RouteEntry => ({
    path: page.path,
    canonicalPath: page.path,
    kind: "page",
    title: page.seo.title,
    lastmod: page.seo.lastmod,
    sitemap: true,
  }));
  const landing = pages.flatMap((page): RouteEntry[] => {
    const entry = { canonicalPath: page.canonicalPath, title: page.seo.title, lastmod: page.seo.lastmod };
    return [
      { ...entry, path: page.canonicalPath, kind: "landing", sitemap: true },
      ...page.aliases.map((alias): RouteEntry => ({ ...entry, path: alias, kind: "alias", sitemap: false })),
    ];
  });
  const positionRoutes = listPositionPages(positions).map((page): RouteEntry => ({
    path: page.path,
    canonicalPath: page.path,
    kind: "position",
    title: page.seo.title,
    lastmod: page.seo.lastmod,
    sitemap: true,
  }));
  const utility = utilityPages.map((page): RouteEntry => ({
    path: page.path,
    canonicalPath: page.path,
    kind: "utility",
    title: page.seo.title,
    lastmod: page.seo.lastmod,
    sitemap: false,
  }));
  const articleRoutes = articles.map((article): RouteEntry => ({
    path: articlePath(article.slug),
    canonicalPath: articlePath(article.slug),
    kind: "article",
    title: article.title,
    lastmod: article.updatedAt.slice(0, 10),
    sitemap: true,
  }));
  const caseStudyRoutes = caseStudies.map((study): RouteEntry => ({
    path: caseStudyPath(study.slug),
    canonicalPath: caseStudyPath(study.slug),
    kind: "case-study",
    title: `${study.client}, ${study.location}`,
    lastmod: study.updatedAt.slice(0, 10),
    sitemap: true,
  }));
  const updated = new Map(articles.map((article) => [article.slug, article.updatedAt.slice(0, 10)]));
  // The blog's page 1 is the fixed page above; every other listing page follows from the live articles.
  const listingRoutes = blogListings(articles)
    .filter((listing) => listing.path !== blogPage.path)
    .map((listing): RouteEntry => ({
      path: listing.path,
      canonicalPath: listing.path,
      kind: "listing",
      title: blogListingSeo(listing).title,
      lastmod:
        listing.slugs
          .map((slug) => updated.get(slug) ?? "")
          .sort()
          .at(-1) ?? blogPage.seo.lastmod,
      sitemap: true,
    }));
  return [...fixed, ...landing, ...positionRoutes, ...articleRoutes, ...caseStudyRoutes, ...listingRoutes, ...utility];
}

/** Canonical, indexable routes only: what sitemap.xml lists. */
export function listSitemapEntries(
  pages: readonly LandingPage[] = listLandingPages(),
  positions: readonly Position[] = listPositions(),
  articles: readonly ArticleRoute[] = seededArticleRoutes,
  caseStudies: readonly CaseStudyRoute[] = seededCaseStudyRoutes,
): RouteEntry[] {
  return listRoutes(pages, positions, articles, caseStudies).filter((route) => route.sitemap);
}

/** The route of a path (trailing slash and query ignored), if the site serves it. */
export function findRoute(
  path: string,
  pages: readonly LandingPage[] = listLandingPages(),
  positions: readonly Position[] = listPositions(),
  articles: readonly ArticleRoute[] = seededArticleRoutes,
): RouteEntry | undefined {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return listRoutes(pages, positions, articles).find((route) => route.path === normalized);
}
