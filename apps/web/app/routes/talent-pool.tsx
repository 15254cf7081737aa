// The talent pool (/careers/talent-pool): people in the four staff countries send their CV for the five role categories.
import { cvRules } from "@solvix/content/application";
import { applicationFormTexts, talentPoolPage as page } from "@solvix/content/pages/apply";
import { site } from "@solvix/content/site";
import { Checklist } from "@solvix/ui/components/checklist";
import { PageSection } from "@solvix/ui/components/page-section";
import { deferred } from "@solvix/ui/lib/deferred";
import { FeeWarning, HiringStages } from "../components/candidate-trust.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/talent-pool";

export function loader() {
  return withIcons({
    title: page.title,
    intro: page.intro,
    points: page.points,
    stages: page.stages,
    feeWarning: page.feeWarning,
    target: { kind: "pool" as const, categories: page.categories, countries: page.countries },
    form: { texts: applicationFormTexts, accept: cvRules.accept, privacyHref: "/privacy-policy" },
    backend: { supabaseUrl: site.supabaseUrl, supabaseAnonKey: site.supabaseAnonKey },
    ...pageHead(page.path, page.seo, { trail: ["/careers", [page.title, page.path]] }),
  });
}

const ApplicationFormPanel = deferred(() =>
  import("../components/application-form-panel.tsx").then((module) => module.ApplicationFormPanel),
);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** 'Join Our Talent Pool': who it is for, and the application form with a category and a country. */
export default function TalentPool({ loaderData }: Route.ComponentProps) {
  const { title, intro, points, stages, feeWarning, target, form, backend, breadcrumb } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro} breadcrumb={breadcrumb}>
        <Checklist items={points} />
      </PageHeader>
      <PageSection className="py-12 sm:py-16 lg:py-16">
        <div className="flex max-w-3xl flex-col gap-8">
          <HiringStages stages={stages} />
          <FeeWarning warning={feeWarning} />
        </div>
      </PageSection>
      <PageSection id="apply" tone="muted" className="py-12 sm:py-16 lg:py-16">
        <div className="max-w-3xl">
          <ApplicationFormPanel {...form} backend={backend} target={target} />
        </div>
      </PageSection>
    </>
  );
}
