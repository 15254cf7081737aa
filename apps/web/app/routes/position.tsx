// An open position's own page (/careers/<slug>): what the role is, its skills, JobPosting data, and the application.
// The positions are the rows staff published (/staff/positions), as this build read them; a closed one has no page.
import { cvRules } from "@solvix/content/application";
import { applicationFormTexts } from "@solvix/content/pages/apply";
import { positionPageTexts as texts, positionSeo, salaryText } from "@solvix/content/pages/position";
import { positionCountries as countryNames } from "@solvix/content/position-rules";
import { site } from "@solvix/content/site";
import { Badge } from "@solvix/ui/components/badge";
import { PageSection } from "@solvix/ui/components/page-section";
import { SectionHeading } from "@solvix/ui/components/section-heading";
import { Clock, MapPin } from "@solvix/ui/components/ui-icons";
import { data } from "react-router";
import { BackLink } from "../components/back-link.tsx";
import { FeeWarning, HiringStages } from "../components/candidate-trust.tsx";
import { deferred } from "@solvix/ui/lib/deferred";
import { PageHeader } from "../components/page-header.tsx";
import { NotFoundView, notFoundMeta } from "../components/not-found-view.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import { publishedPosition } from "../lib/published.server.ts";
import { jobPostingJsonLd } from "../lib/structured-data.server.ts";
import type { Route } from "./+types/position";

export function loader({ params }: Route.LoaderArgs) {
  const position = publishedPosition(params.slug);
  const path = `/careers/${params.slug}`;
  if (!position) {
    // The not-found page of every unknown or closed position's address (`prefixNotFoundPaths` in routes.ts).
    if (params.slug === "404") return { notFound: true as const };
    throw data(null, { status: 404 });
  }
  return withIcons({
    notFound: false as const,
    position: {
      slug: position.slug,
      title: position.title,
      location: position.location,
      type: position.type,
      description: position.description,
      tags: position.tags,
      applicantLocation: position.applicantLocation.label,
      countries: position.applicantLocation.countries.map((code) => countryNames[code]),
      // The pay and terms staff gave, as the page's lines (none when nothing is set).
      terms: [
        ...(position.terms.salary ? [[texts.terms.salary, salaryText(position.terms.salary)]] : []),
        ...(position.terms.benefits ? [[texts.terms.benefits, position.terms.benefits]] : []),
        ...(position.terms.hours ? [[texts.terms.hours, position.terms.hours]] : []),
        ...(position.terms.timeZone ? [[texts.terms.timeZone, position.terms.timeZone]] : []),
      ] as [string, string][],
    },
    texts,
    form: { texts: applicationFormTexts, accept: cvRules.accept, privacyHref: "/privacy-policy" },
    backend: { supabaseUrl: site.supabaseUrl, supabaseAnonKey: site.supabaseAnonKey },
    ...pageHead(path, positionSeo(position), {
      trail: ["/careers", [position.title, path]],
      jsonLd: [jobPostingJsonLd(position, path, { description: position.description, skillsTitle: texts.skillsTitle })],
    }),
  });
}

// The form is prerendered complete (it posts natively); its logic hydrates from its own chunk.
const ApplicationFormPanel = deferred(() =>
  import("../components/application-form-panel.tsx").then((module) => module.ApplicationFormPanel),
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.notFound ? notFoundMeta(matches[0].loaderData.notFound) : pageMeta(loaderData?.seo);

/** A position: title, location and type, what the role is, its skills, and how to apply. */
export default function PositionPage({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundView text={matches[0].loaderData.notFound} />;
  const { position, texts, form, backend, breadcrumb } = loaderData;
  return (
    <>
      <PageHeader title={position.title} breadcrumb={breadcrumb}>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-ink-700" aria-label={texts.factsLabel}>
          <li className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {position.location}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {position.type}
          </li>
        </ul>
        <p className="max-w-2xl text-ink-600">{position.applicantLocation}</p>
      </PageHeader>
      <PageSection className="py-12 sm:py-16 lg:py-16">
        <div className="flex max-w-3xl flex-col gap-8">
          <div className="flex flex-col gap-3">
            <h2 className="text-2xl">{texts.aboutTitle}</h2>
            <p className="text-lg text-ink-700">{position.description}</p>
          </div>
          <div className="flex flex-col gap-3">
            <h2 className="text-2xl">{texts.skillsTitle}</h2>
            <ul className="flex flex-wrap gap-2">
              {position.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="accent">{tag}</Badge>
                </li>
              ))}
            </ul>
          </div>
          {position.terms.length > 0 ? (
            <div className="flex flex-col gap-3">
              <h2 className="text-2xl">{texts.terms.title}</h2>
              <dl className="grid gap-x-6 gap-y-2 text-ink-700 sm:grid-cols-[auto_1fr]">
                {position.terms.map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt className="font-semibold text-ink-900">{term}</dt>
                    <dd className="whitespace-pre-line">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          <HiringStages stages={texts.stages} />
          <FeeWarning warning={texts.feeWarning} />
          <BackLink label={texts.backLink} href="/careers" />
        </div>
      </PageSection>
      <PageSection id="apply" tone="muted" className="py-12 sm:py-16 lg:py-16">
        <div className="flex max-w-3xl flex-col gap-8">
          <SectionHeading title={texts.applyTitle} intro={texts.applyIntro} align="start" />
          <ApplicationFormPanel
            {...form}
            backend={backend}
            target={{ kind: "position", slug: position.slug, countries: position.countries }}
          />
        </div>
      </PageSection>
    </>
  );
}
