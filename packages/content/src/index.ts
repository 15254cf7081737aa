// Entry point of @solvix/content. Import narrower modules ("@solvix/content/landing", "@solvix/content/contact", ...)
// where you can; `contact` in particular is the only module meant for browser code.
export { site, getSiteConfig, absoluteUrl, type SiteConfig } from "./site.ts";
export {
  listLandingPages,
  getLandingPage,
  resolveLandingPath,
  listIndustryCards,
  listSectorCards,
  listRoleCards,
  type LandingPage,
  type LandingCardLink,
} from "./landing.ts";
export { listRoutes, listSitemapEntries, findRoute, type RouteEntry } from "./routes.ts";
export type { Section, SectionType, Link, Seo } from "./sections.ts";
export type { IconName, ColorToken } from "./icons.ts";
