// Static site: every route is prerendered to HTML at build time from the content package's route list,
// so a new content entry becomes a prerendered page without touching this file. `/404` is the not-found
// page that the servers answer with HTTP 404 for unknown paths; `/industries/404` and `/sectors/404` the same page
// and `/careers/404` for unknown slugs below those prefixes (app/routes.ts, `prefixNotFoundPaths`).
import type { Config } from "@react-router/dev/config";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { caseStudyFilters } from "@solvix/content/case-study-filters";
import { openPositionsOf } from "@solvix/content/pages/careers";
import { listRoutes } from "@solvix/content/routes";
import { prefixNotFoundPaths } from "./app/routes.ts";
import { publishedContentOfThisBuild } from "./server/published-content.ts";
import { publishedArticlesOfThisBuild, writeArticlesSnapshot } from "./server/published-articles.ts";
import { prepareImagesOfThisBuild } from "./server/published-images.ts";

const buildDirectory = process.env.WEB_BUILD_DIR ?? "build";

export default {
  ssr: false,
  // A second build with other settings (the settings e2e test) goes to its own folder.
  buildDirectory,
  // The open positions' and live articles' pages come from the database, as the build read it
  // (server/published-content.ts, server/published-articles.ts); the articles' rows are kept beside the build for
  // postbuild.
  async prerender() {
    const { positions } = await publishedContentOfThisBuild();
    const articles = await publishedArticlesOfThisBuild();
    const buildPath = resolve(fileURLToPath(new URL(".", import.meta.url)), buildDirectory);
    writeArticlesSnapshot(buildPath, articles);
    // The uploaded images of live rows: read now, written beside the pages as AVIF and WebP when a loader first asks.
    prepareImagesOfThisBuild(resolve(buildPath, "client"));
    const open = openPositionsOf(positions);
    const paths = listRoutes(undefined, open, articles.articles, articles.caseStudies).map((route) => route.path);
    // The case studies page's filter pages: one per industry and staff country of the live case studies.
    const filterPaths = caseStudyFilters(articles.caseStudies).map((filter) => filter.path);
    // `/careers/404` and `/resources/blog/404` (the position and article routes' not-found pages) are always among them, so the route has a page even when no
    // position is open.
    return [...paths, ...filterPaths, "/404", ...prefixNotFoundPaths];
  },
} satisfies Config;
