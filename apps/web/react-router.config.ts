// Static site: every route is prerendered to HTML at build time from the content package's route list,
// so a new content entry becomes a prerendered page without touching this file. `/404` is the not-found
// page that the servers answer with HTTP 404 for unknown paths; `/industries/404` and `/sectors/404` the same page
// for unknown slugs below those prefixes (app/routes.ts, `landingNotFoundPaths`).
import type { Config } from "@react-router/dev/config";
import { listRoutes } from "@solvix/content/routes";
import { landingNotFoundPaths } from "./app/routes.ts";

export default {
  ssr: false,
  // A second build with other settings (the settings e2e test) goes to its own folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  async prerender() {
    return [...listRoutes().map((route) => route.path), "/404", ...landingNotFoundPaths];
  },
} satisfies Config;
