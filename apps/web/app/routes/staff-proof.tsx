// The proof desk (/staff/proof, noindex, linked from no public page): editors add, publish, change and delete the
// testimonials, client logos, team members and certifications the site shows (issue 49).
import { listLandingPages } from "@solvix/content/landing";
import { staffProofPage } from "@solvix/content/pages/staff-proof";
import { deferred } from "@solvix/ui/lib/deferred";
import { pageMeta } from "../lib/seo.ts";
import { StaffPageFrame } from "../staff/layout/staff-page-frame.tsx";
import { staffPageData } from "../staff/layout/staff-page.server.ts";
import type { Route } from "./+types/staff-proof";

/** The fields a testimonial may name: every industry and sector page, by its canonical path. */
export const loader = () =>
  staffPageData(staffProofPage, {
    fields: listLandingPages()
      .map((page): [string, string] => [page.canonicalPath, page.card.title])
      .sort((a, b) => a[1].localeCompare(b[1])),
  });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

// Everything on this page needs a signed-in editor: it all loads from its own chunk.
const StaffProof = deferred(() => import("../staff/proof/staff-proof.tsx").then((module) => module.StaffProof));

/** Each kind of proof with its rows; the form of the one being added or changed. */
export default function StaffProofPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame data={loaderData}>
      <StaffProof backend={loaderData.backend} copy={loaderData.copy} fields={loaderData.fields} />
    </StaffPageFrame>
  );
}
