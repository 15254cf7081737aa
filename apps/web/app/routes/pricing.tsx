// The /pricing page (issue 49): how the fee is made, the whole account of costs, what a client gets, the timeline
// by stage, the "from" prices staff published (none: the table is left out) and the quote: "prices are quoted per
// team" with the form and booking link while there are no prices, "your team's price" beside them.
import { contactPage } from "@solvix/content/pages/contact";
import { pricingPage as page } from "@solvix/content/pages/pricing";
import { site } from "@solvix/content/site";
import { PageSection } from "@solvix/ui/components/page-section";
import { fillText } from "@solvix/ui/lib/template";
import { FromPrices } from "../components/from-prices.tsx";
import { ProseBlock } from "../components/prose-block.tsx";
import { publishedPricing } from "../lib/pricing.server.ts";
import { SectionList } from "../components/section-list.tsx";
import { pageHead, withIcons } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/pricing";

/** "USD 1,450.50": whole amounts without decimals. */
const amountOf = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString("en-US", { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

export async function loader() {
  const { hero, fee, terms, included, timeline, quote: perTeam, fromPrices: fromTexts } = page;
  const { prices } = await publishedPricing();
  const rows = prices.map((price) => ({
    roleFamily: price.roleFamily,
    country: price.country,
    amount: fillText(fromTexts.amount, { amount: amountOf(price.amount, price.currency) }),
  }));
  const quote = rows.length ? { ...perTeam, ...fromTexts.quote } : perTeam;
  // The booking link only where the site has a scheduling page (SITE_BOOKING_URL), as on the contact page.
  const booking = site.bookingUrl ? { label: contactPage.booking.label, href: site.bookingUrl } : undefined;
  return withIcons({
    hero,
    fee,
    terms,
    fromPrices: rows.length ? { texts: fromTexts, rows } : null,
    after: [included, timeline, { ...quote, ...(booking ? { secondary: booking } : {}) }],
    ...pageHead(page.path, page.seo),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** The fee's parts, the whole account, what is included, the stages with their times, and the quote. */
export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { hero, fee, terms, fromPrices, after, breadcrumb } = loaderData;
  return (
    <>
      <SectionList sections={[hero, fee]} breadcrumb={breadcrumb} />
      {fromPrices ? (
        <PageSection tone="muted">
          <FromPrices texts={fromPrices.texts} rows={fromPrices.rows} />
        </PageSection>
      ) : null}
      <PageSection>
        <ProseBlock title={terms.title} body={terms.body} className="max-w-3xl" />
      </PageSection>
      <SectionList sections={after} start={3} />
    </>
  );
}
