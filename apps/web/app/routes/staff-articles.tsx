// The writing desk (/staff/articles, noindex, linked from no public page): editors write, schedule, publish and
// unpublish articles, with a live preview and each article's history (issue 48).
import { staffArticlesPage as page } from "@solvix/content/pages/staff-articles";
import { Container } from "@solvix/ui/components/page-section";
import { deferred } from "@solvix/ui/lib/deferred";
import { PageHeader } from "../components/page-header.tsx";
import { backendSettings } from "../lib/backend-settings.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/staff-articles";

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

// Everything on this page needs a signed-in editor: it all loads from its own chunk.
const StaffArticles = deferred(() =>
  import("../staff/articles/staff-articles.tsx").then((module) => module.StaffArticles),
);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** Every article with its state; the editor with its live preview; each article's history. */
export default function StaffArticlesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} breadcrumb={loaderData.breadcrumb} />
      <Container className="py-12 sm:py-16">
        <StaffArticles backend={loaderData.backend} copy={loaderData.copy} />
      </Container>
    </>
  );
}
