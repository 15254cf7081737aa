// The published prices, fee, rates and calculator roles read straight from the embedded database, for a build with no
// backend running (as published-articles.ts reads the articles: the same database, prepared the same way), with the
// statements the pricing function runs, as a visitor (the anon role).
import {
  presentPricing,
  publishedPricesSql,
  publishedRolesSql,
  publishedTermsSql,
} from "../functions/_shared/published-pricing.ts";
import { readAsVisitor, type EmbeddedDatabaseOptions } from "./read-as-visitor.ts";

export function readEmbeddedPricing(options: EmbeddedDatabaseOptions): Promise<ReturnType<typeof presentPricing>> {
  return readAsVisitor(options, async (query) =>
    presentPricing(await query(publishedPricesSql), await query(publishedTermsSql), await query(publishedRolesSql)),
  );
}
