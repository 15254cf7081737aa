// The sales staff's leads inbox (/staff/enquiries, noindex, linked from no public page): enquiries and their sources.
import { staffEnquiriesPage as page } from "@solvix/content/pages/staff-enquiries";
import { Container } from "@solvix/ui/components/page-section";
import { deferred } from "@solvix/ui/lib/deferred";
import { PageHeader } from "../components/page-header.tsx";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/staff-enquiries";

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

// Everything on this page needs a signed-in sales account: it all loads from its own chunk.
const StaffEnquiries = deferred(() =>
  import("../staff/enquiries/staff-enquiries.tsx").then((module) => module.StaffEnquiries),
);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Enquiries newest first with their sources, filters and export; one opened with its status, notes and deletion. */
export default function StaffEnquiriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} breadcrumb={loaderData.breadcrumb} />
      <Container className="py-12 sm:py-16">
        <StaffEnquiries backend={loaderData.backend} copy={loaderData.copy} />
      </Container>
    </>
  );
}
