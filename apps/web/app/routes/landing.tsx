// Every industry and sector page (and their aliases) through the one landing template.
import { resolveLandingPath } from "@solvix/content/landing";
import { LandingPageView } from "@solvix/ui/sections/landing-page";
import { data } from "react-router";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/landing";
import { deferred } from "@solvix/ui/lib/deferred";
import { useRootTexts } from "../lib/root-texts.ts";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const SectorArt = deferred(() => import("@solvix/ui/illustrations/sector-art").then((module) => module.SectorArt));

/** Every industry and sector page, at its canonical URL and its aliases, through the one landing template. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const resolved = resolveLandingPath(path);
  if (!resolved) throw data(null, { status: 404 });
  const { page } = resolved;
  const index = page.kind === "industry" ? "/industries" : "/sectors";
  return withIcons({
    page: { slug: page.slug, sections: page.sections },
    art: { icon: page.card.icon, color: page.card.color },
    ...pageHead(path, page.seo, { trail: [index, [page.card.title, page.canonicalPath]] }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { page, art, breadcrumb } = loaderData;
  const texts = useRootTexts().sections;
  return (
    <LandingPageView
      page={page}
      breadcrumb={breadcrumb}
      texts={texts}
      heroVisual={<SectorArt color={art.color} icon={art.icon} />}
    />
  );
}
