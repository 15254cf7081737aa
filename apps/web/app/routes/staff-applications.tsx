// The recruiters' page (/staff/applications, noindex, linked from no public page): applications and their CVs.
import { staffApplicationsPage as page } from "@solvix/content/pages/staff-applications";
import { Container } from "@solvix/ui/components/page-section";
import { deferred } from "@solvix/ui/lib/deferred";
import { PageHeader } from "../components/page-header.tsx";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/staff-applications";

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

// Everything on this page needs a signed-in recruiter: it all loads from its own chunk.
const StaffApplications = deferred(() =>
  import("../staff/applications/staff-applications.tsx").then((module) => module.StaffApplications),
);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Applications by position and talent pool, newest first; one opened with its CV, status and deletion. */
export default function StaffApplicationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} breadcrumb={loaderData.breadcrumb} />
      <Container className="py-12 sm:py-16">
        <StaffApplications backend={loaderData.backend} copy={loaderData.copy} />
      </Container>
    </>
  );
}
