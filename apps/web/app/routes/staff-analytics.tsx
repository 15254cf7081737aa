// The marketing team's page (/staff/analytics, noindex, linked from no public page): visits and conversions.
import { staffAnalyticsPage } from "@solvix/content/pages/staff-analytics";
import { deferred } from "@solvix/ui/lib/deferred";
import { pageMeta } from "../lib/seo.ts";
import { StaffPageFrame } from "../staff/layout/staff-page-frame.tsx";
import { staffPageData } from "../staff/layout/staff-page.server.ts";
import type { Route } from "./+types/staff-analytics";

export const loader = () => staffPageData(staffAnalyticsPage);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

// Everything on this page needs a signed-in marketing account: it all loads from its own chunk (Chart.js from the
// charts' own, when they draw).
const StaffAnalytics = deferred(() =>
  import("../staff/analytics/staff-analytics.tsx").then((module) => module.StaffAnalytics),
);

/** The range's visitors, page views, sources, landing pages and conversions, beside the previous period. */
export default function StaffAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame data={loaderData}>
      <StaffAnalytics backend={loaderData.backend} copy={loaderData.copy} />
    </StaffPageFrame>
  );
}
