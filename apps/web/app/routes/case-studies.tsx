// The /case-studies page: the client stories staff published (database rows, issue 48) and a call to action.
import { caseStudiesPage as page } from "@solvix/content/pages/case-studies";
import { siteTexts } from "@solvix/content/site-texts";
import { CaseStudyCard } from "@solvix/ui/components/case-study-card";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionList } from "../components/section-list.tsx";
import { liveRows } from "../lib/articles.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/case-studies";

export async function loader() {
  const { caseStudies } = await liveRows();
  return withIcons({
    hero: page.hero,
    cases: caseStudies.map(({ slug, client, location, focus, challenge, solution, results, tags }) => ({
      slug,
      client,
      location,
      focus,
      challenge,
      solution,
      results,
      tags,
    })),
    caseTexts: siteTexts.caseStudy,
    cta: page.cta,
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The client stories with challenge, solution, results and tags, then 'Start Your Outsourcing Journey'. */
export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { hero, cases, caseTexts, cta } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} />
      <PageSection tone="muted">
        <ul className="flex flex-col gap-8">
          {cases.map((study) => (
            <li key={study.slug} id={study.slug} className="scroll-mt-24">
              <CaseStudyCard
                client={`${study.client}, ${study.location}`}
                focus={study.focus}
                challenge={study.challenge}
                solution={study.solution}
                results={study.results}
                tags={study.tags}
                texts={caseTexts}
              />
            </li>
          ))}
        </ul>
      </PageSection>
      <SectionList sections={[cta]} start={2} />
    </>
  );
}
