import { homePage } from "@solvix/content/pages/home";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { ButtonLink } from "../components/button-link.tsx";
import { ParallaxDecor } from "../components/parallax-decor.tsx";
import { deferred } from "../components/deferred.tsx";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import { organizationJsonLd, websiteJsonLd } from "../lib/structured-data.server.ts";
import type { Route } from "./+types/home";

export function loader() {
  const { hero, whyRemote, process, cta, offers } = homePage;
  return withIcons({
    hero,
    whyRemote,
    process,
    cta,
    ...pageHead(homePage.path, homePage.seo, { jsonLd: [organizationJsonLd(offers), websiteJsonLd()] }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

const StepGrid = deferred(() => import("@solvix/ui/sections/step-grid").then((module) => module.StepGrid));

/** Hero ('Get Started', 'Learn More'), why remote staffing (3 cards), the four-step teaser and a call to action. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, whyRemote, process, cta } = loaderData;
  return (
    <>
      <SectionList sections={[hero, whyRemote]} />
      <PageSection id="how-it-works" className="isolate overflow-hidden">
        <ParallaxDecor factor="howItWorks" className="top-[60%] -right-40" />
        <SectionHeading title={process.title} intro={process.intro} className="mb-12" />
        <StepGrid items={process.items} />
        {process.cta ? (
          <div className="mt-12 flex justify-center">
            <ButtonLink to={process.cta.href}>{process.cta.label}</ButtonLink>
          </div>
        ) : null}
      </PageSection>
      <SectionList sections={[cta]} start={3} />
    </>
  );
}
