// Where the enquiry function sends a visitor (303) after storing an enquiry posted without JavaScript.
import { contactSentPage as page } from "@solvix/content/pages/contact-sent";
import { Button } from "@solvix/ui/components/button";
import { Container } from "@solvix/ui/components/page-section";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/contact-sent";

export function loader() {
  return withIcons({
    title: page.title,
    intro: page.intro,
    homeLink: page.homeLink,
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** 'Message Sent Successfully!' as a page (noindex, in no sitemap): the form's success notification without JavaScript. */
export default function ContactSent({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} />
      <Container className="py-12 sm:py-16">
        <Button asChild size="lg">
          <Link to="/">{loaderData.homeLink}</Link>
        </Button>
      </Container>
    </>
  );
}
