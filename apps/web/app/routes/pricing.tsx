// The /pricing page (issue 49): how the fee is made, the whole account of costs, what a client gets, the timeline
// by stage, and (while no "from" prices are published) "prices are quoted per team" with the form and booking link.
import { contactPage } from "@solvix/content/pages/contact";
import { pricingPage as page } from "@solvix/content/pages/pricing";
import { site } from "@solvix/content/site";
import { PageSection } from "@solvix/ui/components/page-section";
import { ProseBlock } from "../components/prose-block.tsx";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/pricing";

export function loader() {
  const { hero, fee, terms, included, timeline, quote } = page;
  // The booking link only where the site has a scheduling page (SITE_BOOKING_URL), as on the contact page.
  const booking = site.bookingUrl ? { label: contactPage.booking.label, href: site.bookingUrl } : undefined;
  return withIcons({
    hero,
    fee,
    terms,
    after: [included, timeline, { ...quote, ...(booking ? { secondary: booking } : {}) }],
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The fee's parts, the whole account, what is included, the stages with their times, and the quote. */
export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { hero, fee, terms, after, breadcrumb } = loaderData;
  return (
    <>
      <SectionList sections={[hero, fee]} breadcrumb={breadcrumb} />
      <PageSection>
        <ProseBlock title={terms.title} body={terms.body} className="max-w-3xl" />
      </PageSection>
      <SectionList sections={after} start={3} />
    </>
  );
}
