// The home page (/).
import { listIndustryCards } from "@solvix/content/landing";
import { caseStudiesPage } from "@solvix/content/pages/case-studies";
import { homePage } from "@solvix/content/pages/home";
import { savingsCalculatorPage } from "@solvix/content/pages/savings-calculator";
import { siteTexts } from "@solvix/content/site-texts";
import { estimateRole, formatRange, writePicks } from "@solvix/ui/lib/savings";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { ButtonLink } from "../components/button-link.tsx";
import { ParallaxDecor } from "../components/parallax-decor.tsx";
import { deferred } from "@solvix/ui/lib/deferred";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { fillText } from "@solvix/ui/lib/template";
import { useRootTexts } from "../lib/root-texts.ts";
import { pageMeta } from "../lib/seo.ts";
import { organizationJsonLd, websiteJsonLd } from "../lib/structured-data.server.ts";
import type { HomeProofProps } from "../components/home-proof.tsx";
import { ClientProof } from "../components/client-proof.tsx";
import { proofFor } from "../lib/proof.server.ts";
import type { Route } from "./+types/home";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const HomeArt = deferred(() => import("@solvix/ui/illustrations/home-art").then((module) => module.HomeArt));

/** The home page's proof bands (build time): cards, the case study and the calculator's worked example from content. */
function proof(): HomeProofProps {
  const { figures, industries, caseStudy, calculator } = homePage;
  const cards = listIndustryCards();
  const study = caseStudiesPage.cases.find((entry) => entry.slug === caseStudy.slug);
  const role = savingsCalculatorPage.roles.find((entry) => entry.slug === calculator.example.role);
  if (!study || !role) throw new Error("home: the case study or the calculator example names an unknown slug");
  const example = estimateRole(role, calculator.example.count);
  const columns = savingsCalculatorPage.calculator.columns;
  const pick = { slug: role.slug, count: calculator.example.count };
  return {
    figures: { title: figures.title, intro: figures.intro, items: figures.items },
    industries: {
      title: industries.title,
      intro: industries.intro,
      cards: industries.slugs.map((slug) => {
        const card = cards.find((entry) => entry.id === slug);
        if (!card) throw new Error(`home: no industry card ${slug}`);
        return card;
      }),
      cardAction: siteTexts.landingCards.action,
      link: industries.link,
    },
    caseStudy: {
      title: caseStudy.title,
      intro: caseStudy.intro,
      study: {
        client: `${study.client}, ${study.location}`,
        focus: study.focus,
        challenge: study.challenge,
        solution: study.solution,
        results: study.results,
        tags: study.tags,
        texts: siteTexts.caseStudy,
      },
      link: caseStudy.link,
    },
    calculator: {
      title: calculator.title,
      body: calculator.body,
      link: calculator.link,
      example: {
        label: calculator.example.label,
        team: fillText(calculator.example.team, { count: pick.count, role: role.title, currency: role.currency }),
        rows: [
          { label: columns.local, value: formatRange(example.local, role.currency) },
          { label: columns.remote, value: formatRange(example.remote, role.currency) },
          // Salaries alone: the difference, without a percentage beside the site's "up to 80%" (DECISIONS.md).
          { label: columns.savings, value: formatRange(example.savings, role.currency) },
        ],
        link: { label: calculator.example.linkLabel, href: `${calculator.link.href}${writePicks([pick])}` },
      },
    },
  };
}

export async function loader() {
  const { hero, whyRemote, process, cta, offers } = homePage;
  return withIcons({
    hero,
    whyRemote,
    process,
    proof: proof(),
    clientProof: await proofFor("home"),
    cta,
    ...pageHead(homePage.path, homePage.seo, { jsonLd: [organizationJsonLd(offers), websiteJsonLd()] }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

// Both start well below a phone's first screen: their code loads when a scroll brings them near.
const HomeProof = deferred(() => import("../components/home-proof.tsx").then((module) => module.HomeProof), {
  until: "near-view",
});
const StepGrid = deferred(() => import("@solvix/ui/sections/step-grid").then((module) => module.StepGrid), {
  until: "near-view",
});

/**
 * Hero ('Get Started', 'Learn More'), why remote staffing (3 cards), the four-step teaser; then the proof (figures,
 * industries, a case study, the calculator teaser) and a call to action.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, whyRemote, process, proof, clientProof, cta } = loaderData;
  const { step } = useRootTexts().sections;
  return (
    <>
      <SectionList sections={[hero, whyRemote]} heroVisual={<HomeArt />} />
      <PageSection id="how-it-works" className="isolate overflow-hidden">
        <ParallaxDecor factor="howItWorks" className="top-[60%] -right-40" />
        <SectionHeading title={process.title} intro={process.intro} className="mb-12" />
        <StepGrid items={process.items} stepLabel={step} />
        {process.cta ? (
          <div className="mt-12 flex justify-center">
            <ButtonLink to={process.cta.href}>{process.cta.label}</ButtonLink>
          </div>
        ) : null}
      </PageSection>
      <HomeProof {...proof} />
      {clientProof ? <ClientProof {...clientProof} /> : null}
      <SectionList sections={[cta]} start={7} />
    </>
  );
}
