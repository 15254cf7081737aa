// Where a stored application leads: the function's 303 (no JavaScript) or the form itself (with JavaScript).
import { applicationSentPage as page } from "@solvix/content/pages/apply";
import { Button } from "@solvix/ui/components/button";
import { Container } from "@solvix/ui/components/page-section";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/application-sent";

export function loader() {
  return withIcons({
    title: page.title,
    intro: page.intro,
    backLink: page.backLink,
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** 'Application Sent' (noindex, in no sitemap). */
export default function ApplicationSent({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} />
      <Container className="py-12 sm:py-16">
        <Button asChild size="lg">
          <Link to="/careers">{loaderData.backLink}</Link>
        </Button>
      </Container>
    </>
  );
}
