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
    next: page.next,
    meanwhile: page.meanwhile,
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
      <Container className="flex flex-col gap-10 py-12 sm:py-16">
        <section aria-labelledby="sent-next" className="flex max-w-2xl flex-col gap-3">
          <h2 id="sent-next" className="text-2xl">
            {loaderData.next.title}
          </h2>
          <p className="text-lg text-ink-700">{loaderData.next.body}</p>
        </section>
        <section aria-labelledby="sent-meanwhile" className="flex flex-col gap-4">
          <h2 id="sent-meanwhile" className="text-2xl">
            {loaderData.meanwhile.title}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {loaderData.meanwhile.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="flex h-full flex-col gap-1 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="font-semibold text-brand-700">{link.label}</span>
                  <span className="text-sm text-ink-700">{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <Button asChild size="lg" variant="outline" className="self-start">
          <Link to="/">{loaderData.homeLink}</Link>
        </Button>
      </Container>
    </>
  );
}
