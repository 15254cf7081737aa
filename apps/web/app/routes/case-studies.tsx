// The /case-studies page: the client stories staff published (database rows, issue 48) with their cover pictures,
// filters by industry and staff country, and a call to action. The filter pages (/case-studies/industry/<value>, /case-studies/country/<value>) are
// this module too, prerendered for the values of the live rows; `<prefix>/404` is each prefix's not-found page.
import {
  caseStudyFilters,
  caseStudyFilterPrefix,
  caseStudyFacets,
  type CaseStudyFacet,
} from "@solvix/content/case-study-filters";
import { caseStudiesPage as page } from "@solvix/content/pages/case-studies";
import { siteTexts } from "@solvix/content/site-texts";
import { CaseStudyCard } from "@solvix/ui/components/case-study-card";
import { PageSection } from "@solvix/ui/components/page-section";
import { fillText } from "@solvix/ui/lib/template";
import { data, Link } from "react-router";
import { CaseStudyFilterNav } from "../components/case-study-filter-nav.tsx";
import { ClientProof } from "../components/client-proof.tsx";
import { NotFoundView, notFoundMeta } from "../components/not-found-view.tsx";
import { SectionList } from "../components/section-list.tsx";
import { caseStudyCardOf, liveRows } from "../lib/articles.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { proofFor } from "../lib/proof.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/case-studies";

/** The filter this path names: its facet and value, or none for /case-studies itself. */
function filterOfPath(path: string): { facet: CaseStudyFacet; value: string } | undefined {
  const facet = caseStudyFacets.find((candidate) => path.startsWith(`${caseStudyFilterPrefix(candidate)}/`));
  return facet ? { facet, value: path.slice(caseStudyFilterPrefix(facet).length + 1) } : undefined;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { caseStudies } = await liveRows();
  const filters = caseStudyFilters(caseStudies);
  const asked = filterOfPath(new URL(request.url).pathname.replace(/\/+$/, ""));
  const filter = asked && filters.find((f) => f.facet === asked.facet && f.value === asked.value);
  if (asked && !filter) {
    if (asked.value === "404") return { notFound: true as const };
    throw data(null, { status: 404 });
  }
  const shown = filter ? caseStudies.filter((study) => filter.slugs.includes(study.slug)) : caseStudies;
  const words = page.filters;
  const seo = filter
    ? {
        title: fillText(words[`${filter.facet}Seo`].title, { label: filter.label }),
        description: fillText(words[`${filter.facet}Seo`].description, { label: filter.label }),
        lastmod: filter.lastmod,
      }
    : page.seo;
  return withIcons({
    notFound: false as const,
    hero: page.hero,
    cases: await Promise.all(shown.map(caseStudyCardOf)),
    caseTexts: siteTexts.caseStudy,
    filterNav: {
      label: words.label,
      all: { label: words.all, path: page.path },
      groups: caseStudyFacets
        .map((facet) => ({
          id: facet,
          label: words[facet],
          links: filters.filter((f) => f.facet === facet).map(({ label, path }) => ({ label, path })),
        }))
        .filter((group) => group.links.length > 0),
      current: filter?.path ?? page.path,
    },
    count: shown.length === 1 ? words.count.one : fillText(words.count.other, { count: shown.length }),
    none: words.none,
    clientProof: await proofFor("case-studies"),
    cta: page.cta,
    inlineCta: page.inlineCta,
    ...pageHead(filter?.path ?? page.path, seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.notFound ? notFoundMeta(matches[0].loaderData.notFound) : pageMeta(loaderData?.seo);

/** The filters, the client stories with challenge, solution, results and tags, then 'Start Your Outsourcing Journey'. */
export default function CaseStudies({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundView text={matches[0].loaderData.notFound} />;
  const { hero, cases, caseTexts, cta, inlineCta, clientProof, filterNav, count, none } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} />
      <PageSection tone="muted">
        <div className="flex flex-col gap-8">
          {cases.length > 0 ? <CaseStudyFilterNav {...filterNav} /> : null}
          {/* The count is computed from the rows, not a claim (the built pages' figures check skips it). */}
          <p data-slot="case-count" data-figures="calculated" className="font-medium text-ink-700">
            {cases.length > 0 ? count : none}
          </p>
          <ul className="flex flex-col gap-8">
            {cases.map(({ slug, client, location, ...card }, index) => (
              <li key={slug} id={slug} className="flex scroll-mt-24 flex-col gap-8">
                <CaseStudyCard {...card} client={`${client}, ${location}`} texts={caseTexts} />
                {index === 0 && cases.length > 1 ? (
                  <p data-slot="case-inline-cta" className="rounded-2xl bg-brand-950 p-5 text-brand-100">
                    {inlineCta.text}{" "}
                    <Link to={inlineCta.link.href} className="font-semibold text-white underline underline-offset-4">
                      {inlineCta.link.label}
                    </Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </PageSection>
      {clientProof ? <ClientProof {...clientProof} /> : null}
      <SectionList sections={[cta]} start={2} />
    </>
  );
}
