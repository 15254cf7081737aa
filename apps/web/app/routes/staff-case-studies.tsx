// The case studies' writing desk (/staff/case-studies, noindex, linked from no public page): editors write, schedule,
// publish and unpublish case studies, with a live preview and each one's history (issue 48).
import { staffCaseStudiesPage } from "@solvix/content/pages/staff-case-studies";
import { siteTexts } from "@solvix/content/site-texts";
import { deferred } from "@solvix/ui/lib/deferred";
import { pageMeta } from "../lib/seo.ts";
import { StaffPageFrame } from "../staff/layout/staff-page-frame.tsx";
import { staffPageData } from "../staff/layout/staff-page.server.ts";
import type { Route } from "./+types/staff-case-studies";

// The preview card's words travel with the data: the page imports nothing from the content package at run time (its
// zod schemas' eval is refused by the page's policy).
export const loader = () => staffPageData(staffCaseStudiesPage, { caseTexts: siteTexts.caseStudy });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

// Everything on this page needs a signed-in editor: it all loads from its own chunk.
const StaffCaseStudies = deferred(() =>
  import("../staff/case-studies/staff-case-studies.tsx").then((module) => module.StaffCaseStudies),
);

/** Every case study with its state; the editor with its live preview; each one's history. */
export default function StaffCaseStudiesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame data={loaderData}>
      <StaffCaseStudies backend={loaderData.backend} copy={{ ...loaderData.copy, caseTexts: loaderData.caseTexts }} />
    </StaffPageFrame>
  );
}
