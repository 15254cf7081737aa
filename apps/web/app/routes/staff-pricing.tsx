// The pricing desk (/staff/pricing, noindex, linked from no public page): "from" prices, the fee and rates, and the
// calculator's roles, for editors (issue 49).
import { staffPricingPage } from "@solvix/content/pages/staff-pricing";
import { pricingCurrencies, staffCountries } from "@solvix/content/pricing-rules";
import { deferred } from "@solvix/ui/lib/deferred";
import { pageMeta } from "../lib/seo.ts";
import { StaffPageFrame } from "../staff/layout/staff-page-frame.tsx";
import { staffPageData } from "../staff/layout/staff-page.server.ts";
import type { Route } from "./+types/staff-pricing";

// The choices of the forms' fields travel with the page's data (the rules stay out of its JavaScript).
export const loader = () =>
  staffPageData(staffPricingPage, {
    choices: { currencies: [...pricingCurrencies], countries: [...staffCountries] },
  });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

// Everything on this page needs a signed-in editor: it all loads from its own chunk.
const StaffPricing = deferred(() => import("../staff/pricing/staff-pricing.tsx").then((module) => module.StaffPricing));

/** The prices, the fee and rates, and the calculator roles, each with its form. */
export default function StaffPricingPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame data={loaderData}>
      <StaffPricing backend={loaderData.backend} copy={loaderData.copy} choices={loaderData.choices} />
    </StaffPageFrame>
  );
}
