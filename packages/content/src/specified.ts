// The specification's catalogue of landing pages: the entries tests hold exact and in order, while welcoming new ones.

/** The 14 industry cards of the navigation data, in menu order, by canonical URL. */
export const specifiedIndustryCards = [
  "/industries/information-technology",
  "/industries/customer-support",
  "/industries/creative-design",
  "/industries/marketing",
  "/industries/backoffice-administration",
  "/industries/accounting-finance",
  "/industries/finance-service",
  "/industries/engineering-construction",
  "/sectors/e-commerce",
  "/sectors/insurance",
  "/industries/healthcare",
  "/sectors/utility-energy",
  "/industries/legal",
  "/sectors/telecommunication",
] as const;

/** The industry ids the specification links from its menus and cards (14) or routes (healthcare): all pages. */
export const specifiedIndustryIds = [
  "information-technology",
  "customer-support",
  "creative-design",
  "marketing",
  "backoffice-administration",
  "accounting-finance",
  "finance-service",
  "engineering-construction",
  "e-commerce",
  "insurance",
  "health-care",
  "utilities-renewable",
  "legal",
  "telecommunications",
  "healthcare",
] as const;

/** The 12 sector cards of /sectors, in order, by canonical URL. */
export const specifiedSectorCards = [
  "/sectors/real-estate",
  "/industries/healthcare",
  "/sectors/financial-services",
  "/sectors/e-commerce",
  "/sectors/insurance",
  "/sectors/logistics",
  "/sectors/education-training",
  "/industries/legal",
  "/sectors/telecommunication",
  "/sectors/transportation",
  "/sectors/utility-energy",
  "/sectors/travel",
] as const;

/** The 20 landing pages: one per topic of the two card lists (DECISIONS.md), by slug. */
export const specifiedLandingSlugs: readonly string[] = [
  ...new Set([...specifiedIndustryCards, ...specifiedSectorCards].map((href) => href.split("/").at(-1) ?? "")),
];

/** The 5 role categories (Roles menu, /roles, the role strip), by id. */
export const specifiedRoleCategories = [
  "information-technology",
  "customer-support",
  "creative-design",
  "marketing",
  "backoffice-administration",
] as const;

/**
 * The entries of `actual` that the specification names, in their order there: equal to `specified` when every
 * specified entry is present and in its order, whatever was added around them.
 */
export function specifiedSubsequence(actual: readonly string[], specified: readonly string[]): string[] {
  return actual.filter((entry) => specified.includes(entry));
}

/** Printed with a failing catalogue check. */
export const catalogueHint =
  "the specification's entries must stay present and in order; add new pages after them (scripts/pnpm new-page picks the next position)";
