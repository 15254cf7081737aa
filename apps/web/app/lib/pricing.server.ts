// The prices this build read from the database (server/published-pricing.ts), for the loaders of /pricing and
// /savings-calculator: build time only.
import type { PublishedPricing } from "@solvix/content/pricing-rules";
import { publishedPricingOfThisBuild } from "../../server/published-pricing.ts";

export async function publishedPricing(): Promise<PublishedPricing> {
  const { source: _source, ...pricing } = await publishedPricingOfThisBuild();
  return pricing;
}
