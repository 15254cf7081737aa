// The marketing team's page (/staff/analytics, noindex, linked from no public page): visits and conversions.
import { staffAnalyticsPage as page } from "@solvix/content/pages/staff-analytics";
import { Container } from "@solvix/ui/components/page-section";
import { deferred } from "@solvix/ui/lib/deferred";
import { PageHeader } from "../components/page-header.tsx";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/staff-analytics";

export function loader() {
  const { path, seo, title, intro, ...copy } = page;
  return withIcons({
    title,
    intro,
    copy,
    backend: backendSettings(),
    ...pageHead(path, seo, { trail: [[title, path]] }),
  });
}

// Everything on this page needs a signed-in marketing account: it all loads from its own chunk (Chart.js from the
// charts' own, when they draw).
const StaffAnalytics = deferred(() =>
  import("../staff/analytics/staff-analytics.tsx").then((module) => module.StaffAnalytics),
);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The range's visitors, page views, sources, landing pages and conversions, beside the previous period. */
export default function StaffAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} breadcrumb={loaderData.breadcrumb} />
      <Container className="py-12 sm:py-16">
        <StaffAnalytics backend={loaderData.backend} copy={loaderData.copy} />
      </Container>
    </>
  );
}
