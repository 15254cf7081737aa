// The not-found page's words beyond the root loader's (issue 49: no dead ends): no zod here, so the not-found view
// imports them into its own chunk instead of every page carrying them in the root's data. not-found.ts checks them.

export const notFoundDirectory = {
  /** Above the site search on the not-found page. */
  searchIntro: "Search the site, or go to one of the main pages below.",
  /** The heading of the main destinations, grouped as the footer groups them. */
  title: "Main pages",
} as const;
