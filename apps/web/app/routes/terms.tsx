// The /terms document.
import { termsPage as page } from "@solvix/content/pages/terms";
import { LegalDocument } from "../components/legal-document.tsx";
import { formatDate } from "../lib/dates.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

export function loader() {
  const { title, lastUpdated, intro, sections, cta } = page;
  return withIcons({
    document: { title, lastUpdated: formatDate(lastUpdated), lastUpdatedIso: lastUpdated, intro, sections, cta },
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData.document} />;
}
