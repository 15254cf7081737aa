// Static site: every route is prerendered to HTML at build time from the content package's route list,
// so a new content entry becomes a prerendered page without touching this file. `/404` is the not-found
// page that the servers answer with HTTP 404 for unknown paths.
import type { Config } from "@react-router/dev/config";
import { openPositionsOf } from "@solvix/content/pages/careers";
import { listRoutes } from "@solvix/content/routes";
import { publishedContentOfThisBuild } from "./server/published-content.ts";

export default {
  ssr: false,
  // A second build with other settings (the settings e2e test) goes to its own folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  // The open positions' pages come from the database, as the build read it (server/published-content.ts).
  async prerender() {
    const { positions } = await publishedContentOfThisBuild();
    const open = openPositionsOf(positions);
    const paths = listRoutes(undefined, open).map((route) => route.path);
    // React Router refuses a route with a loader none of whose pages is prerendered: with no position open, the page
    // of a closed one is prerendered and postbuild deletes it again (its address answers 404, or 410).
    const stand = positions[0];
    if (open.length === 0 && stand) paths.push(`/careers/${stand.slug}`);
    return [...paths, "/404"];
  },
} satisfies Config;
