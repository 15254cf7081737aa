// Every industry and sector page (and their aliases) through the one landing template, at `/industries/:slug` and
// `/sectors/:slug`; and each prefix's not-found page.
import { caseStudiesOfField } from "@solvix/content/case-study-filters";
import { fieldIcons, resolveLandingPath } from "@solvix/content/landing";
import { caseStudiesPage } from "@solvix/content/pages/case-studies";
import { siteTexts } from "@solvix/content/site-texts";
import { fillText } from "@solvix/ui/lib/template";
import { LandingPageView } from "@solvix/ui/sections/landing-page";
import { data } from "react-router";
import { NotFoundView, notFoundMeta } from "../components/not-found-view.tsx";
import { ClientProof } from "../components/client-proof.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { proofFor } from "../lib/proof.server.ts";
import { caseStudyCardOf, liveRows } from "../lib/articles.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/landing";
import { deferred } from "@solvix/ui/lib/deferred";
import { useRootTexts } from "../lib/root-texts.ts";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load. Each family
// draws its field its own way: an industry page its board of six kinds of work, a sector page its four benefits.
const loadFieldArt = () => import("@solvix/ui/illustrations/field-art");
const IndustryArt = deferred(() => loadFieldArt().then((module) => module.IndustryArt));
const SectorOrbitArt = deferred(() => loadFieldArt().then((module) => module.SectorOrbitArt));
const FieldIconRow = deferred(() => loadFieldArt().then((module) => module.FieldIconRow));
// The field's own case studies, well below the fold: their code comes when a scroll brings them near.
const FieldCaseStudies = deferred(
  () => import("../components/field-case-studies.tsx").then((module) => module.FieldCaseStudies),
  { until: "near-view" },
);

/** The live case studies tagged with the page's field, as their band draws them; null when there are none. */
async function fieldCaseStudiesOf(page: { slug: string; card: { title: string } }) {
  const found = caseStudiesOfField((await liveRows()).caseStudies, { slug: page.slug, title: page.card.title });
  const [first] = found;
  if (!first) return null;
  const words = caseStudiesPage.onLanding;
  return {
    heading: fillText(words.heading, { field: page.card.title }),
    more: { label: words.more, href: first.filterPath },
    studies: await Promise.all(found.map(({ study }) => caseStudyCardOf(study))),
    texts: siteTexts.caseStudy,
  };
}

/**
 * Every industry and sector page, at its canonical URL and its aliases, through the one landing template; and at
 * slug `404`, the prefix's not-found page (`prefixNotFoundPaths` in routes.ts).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const resolved = resolveLandingPath(path);
  if (!resolved) {
    if (params.slug === "404") return { notFound: true as const };
    throw data(null, { status: 404 });
  }
  const { page } = resolved;
  const index = page.kind === "industry" ? "/industries" : "/sectors";
  return withIcons({
    notFound: false as const,
    page: { slug: page.slug, kind: page.kind, sections: page.sections },
    art: {
      icon: page.card.icon,
      color: page.card.color,
      icons: fieldIcons(page, page.kind === "industry" ? 6 : 4),
    },
    clientProof: await proofFor({ field: page.canonicalPath }),
    fieldCases: await fieldCaseStudiesOf(page),
    ...pageHead(path, page.seo, { trail: [index, [page.card.title, page.canonicalPath]] }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.notFound ? notFoundMeta(matches[0].loaderData.notFound) : pageMeta(loaderData?.seo);

export default function Landing({ loaderData, matches }: Route.ComponentProps) {
  const texts = useRootTexts().sections;
  if (loaderData.notFound) return <NotFoundView text={matches[0].loaderData.notFound} />;
  const { page, art, breadcrumb, clientProof, fieldCases } = loaderData;
  const Art = page.kind === "industry" ? IndustryArt : SectorOrbitArt;
  return (
    <LandingPageView
      page={page}
      breadcrumb={breadcrumb}
      texts={texts}
      heroVisual={<Art color={art.color} icon={art.icon} icons={art.icons} />}
      heroExtra={<FieldIconRow family={page.kind} color={art.color} icons={art.icons} />}
      accent={art.color}
      beforeCta={
        <>
          {fieldCases ? <FieldCaseStudies {...fieldCases} /> : null}
          {clientProof ? <ClientProof {...clientProof} /> : null}
        </>
      }
    />
  );
}
