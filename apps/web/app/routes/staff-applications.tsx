// The recruiters' page (/staff/applications, noindex, linked from no public page): applications and their CVs.
import { staffApplicationsPage } from "@solvix/content/pages/staff-applications";
import { deferred } from "@solvix/ui/lib/deferred";
import { pageMeta } from "../lib/seo.ts";
import { StaffPageFrame } from "../staff/layout/staff-page-frame.tsx";
import { staffPageData } from "../staff/layout/staff-page.server.ts";
import type { Route } from "./+types/staff-applications";

export const loader = () => staffPageData(staffApplicationsPage);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

// Everything on this page needs a signed-in recruiter: it all loads from its own chunk.
const StaffApplications = deferred(() =>
  import("../staff/applications/staff-applications.tsx").then((module) => module.StaffApplications),
);

/** Applications by position and talent pool, newest first; one opened with its CV, status and deletion. */
export default function StaffApplicationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame data={loaderData}>
      <StaffApplications backend={loaderData.backend} copy={loaderData.copy} />
    </StaffPageFrame>
  );
}
