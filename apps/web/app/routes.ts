// The route table: fixed pages to their modules, the staff pages inside the staff layout, two parameter routes to the
// one landing template, one each for the positions and the articles.
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { caseStudyFacets, caseStudyFilterPrefix } from "@solvix/content/case-study-filters";
import { listRoutes } from "@solvix/content/routes";

/**
 * The route table is derived from the content package: every fixed page maps to its module below, every open
 * position of the careers page to the position template, and every industry/sector landing page — canonical and alias
 * URLs alike — is served by one of two parameter routes, `/industries/:slug` and `/sectors/:slug`, whose loader
 * resolves the path (routes/landing.tsx). Each landing entry is still prerendered at each of its URLs
 * (react-router.config.ts), so a new one in packages/content becomes a page without touching this file. Unknown
 * paths fall through to the not-found route; unknown slugs below the two prefixes get their prefix's not-found page
 * (`/industries/404`, `/sectors/404`), and so do unknown or closed positions below `/careers` (`/careers/404`) and
 * unknown articles below `/resources/blog` (`/resources/blog/404`), and unknown case studies below `/case-studies`
 * (`/case-studies/404`; the filter prefixes `/case-studies/industry` and `/case-studies/country` have their own, and
 * the content rules refuse those words as a case study's slug).
 * The pages under `/staff/` are children of one layout route (routes/staff-layout.tsx: the staff navigation); their
 * URLs are their own, as a layout adds no path segment.
 */
export const pageModules: Record<string, string> = {
  "/": "routes/home.tsx",
  "/about": "routes/about.tsx",
  "/how-it-works": "routes/how-it-works.tsx",
  "/services": "routes/services.tsx",
  "/services/talent-outsourcing": "routes/talent-outsourcing.tsx",
  "/services/employer-of-record": "routes/employer-of-record.tsx",
  "/roles": "routes/roles.tsx",
  "/careers": "routes/careers.tsx",
  "/industries": "routes/industries.tsx",
  "/sectors": "routes/sectors.tsx",
  "/case-studies": "routes/case-studies.tsx",
  "/savings-calculator": "routes/savings-calculator.tsx",
  "/pricing": "routes/pricing.tsx",
  "/contact": "routes/contact.tsx",
  "/faqs": "routes/faqs.tsx",
  "/privacy-policy": "routes/privacy-policy.tsx",
  "/terms": "routes/terms.tsx",
  "/resources": "routes/resources.tsx",
  "/resources/blog": "routes/blog.tsx",
  "/search": "routes/search.tsx",
  "/staff/sign-in": "routes/staff-sign-in.tsx",
  "/contact/sent": "routes/contact-sent.tsx",
  "/careers/talent-pool": "routes/talent-pool.tsx",
  "/careers/sent": "routes/application-sent.tsx",
  "/staff/applications": "routes/staff-applications.tsx",
  "/staff/positions": "routes/staff-positions.tsx",
  "/staff/articles": "routes/staff-articles.tsx",
  "/staff/case-studies": "routes/staff-case-studies.tsx",
  "/staff/analytics": "routes/staff-analytics.tsx",
  "/staff/enquiries": "routes/staff-enquiries.tsx",
  "/staff/proof": "routes/staff-proof.tsx",
  "/staff/pricing": "routes/staff-pricing.tsx",
};

/** The case studies page's filter pages (/case-studies/industry/<value>, /case-studies/country/<value>): the page's own
 * module, one route per filter, prerendered for the values of the live rows (react-router.config.ts). */
export const caseStudyFilterPrefixes = caseStudyFacets.map(caseStudyFilterPrefix);

/** The blog's listing pages after the first (/resources/blog/page/<n>) and its tags' (/resources/blog/tag/<tag>, and
 * their /page/<n>): the blog index's module, prerendered for the live articles (content's blog-listing.ts). Listed
 * before the blog's own prefix: a host takes the first not-found rule that matches. */
export const blogListingPrefixes = ["/resources/blog/page", "/resources/blog/tag"] as const;

/** The URL prefixes of the landing pages: each is one parameter route to the landing template. */
export const landingPrefixes = ["/industries", "/sectors"] as const;

/**
 * Each parameter route's not-found page (the landings', careers', the blog's and the case studies'), rendered by that
 * route (its loader answers slug `404` with a not-found marker) and written as `<prefix>/404.html` by postbuild.ts. The
 * hosts answer an unknown slug such as `/sectors/nope` with the nearest `404.html` and HTTP 404. In the browser that
 * path matches the parameter route, so the page must have been rendered by that route: it then hydrates with the route
 * and data it was rendered with. (The site's `404.html`, rendered by the `*` route, has no data for the landing route;
 * React Router would load it again and render something else: a hydration mismatch.)
 */
export const prefixNotFoundPaths = [
  ...landingPrefixes,
  "/careers",
  ...blogListingPrefixes,
  "/resources/blog",
  ...caseStudyFilterPrefixes,
  "/case-studies",
].map((prefix) => `${prefix}/404`);

/** The staff room's pages: one layout route around them (its navigation lists them by role, staffRoom.pages). */
export const staffPrefix = "/staff/";

const routes: RouteConfig = listRoutes().flatMap((entry) => {
  if (entry.kind === "landing" || entry.kind === "alias") {
    const prefix = landingPrefixes.find((candidate) => entry.path.startsWith(`${candidate}/`));
    if (!prefix) throw new Error(`apps/web/app/routes.ts: landing path ${entry.path} is under no landing prefix`);
    return [];
  }
  // The positions are database rows (staff open and close them): one route for all, prerendered for the open ones
  // the build read (react-router.config.ts).
  if (entry.kind === "position") return [];
  // So are the articles (staff write and publish them, issue 48): one route, prerendered for the live ones.
  if (entry.kind === "article") return [];
  // And the case studies: one route, prerendered for the live ones (below the filter prefixes' routes).
  if (entry.kind === "case-study") return [];
  // And the blog's listing pages after the first: two parameter routes to the blog index's module (below).
  if (entry.kind === "listing") return [];
  const file = pageModules[entry.path];
  if (!file) throw new Error(`apps/web/app/routes.ts: no page module for ${entry.path} (add it to pageModules)`);
  return [entry.path === "/" ? index(file) : route(entry.path, file)];
});

const isStaff = (entry: (typeof routes)[number]) => entry.path?.startsWith(staffPrefix) ?? false;

export default [
  ...routes.filter((entry) => !isStaff(entry)),
  layout("routes/staff-layout.tsx", routes.filter(isStaff)),
  route("/careers/:slug", "routes/position.tsx"),
  route("/resources/blog/:slug", "routes/blog-article.tsx"),
  route("/resources/blog/page/:page", "routes/blog.tsx", { id: "blog:page" }),
  route("/resources/blog/tag/:tag/*", "routes/blog.tsx", { id: "blog:tag" }),
  ...caseStudyFacets.map((facet) =>
    route(`${caseStudyFilterPrefix(facet)}/:value`, "routes/case-studies.tsx", { id: `case-studies:${facet}` }),
  ),
  route("/case-studies/:slug", "routes/case-study.tsx"),
  ...landingPrefixes.map((prefix) => route(`${prefix}/:slug`, "routes/landing.tsx", { id: `landing:${prefix}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
