// The /case-studies page: the client stories staff published (database rows, issue 48) and a call to action.
import { caseStudiesPage as page } from "@solvix/content/pages/case-studies";
import { siteTexts } from "@solvix/content/site-texts";
import { CaseStudyCard } from "@solvix/ui/components/case-study-card";
import { PageSection } from "@solvix/ui/components/page-section";
import { Link } from "react-router";
import { ClientProof } from "../components/client-proof.tsx";
import { SectionList } from "../components/section-list.tsx";
import { liveRows } from "../lib/articles.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { proofFor } from "../lib/proof.server.ts";
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
    clientProof: await proofFor("case-studies"),
    cta: page.cta,
    inlineCta: page.inlineCta,
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The client stories with challenge, solution, results and tags, then 'Start Your Outsourcing Journey'. */
export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { hero, cases, caseTexts, cta, inlineCta, clientProof } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} />
      <PageSection tone="muted">
        <ul className="flex flex-col gap-8">
          {cases.map((study, index) => (
            <li key={study.slug} id={study.slug} className="flex scroll-mt-24 flex-col gap-8">
              <CaseStudyCard
                client={`${study.client}, ${study.location}`}
                focus={study.focus}
                challenge={study.challenge}
                solution={study.solution}
                results={study.results}
                tags={study.tags}
                texts={caseTexts}
              />
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
      </PageSection>
      {clientProof ? <ClientProof {...clientProof} /> : null}
      <SectionList sections={[cta]} start={2} />
    </>
  );
}
