// The rows the build read from the database (server/published-content.ts serves this module).
declare module "virtual:solvix/published-content" {
  export const publishedFaqs: readonly import("../server/published-content.ts").PublishedFaq[];
  export const publishedSource: string;
}
