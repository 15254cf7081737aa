import { LandingPageView } from "@solvix/ui/sections/landing-page";
import { resolveLandingPath } from "@solvix/content/landing";
import { data } from "react-router";
import { pageMeta } from "../lib/seo.ts";
import { pageSeo } from "../lib/seo.server.ts";
import type { Route } from "./+types/landing";

/** Every industry and sector page, at its canonical URL and its aliases, through the one landing template. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const resolved = resolveLandingPath(path);
  if (!resolved) throw data(null, { status: 404 });
  const { page } = resolved;
  const index = page.kind === "industry" ? { name: "Industries", path: "/industries" } : { name: "Sectors", path: "/sectors" };
  return {
    page,
    seo: pageSeo(path, page.seo, {
      crumbs: [{ name: "Home", path: "/" }, index, { name: page.card.title, path: page.canonicalPath }],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPageView page={loaderData.page} />;
}
