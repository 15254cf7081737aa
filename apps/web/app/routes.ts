// The route table: fixed pages to their modules, every landing path to the one landing template.
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { listRoutes } from "@solvix/content/routes";

/**
 * The route table is derived from the content package: every fixed page maps to its module below, and every
 * industry/sector landing page — canonical and alias URLs alike — is a static route to the one landing
 * template, and /careers/:slug to the position template (the open positions are prerendered). A new landing entry in packages/content therefore becomes a route (and a prerendered page)
 * without touching this file. Unknown paths fall through to the not-found route.
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
  "/contact": "routes/contact.tsx",
  "/faqs": "routes/faqs.tsx",
  "/privacy-policy": "routes/privacy-policy.tsx",
  "/terms": "routes/terms.tsx",
  "/resources": "routes/resources.tsx",
  "/resources/blog": "routes/blog.tsx",
  "/resources/blog/staff-outsourcing-benefits-singapore": "routes/blog-article.tsx",
  "/search": "routes/search.tsx",
  "/staff/sign-in": "routes/staff-sign-in.tsx",
  "/contact/sent": "routes/contact-sent.tsx",
  "/careers/talent-pool": "routes/talent-pool.tsx",
  "/careers/sent": "routes/application-sent.tsx",
  "/staff/applications": "routes/staff-applications.tsx",
  "/staff/positions": "routes/staff-positions.tsx",
};

const routes: RouteConfig = listRoutes().flatMap((entry) => {
  if (entry.kind === "landing" || entry.kind === "alias") {
    return [route(entry.path, "routes/landing.tsx", { id: `landing:${entry.path}` })];
  }
  // The positions are database rows (staff open and close them): one route for all, prerendered for the open ones
  // the build read (react-router.config.ts).
  if (entry.kind === "position") return [];
  const file = pageModules[entry.path];
  if (!file) throw new Error(`apps/web/app/routes.ts: no page module for ${entry.path} (add it to pageModules)`);
  return [entry.path === "/" ? index(file) : route(entry.path, file)];
});

export default [
  ...routes,
  route("/careers/:slug", "routes/position.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
