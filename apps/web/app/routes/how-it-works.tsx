// The /how-it-works page: the four steps of building a team.
import { howItWorksPage } from "@solvix/content/pages/how-it-works";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { useRootTexts } from "../lib/root-texts.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/how-it-works";
import { deferred } from "@solvix/ui/lib/deferred";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const ServicesArt = deferred(() =>
  import("@solvix/ui/illustrations/services-art").then((module) => module.ServicesArt),
);

export function loader() {
  const { hero, steps, cta } = howItWorksPage;
  return withIcons({ hero, steps, cta, ...pageHead(howItWorksPage.path, howItWorksPage.seo) });
}

const StepGrid = deferred(() => import("@solvix/ui/sections/step-grid").then((module) => module.StepGrid));

const ParallaxDecor = deferred(() => import("../components/parallax-decor.tsx").then((module) => module.ParallaxDecor));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The four steps, each with its checklist, and 'Start Building Your Team'. */
export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const { hero, steps, cta } = loaderData;
  const { step } = useRootTexts().sections;
  return (
    <>
      <SectionList sections={[hero]} heroVisual={<ServicesArt />} />
      <PageSection tone="muted" className="isolate overflow-hidden">
        <ParallaxDecor factor="section" className="top-1/3 -left-48" />
        <SectionHeading title={steps.title} intro={steps.intro} className="mb-12" />
        <StepGrid items={steps.items} layout="timeline" stepLabel={step} />
      </PageSection>
      <SectionList sections={[cta]} start={2} />
    </>
  );
}
