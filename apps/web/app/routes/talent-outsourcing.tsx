// The /services/talent-outsourcing service page.
import { listRoleCards } from "@solvix/content/landing";
import { talentOutsourcingPage as page } from "@solvix/content/pages/talent-outsourcing";
import { siteTexts } from "@solvix/content/site-texts";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import { deferred } from "@solvix/ui/lib/deferred";
import type { Route } from "./+types/talent-outsourcing";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const ServicesArt = deferred(() =>
  import("@solvix/ui/illustrations/services-art").then((module) => module.ServicesArt),
);

export function loader() {
  const { hero, offerings, hiringJourney, roleStrip, managing, reasons, faq, cta } = page;
  return withIcons({
    hero,
    offerings,
    hiringJourney,
    roleStrip: { ...roleStrip, items: listRoleCards(), pauseLabel: siteTexts.roleStrip.pause },
    after: [managing, reasons, faq, cta],
    ...pageHead(page.path, page.seo, {
      trail: ["/services", page.path],
    }),
  });
}

const RoleStrip = deferred(() => import("@solvix/ui/sections/role-strip").then((module) => module.RoleStrip));

const OfferingCards = deferred(() => import("../components/offering-cards.tsx").then((module) => module.OfferingCards));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/**
 * Full suite talent outsourcing: hiring and managing offerings, the 4-step hiring journey, the auto-scrolling role
 * strip, the 7 managing services (#solvix-managing), reasons, the 6-question FAQ and a consultation call to action.
 */
export default function TalentOutsourcing({ loaderData }: Route.ComponentProps) {
  const { hero, offerings, hiringJourney, roleStrip, after, breadcrumb } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} breadcrumb={breadcrumb} heroVisual={<ServicesArt />} />
      <PageSection tone="muted">
        <SectionHeading title={offerings.title} intro={offerings.intro} className="mb-12" />
        <OfferingCards items={offerings.items} />
      </PageSection>
      <SectionList sections={[hiringJourney]} start={3} />
      <PageSection tone="muted" aria-labelledby="role-strip-heading">
        <SectionHeading title={roleStrip.title} intro={roleStrip.intro} id="role-strip-heading" className="mb-8" />
        <RoleStrip items={roleStrip.items} label={roleStrip.title} pauseLabel={roleStrip.pauseLabel} />
      </PageSection>
      <SectionList sections={after} start={5} />
    </>
  );
}
