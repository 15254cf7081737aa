// The /services/employer-of-record service page.
import { employerOfRecordPage as page } from "@solvix/content/pages/employer-of-record";
import { Badge } from "@solvix/ui/components/badge";
import { Checklist } from "@solvix/ui/components/checklist";
import { Icon } from "@solvix/ui/components/icon";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { ProseBlock } from "../components/prose-block.tsx";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/employer-of-record";
import { deferred } from "@solvix/ui/lib/deferred";

// The hero illustration hydrates from its own small chunk: prerendered in the HTML, never in the first load.
const ServicesArt = deferred(() =>
  import("@solvix/ui/illustrations/services-art").then((module) => module.ServicesArt),
);

export function loader() {
  const { hero, definition, countries, countriesTitle, features, process, serviceGroups, reasons, faq, cta } = page;
  return withIcons({
    hero,
    definition,
    countries,
    countriesTitle,
    middle: [features, process],
    serviceGroups,
    after: [reasons, faq, cta],
    ...pageHead(page.path, page.seo, {
      trail: ["/services", page.path],
    }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** EOR: definition, 4 features, the 3-step process, 4 service groups, reasons, the 7-question FAQ and calls to action. */
export default function EmployerOfRecord({ loaderData }: Route.ComponentProps) {
  const { hero, definition, countries, countriesTitle, middle, serviceGroups, after, breadcrumb } = loaderData;
  return (
    <>
      <SectionList sections={[hero]} breadcrumb={breadcrumb} heroVisual={<ServicesArt />} />
      <PageSection>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <ProseBlock title={definition.title} body={definition.body} />
          <div className="flex flex-col gap-4 rounded-3xl bg-brand-950 p-8 text-white">
            <h3 className="text-lg text-white">{countriesTitle}</h3>
            <ul className="flex flex-wrap gap-2">
              {countries.map((country) => (
                <li key={country}>
                  <Badge variant="inverse" className="px-3 py-1 text-sm">
                    {country}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>
      <SectionList sections={middle} start={2} />
      <PageSection>
        <SectionHeading title={serviceGroups.title} className="mb-12" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {serviceGroups.items.map((group) => (
            <li
              key={group.title}
              className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-xs"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={group.icon} />
              </span>
              <h3 className="text-lg">{group.title}</h3>
              <Checklist items={group.items} className="text-sm" />
            </li>
          ))}
        </ul>
      </PageSection>
      <SectionList sections={after} start={5} />
    </>
  );
}
