// The case studies' writing desk (/staff/case-studies, noindex, linked from no public page): editors write, schedule,
// publish and unpublish case studies, with a live preview and each one's history (issue 48).
import { staffCaseStudiesPage as page } from "@solvix/content/pages/staff-case-studies";
import { siteTexts } from "@solvix/content/site-texts";
import { Container } from "@solvix/ui/components/page-section";
import { deferred } from "@solvix/ui/lib/deferred";
import { PageHeader } from "../components/page-header.tsx";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/staff-case-studies";

export function loader() {
  const { path, seo, title, intro, ...copy } = page;
  return withIcons({
    title,
    intro,
    // The card's words travel with the data: the page imports nothing from the content package (its zod schemas'
    // eval is refused by the page's policy).
    copy: { ...copy, caseTexts: siteTexts.caseStudy },
    backend: backendSettings(),
    ...pageHead(path, seo, { trail: [[title, path]] }),
  });
}

// Everything on this page needs a signed-in editor: it all loads from its own chunk.
const StaffCaseStudies = deferred(() =>
  import("../staff/case-studies/staff-case-studies.tsx").then((module) => module.StaffCaseStudies),
);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Every case study with its state; the editor with its live preview; each one's history. */
export default function StaffCaseStudiesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} breadcrumb={loaderData.breadcrumb} />
      <Container className="py-12 sm:py-16">
        <StaffCaseStudies backend={loaderData.backend} copy={loaderData.copy} />
      </Container>
    </>
  );
}
