// The sales staff's leads inbox (/staff/enquiries, noindex, linked from no public page): enquiries and their sources.
import { staffEnquiriesPage } from "@solvix/content/pages/staff-enquiries";
import { deferred } from "@solvix/ui/lib/deferred";
import { pageMeta } from "../lib/seo.ts";
import { StaffPageFrame } from "../staff/layout/staff-page-frame.tsx";
import { staffPageData } from "../staff/layout/staff-page.server.ts";
import type { Route } from "./+types/staff-enquiries";

export const loader = () => staffPageData(staffEnquiriesPage);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

// Everything on this page needs a signed-in sales account: it all loads from its own chunk.
const StaffEnquiries = deferred(() =>
  import("../staff/enquiries/staff-enquiries.tsx").then((module) => module.StaffEnquiries),
);

/** Enquiries newest first with their sources, filters and export; one opened with its status, notes and deletion. */
export default function StaffEnquiriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame data={loaderData}>
      <StaffEnquiries backend={loaderData.backend} copy={loaderData.copy} />
    </StaffPageFrame>
  );
}
