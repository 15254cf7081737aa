// The /terms document.
import { termsPage as page } from "@solvix/content/pages/terms";
import { LegalDocument } from "../components/legal-document.tsx";
import { legalDocumentProps } from "../lib/legal-document.server.ts";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

export function loader() {
  return withIcons({
    document: legalDocumentProps(page),
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData.document} />;
}
