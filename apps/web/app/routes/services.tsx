// The /services page: the IT service cards.
import { servicesPage } from "@solvix/content/pages/services";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { RoleGrid } from "@solvix/ui/sections/role-grid";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { useRootTexts } from "../lib/root-texts.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/services";
import { deferred } from "@solvix/ui/lib/deferred";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const ServicesArt = deferred(() =>
  import("@solvix/ui/illustrations/services-art").then((module) => module.ServicesArt),
);

export function loader() {
  const { hero, services, cta } = servicesPage;
  return withIcons({ hero, services, cta, ...pageHead(servicesPage.path, servicesPage.seo) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The six IT service cards with their skills, and 'Start Your Project'. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { hero, services, cta } = loaderData;
  const { roleSkills } = useRootTexts().sections;
  return (
    <>
      <SectionList sections={[hero]} heroVisual={<ServicesArt />} />
      <PageSection tone="muted">
        <SectionHeading title={services.title} intro={services.intro} className="mb-12" />
        <RoleGrid items={services.items} skillsLabel={roleSkills} aria-label={services.title} />
      </PageSection>
      <SectionList sections={[cta]} start={2} />
    </>
  );
}
