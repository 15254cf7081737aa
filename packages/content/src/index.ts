// Entry point of @solvix/content, for build-time (Node) and backend (Deno) code. Prefer the narrower modules
// ("@solvix/content/landing", "@solvix/content/pages/faqs", ...). Browser code imports only "@solvix/content/contact".
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
export {
  mainMenu,
  footerColumns,
  legalLinks,
  getMainMenu,
  getFooterColumns,
  type MenuEntry,
  type FooterColumn,
} from "./navigation.ts";
export type { Section, SectionType, Link, Seo } from "./sections.ts";
export type { IconName, ColorToken } from "./icons.ts";
