// A case study's page (/case-studies/<slug>): one route for every case study staff published (issue 48), prerendered
// for the live ones this build read (react-router.config.ts): its card in full with its cover, the way back to the
// case studies, Article data naming its Open Graph image, and the call to action. `/case-studies/404` is the
// not-found page of unknown addresses below /case-studies (the filter prefixes have their own).
import { caseStudyPath } from "@solvix/content/case-study-filters";
import { caseStudiesPage as page } from "@solvix/content/pages/case-studies";
import { siteTexts } from "@solvix/content/site-texts";
import { Breadcrumb } from "@solvix/ui/components/breadcrumb";
import { CaseStudyCard } from "@solvix/ui/components/case-study-card";
import { PageSection } from "@solvix/ui/components/page-section";
import { fillText } from "@solvix/ui/lib/template";
import { data } from "react-router";
import { BackLink } from "../components/back-link.tsx";
import { NotFoundView, notFoundMeta } from "../components/not-found-view.tsx";
import { SectionList } from "../components/section-list.tsx";
import { caseStudyCardOf, liveCaseStudy } from "../lib/articles.server.ts";
import { ogImageOf, withImage } from "../lib/og-image.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import { caseStudyJsonLd } from "../lib/structured-data.server.ts";
import type { Route } from "./+types/case-study";

/** "70% Cost reduction" -> "70% cost reduction" (a label in a sentence), unless the label starts with an acronym. */
const inSentence = ({ value, label }: { value: string; label: string }) =>
  `${value} ${/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label}`;

export async function loader({ params }: Route.LoaderArgs) {
  const study = await liveCaseStudy(params.slug);
  if (!study) {
    if (params.slug === "404") return { notFound: true as const };
    throw data(null, { status: 404 });
  }
  const path = caseStudyPath(study.slug);
  const { client, location, focus } = study;
  const words = page.study;
  const title = fillText(words.seoTitle, { client, location });
  const description = fillText(words.seoDescription, {
    client,
    location,
    focus,
    results: study.results.slice(0, 2).map(inSentence).join(", "),
  });
  const image = ogImageOf("case-study", study.slug, `${client}, ${location}: ${focus}`);
  return withIcons({
    notFound: false as const,
    study: await caseStudyCardOf(study),
    caseTexts: siteTexts.caseStudy,
    backLink: words.backLink,
    cta: page.cta,
    ...withImage(
      pageHead(
        path,
        { title, description, lastmod: study.updatedAt.slice(0, 10) },
        {
          trail: [
            [page.hero.eyebrow, page.path],
            [`${client}, ${location}`, path],
          ],
          ogType: "article",
          jsonLd: [
            caseStudyJsonLd({
              path,
              headline: title,
              description,
              datePublished: study.firstPublishedAt ?? study.updatedAt,
              dateModified: study.updatedAt,
              client,
              location,
              image: image.url,
            }),
          ],
        },
      ),
      image,
    ),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.notFound ? notFoundMeta(matches[0].loaderData.notFound) : pageMeta(loaderData?.seo);

/** The breadcrumb and the way back, the case study's card as its page's heading, then 'Start Your Outsourcing
 * Journey'. */
export default function CaseStudy({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundView text={matches[0].loaderData.notFound} />;
  const { study, caseTexts, backLink, cta, breadcrumb } = loaderData;
  const { slug: _slug, client, location, ...card } = study;
  return (
    <>
      <PageSection tone="muted">
        <div className="flex flex-col gap-6">
          {breadcrumb ? <Breadcrumb {...breadcrumb} /> : null}
          <BackLink {...backLink} />
          <CaseStudyCard {...card} client={`${client}, ${location}`} texts={caseTexts} headingLevel="h1" link={null} />
        </div>
      </PageSection>
      <SectionList sections={[cta]} start={1} />
    </>
  );
}
