// The writing desk (/staff/articles, noindex, linked from no public page): editors write, schedule, publish and
// unpublish articles, with a live preview and each article's history (issue 48).
import { staffArticlesPage } from "@solvix/content/pages/staff-articles";
import { deferred } from "@solvix/ui/lib/deferred";
import { pageMeta } from "../lib/seo.ts";
import { StaffPageFrame } from "../staff/layout/staff-page-frame.tsx";
import { staffPageData } from "../staff/layout/staff-page.server.ts";
import type { Route } from "./+types/staff-articles";

export const loader = () => staffPageData(staffArticlesPage);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

// Everything on this page needs a signed-in editor: it all loads from its own chunk.
const StaffArticles = deferred(() =>
  import("../staff/articles/staff-articles.tsx").then((module) => module.StaffArticles),
);

/** Every article with its state; the editor with its live preview; each article's history. */
export default function StaffArticlesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame data={loaderData}>
      <StaffArticles backend={loaderData.backend} copy={loaderData.copy} />
    </StaffPageFrame>
  );
}
